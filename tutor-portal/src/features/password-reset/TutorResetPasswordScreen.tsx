// /tutor-reset-password?token=…, the link from the reset e-mail: a new password under the tutor
// registration rules.
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  RESET_MESSAGES,
  resetPasswordRules,
  validateNewPassword,
  type ResetValues,
} from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import { PasswordField } from '@ai-women/ui-kit/forms';
import { errorMessage, clearTutorSession } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { Notice } from '../../components/ScreenParts';
import { AuthLayout, Form, SwitchLine } from '../../components/AuthLayout';
import { resetPassword } from './passwordApi';
import { RESET_FAILED, RESET_NETWORK_ERROR } from './TutorForgotPasswordScreen';

export const TUTOR_PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.';

const LINK_PROBLEMS: string[] = [
  RESET_MESSAGES.tokenUsed,
  RESET_MESSAGES.tokenExpired,
  RESET_MESSAGES.tokenInvalid,
  RESET_MESSAGES.tokenMissing,
];

const RULES = resetPasswordRules('tutor');

export function TutorResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [serverError, setServerError] = useState(token ? '' : RESET_MESSAGES.tokenMissing);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const form = useRulesForm<ResetValues>({
    rules: RULES,
    defaultValues: { password: '', confirmPassword: '' },
    onEdit: () => {
      if (token) setServerError('');
    },
  });

  const save = async (values: ResetValues) => {
    setSubmitting(true);
    setServerError('');
    try {
      const result = await resetPassword({ token, password: values.password });
      // Signed out everywhere: this tab forgets the tutor too.
      clearTutorSession();
      setDone(result.message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      const text = errorMessage(err, RESET_FAILED, RESET_NETWORK_ERROR);
      if (text === validateNewPassword('tutor', values.password))
        form.setError('password', { message: text });
      else setServerError(text);
    } finally {
      setSubmitting(false);
    }
  };

  const submit = form.submit(save);

  const linkProblem = LINK_PROBLEMS.includes(serverError);

  return (
    <AuthLayout
      title="Choose a new password"
      lead="Pick a password you have not used here before. Once it is saved, you are signed out on every device."
    >
      <title>Reset password · Aarohi tutor portal</title>
      {done ? (
        <>
          <div tabIndex={-1} ref={doneRef}>
            <Notice tone="success">{done}</Notice>
          </div>
          <SwitchLine>
            <Link to="/tutorlogin">Go to tutor login</Link>
          </SwitchLine>
        </>
      ) : (
        <>
          {serverError && (
            <Notice
              tone="danger"
              action={linkProblem ? <Link to="/tutor-forgot-password">Ask for a new link</Link> : undefined}
            >
              {serverError}
            </Notice>
          )}
          {token && (
            <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Choose a new password">
              <PasswordField
                label="New password"
                autoComplete="new-password"
                required
                {...form.field('password')}
                helperText={TUTOR_PASSWORD_HINT}
              />
              <PasswordField
                label="Confirm new password"
                autoComplete="new-password"
                required
                {...form.field('confirmPassword')}
              />
              <Button type="submit" loading={submitting} disabled={submitting} fullWidth size="lg">
                {submitting ? 'Saving…' : 'Set new password'}
              </Button>
            </Form>
          )}
          <SwitchLine>
            <Link to="/tutorlogin">Back to tutor login</Link>
          </SwitchLine>
        </>
      )}
    </AuthLayout>
  );
}
