// /tutorregister: the tutor's registration form, its field rules and the product's required
// messages. Registering signs the tutor in, so she does not type her new password again at once, and
// lands on /tutorsidebar, the portal's dashboard alias.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@ai-women/ui-kit';
import { PasswordField, TextField } from '@ai-women/ui-kit/forms';
import { MESSAGES, tutorRegistrationRules, type TutorRegistrationValues } from '@ai-women/contracts';
import { registerTutor } from '../api/authApi';
import { ApiError, NetworkError, storeTutor } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { Notice } from '../../../components/ScreenParts';
import { AuthLayout, Form, SwitchLine } from '../../../components/AuthLayout';

export const REGISTRATION_SUCCESS = 'Tutor registration successful!';
export const REGISTRATION_FAILED = 'Tutor registration failed';
export const REGISTRATION_ERROR = 'Error during tutor registration.';

const EMPTY: TutorRegistrationValues = { name: '', email: '', mobile_number: '', password: '' };

export function TutorRegisterScreen() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // Checked on change: the field's rule runs as soon as there is something to check; emptying a
  // field that showed nothing keeps it quiet until the next submit.
  const form = useRulesForm<TutorRegistrationValues>({
    rules: tutorRegistrationRules,
    defaultValues: EMPTY,
    afterEdit: 'live',
    keystroke: (_name, typed, _values, shown) =>
      typed === '' && !shown ? { value: typed, error: undefined } : undefined,
    onEdit: () => setFormError(''),
  });

  const submitRegistration = async (values: TutorRegistrationValues) => {
    if (submitting) return; // a successful registration is already on its way to the dashboard
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

  const submit = form.submit(submitRegistration, () => setFormError(MESSAGES.tutorRegistrationBlocked));

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
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Tutor registration">
        <TextField label="Full name" autoComplete="name" required {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={10}
          required
          {...form.field('mobile_number')}
          helperText="10 digits, starting with 6, 7, 8 or 9"
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          {...form.field('password')}
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
