// /tutorlogin (spec 01 "Tutor entry pages", §5 tutor login, §8 messages).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, PasswordField, TextField, useSubmitLock } from '@ai-women/ui-kit';
import {
  hasErrors,
  TIMINGS_MS,
  tutorLoginRules,
  validateTutorLogin,
  type TutorLoginValues,
} from '@ai-women/contracts';
import { loginTutor } from '../api/authApi';
import { ApiError, NetworkError, storeTutor } from '@ai-women/web-core';
import { Notice } from '../../../components/ScreenParts';
import { AuthLayout, Form, SwitchLine } from './AuthLayout';
import styled from 'styled-components';

const ForgotLine = styled(SwitchLine)`
  margin: 0;
  text-align: right;
`;

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const LOGIN_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

type Field = keyof TutorLoginValues;

export function TutorLoginScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState<TutorLoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const lock = useSubmitLock();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setServerError('');
    if (touched[field] || errors[field])
      setErrors((e) => ({ ...e, [field]: tutorLoginRules[field](next[field], next) }));
  };
  const blur = (field: Field) => () => {
    setTouched((t) => ({ ...t, [field]: true }));
    if (values[field] !== '')
      setErrors((e) => ({ ...e, [field]: tutorLoginRules[field](values[field], values) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The lock, not the submitting state, stops a double click: state only changes after a re-render.
    void lock(submitLogin);
  };

  const submitLogin = async () => {
    if (submitting) return; // a successful login is already on its way to the dashboard
    const found = validateTutorLogin(values);
    setErrors(found);
    setTouched({ email: true, password: true });
    if (hasErrors(found)) return;
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

  return (
    <AuthLayout title="Tutor login" lead="Welcome back. Sign in to see your batches and students.">
      <title>Tutor login · Aarohi</title>
      <meta
        name="description"
        content="Sign in to the Aarohi tutor portal to run your batches and support your students."
      />
      {serverError && <Notice tone="danger">{serverError}</Notice>}
      <Form noValidate onSubmit={submit} aria-label="Tutor login">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          onBlur={blur('email')}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          onBlur={blur('password')}
          error={errors.password}
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
