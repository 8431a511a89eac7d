// /tutorregister (spec 01 "Tutor entry pages", §5 tutor registration, §8 messages). Registering signs
// the tutor in (DESIGN §9) and lands on /tutorsidebar, the portal's dashboard alias.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, PasswordField, TextField, useSubmitLock } from '@ai-women/ui-kit';
import {
  hasErrors,
  MESSAGES,
  tutorRegistrationRules,
  validateTutorRegistration,
  type TutorRegistrationValues,
} from '@ai-women/contracts';
import { registerTutor } from '../api/authApi';
import { ApiError, NetworkError, storeTutor } from '@ai-women/web-core';
import { Notice } from '../../../components/ScreenParts';
import { AuthLayout, Form, SwitchLine } from './AuthLayout';

export const REGISTRATION_SUCCESS = 'Tutor registration successful!';
export const REGISTRATION_FAILED = 'Tutor registration failed';
export const REGISTRATION_ERROR = 'Error during tutor registration.';

type Field = keyof TutorRegistrationValues;
const EMPTY: TutorRegistrationValues = { name: '', email: '', mobile_number: '', password: '' };

export function TutorRegisterScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState<TutorRegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const lock = useSubmitLock();

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setFormError('');
    // Checked on change: the field's rule runs as soon as there is something to check.
    setErrors((e) => ({
      ...e,
      [field]: next[field] === '' && !e[field] ? undefined : tutorRegistrationRules[field](next[field], next),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The lock, not the submitting state, stops a double click: state only changes after a re-render.
    void lock(submitRegistration);
  };

  const submitRegistration = async () => {
    if (submitting) return; // a successful registration is already on its way to the dashboard
    const found = validateTutorRegistration(values);
    setErrors(found);
    if (hasErrors(found)) {
      setFormError(MESSAGES.tutorRegistrationBlocked);
      return;
    }
    setSubmitting(true);
    setFormError('');
    try {
      const result = await registerTutor({ ...values, name: values.name.trim(), email: values.email.trim() });
      if (!result.success || !result.tutor) {
        setFormError(result.message || REGISTRATION_FAILED);
        setSubmitting(false);
        return;
      }
      storeTutor(result.tutor);
      navigate('/tutorsidebar', { replace: true, state: { flash: REGISTRATION_SUCCESS } });
    } catch (error) {
      if (error instanceof NetworkError) setFormError(REGISTRATION_ERROR);
      else setFormError((error instanceof ApiError && error.serverMessage) || REGISTRATION_FAILED);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Become an Aarohi tutor"
      lead="Create your tutor account. You can add your documents right after."
    >
      <title>Tutor registration · Aarohi</title>
      <meta
        name="description"
        content="Register as a tutor with Aarohi and teach practical AI to women across India."
      />
      {formError && <Notice tone="danger">{formError}</Notice>}
      <Form noValidate onSubmit={submit} aria-label="Tutor registration">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Mobile number"
          type="tel"
          name="mobile_number"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          value={values.mobile_number}
          onChange={change('mobile_number')}
          error={errors.mobile_number}
          helperText="10 digits, starting with 6, 7, 8 or 9"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          helperText="At least 8 characters, with a lowercase and an uppercase letter, a number and one of @$!%*?&"
        />
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth size="lg">
          {submitting ? 'Creating your account…' : 'Register'}
        </Button>
      </Form>
      <SwitchLine>
        Already registered? <Link to="/tutorlogin">Log in</Link>
      </SwitchLine>
    </AuthLayout>
  );
}
