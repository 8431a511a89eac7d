// /tutor-forgot-password: the same answer whether or not a tutor account uses the address, so the
// form cannot be used to find out who has one.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordRules } from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
import { Button } from '@ai-women/ui-kit';
import { TextField } from '@ai-women/ui-kit/forms';
import { errorMessage } from '@ai-women/web-core';
import { Notice } from '../../components/ScreenParts';
import { AuthLayout, Form, SwitchLine } from '../../components/AuthLayout';
import { requestPasswordReset } from './passwordApi';

export const RESET_FAILED = 'Something went wrong. Please try again.';
export const RESET_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export function TutorForgotPasswordScreen() {
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const form = useRulesForm({
    rules: forgotPasswordRules,
    defaultValues: { email: '' },
    onEdit: () => setServerError(''),
  });

  const send = async ({ email }: { email: string }) => {
    setSubmitting(true);
    setServerError('');
    try {
      const result = await requestPasswordReset({ email: email.trim(), role: 'tutor' });
      setSent(result.message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      setServerError(errorMessage(err, RESET_FAILED, RESET_NETWORK_ERROR));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = form.submit(send);

  return (
    <AuthLayout
      title="Forgot your password?"
      lead="Enter the e-mail address of your tutor account and we will send you a link to choose a new password."
    >
      <title>Forgot password · Aarohi tutor portal</title>
      <meta name="description" content="Reset the password of your Aarohi tutor account by e-mail." />
      {sent ? (
        <div tabIndex={-1} ref={doneRef}>
          <Notice tone="success">{sent}</Notice>
        </div>
      ) : (
        <>
          {serverError && <Notice tone="danger">{serverError}</Notice>}
          <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Forgot password">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.field('email')}
              helperText="The address you registered with as a tutor."
            />
            <Button type="submit" loading={submitting} disabled={submitting} fullWidth size="lg">
              {submitting ? 'Sending…' : 'Send reset link'}
            </Button>
          </Form>
        </>
      )}
      <SwitchLine>
        {sent ? 'Got the link? Open it from your inbox, or ' : 'Remembered it? '}
        <Link to="/tutorlogin">back to tutor login</Link>
      </SwitchLine>
    </AuthLayout>
  );
}
