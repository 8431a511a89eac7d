// /tutor-forgot-password (DESIGN §10): the same answer whether or not a tutor account uses the address.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { validateForgotEmail } from '@ai-women/contracts';
import { Button, TextField, useSubmitLock } from '@ai-women/ui-kit';
import { errorMessage } from '@ai-women/web-core';
import { Notice } from '../../components/ScreenParts';
import { AuthLayout, Form, SwitchLine } from '../auth/components/AuthLayout';
import { requestPasswordReset } from './passwordApi';

export const RESET_FAILED = 'Something went wrong. Please try again.';
export const RESET_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export function TutorForgotPasswordScreen() {
  const lock = useSubmitLock();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    if (error) setError(validateForgotEmail(event.target.value));
    setServerError('');
  };

  const send = async () => {
    const found = validateForgotEmail(email);
    setError(found);
    if (found) return;
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lock(send);
  };

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
          <Form noValidate onSubmit={submit} aria-label="Forgot password">
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={change}
              error={error}
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
