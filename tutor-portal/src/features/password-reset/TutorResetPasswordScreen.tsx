// /tutor-reset-password?token=… (DESIGN §10): a new password under the tutor registration rules.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RESET_MESSAGES, validateNewPassword, validateResetForm } from '@ai-women/contracts';
import { Button, PasswordField, useSubmitLock } from '@ai-women/ui-kit';
import { errorMessage, clearTutorSession } from '@ai-women/web-core';
import { Notice } from '../../components/ScreenParts';
import { AuthLayout, Form, SwitchLine } from '../auth/components/AuthLayout';
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

type Field = 'password' | 'confirmPassword';

export function TutorResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const lock = useSubmitLock();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState(token ? '' : RESET_MESSAGES.tokenMissing);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors(validateResetForm('tutor', next));
    if (token) setServerError('');
  };

  const save = async () => {
    const found = validateResetForm('tutor', values);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
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
      if (text === validateNewPassword('tutor', values.password)) setErrors({ password: text });
      else setServerError(text);
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lock(save);
  };

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
            <Form noValidate onSubmit={submit} aria-label="Choose a new password">
              <PasswordField
                label="New password"
                name="password"
                autoComplete="new-password"
                required
                value={values.password}
                onChange={change('password')}
                error={errors.password}
                helperText={TUTOR_PASSWORD_HINT}
              />
              <PasswordField
                label="Confirm new password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                value={values.confirmPassword}
                onChange={change('confirmPassword')}
                error={errors.confirmPassword}
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
