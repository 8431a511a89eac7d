// /tutorlogin: the tutor's login form, its field rules and the product's required messages.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@ai-women/ui-kit';
import { FormAlert, PasswordField, TextField } from '@ai-women/ui-kit/forms';
import { TIMINGS_MS, tutorLoginRules, type TutorLoginValues } from '@ai-women/contracts';
import { loginTutor } from '../api/authApi';
import { ApiError, NetworkError, storeTutor } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { AuthLayout, Form, SwitchLine } from '../../../components/AuthLayout';
import styled from 'styled-components';

// What the server said about the whole form, as on the student's and the staff's login pages.
const ServerError = styled(FormAlert)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ForgotLine = styled(SwitchLine)`
  margin: 0;
  text-align: right;
`;

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const LOGIN_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export function TutorLoginScreen() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Leaving a filled field checks it, so she is not told off while still typing; from then on,
  // editing re-checks it, so a fixed field stops showing its error at once.
  const form = useRulesForm<TutorLoginValues>({
    rules: tutorLoginRules,
    defaultValues: { email: '', password: '' },
    afterEdit: 'touched',
    onEdit: () => setServerError(''),
  });

  const submitLogin = async (values: TutorLoginValues) => {
    if (submitting) return; // a successful login is already on its way to the dashboard
    setSubmitting(true);
    setServerError('');
    try {
      const result = await loginTutor(values.email, values.password);
      const tutor = result.data;
      if (!result.success || !tutor) {
        setServerError(result.message || LOGIN_FAILED);
        setSubmitting(false);
        return;
      }
      storeTutor(tutor);
      timer.current = setTimeout(
        () => navigate('/tutordashboard', { replace: true }),
        TIMINGS_MS.tutorLoginRedirect,
      );
    } catch (error) {
      if (error instanceof NetworkError) setServerError(LOGIN_NETWORK_ERROR);
      else setServerError((error instanceof ApiError && error.serverMessage) || LOGIN_FAILED);
      setSubmitting(false);
    }
  };

  const submit = form.submit(submitLogin);

  return (
    <AuthLayout title="Tutor login" lead="Welcome back. Sign in to see your batches and students.">
      <title>Tutor login · Aarohi</title>
      <meta
        name="description"
        content="Sign in to the Aarohi tutor portal to run your batches and support your students."
      />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Tutor login">
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <ForgotLine>
          <Link to="/tutor-forgot-password">Forgot password?</Link>
        </ForgotLine>
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth size="lg">
          {submitting ? 'Signing in…' : 'Login'}
        </Button>
      </Form>
      <SwitchLine>
        New to Aarohi? <Link to="/tutorregister">Register as a tutor</Link>
      </SwitchLine>
    </AuthLayout>
  );
}
