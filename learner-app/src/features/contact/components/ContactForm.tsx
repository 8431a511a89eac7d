import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, TextArea, TextField, useSubmitLock } from '@ai-women/ui-kit';
import { MESSAGES, type FieldErrors } from '@ai-women/contracts';
import { useSendContact } from '../api/sendContact';
import {
  CONTACT_MESSAGE_MAX,
  EMPTY_CONTACT,
  changeContactField,
  hasErrors,
  validateContactForm,
  type ContactField,
} from '../lib/contactForm';

const SENT = 'Your message has been sent successfully.';
const FAILED = 'Failed to send message. Try again later.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type Status = { tone: 'success' | 'error'; text: string } | null;

export function ContactForm() {
  const [values, setValues] = useState(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [status, setStatus] = useState<Status>(null);
  const send = useSendContact();
  const lock = useSubmitLock();

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value, error } = changeContactField(field, event.target.value, values);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: error }));
    if (status?.tone === 'error' && status.text === MESSAGES.contactBlocked) setStatus(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const all = validateContactForm(values);
    if (hasErrors(all)) {
      setErrors(all);
      setStatus({ tone: 'error', text: MESSAGES.contactBlocked });
      const first = (['name', 'email', 'subject', 'message'] as const).find((f) => all[f]);
      const form = event.currentTarget as HTMLFormElement;
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setStatus(null);
    // The lock, not isPending, stops a double click: isPending only changes after a re-render.
    void lock(async () => {
      try {
        await send.mutateAsync({
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        });
        setValues(EMPTY_CONTACT);
        setErrors({});
        setStatus({ tone: 'success', text: SENT });
      } catch {
        // Nothing typed is lost on failure.
        setStatus({ tone: 'error', text: FAILED });
      }
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Contact form">
      {status && (
        <Banner tone={status.tone} onDismiss={() => setStatus(null)}>
          {status.text}
        </Banner>
      )}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={onChange('name')}
        error={errors.name}
        maxLength={60}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={onChange('email')}
        error={errors.email}
      />
      <TextField label="Subject" name="subject" required value={values.subject} onChange={onChange('subject')} error={errors.subject} />
      <TextArea
        label="Message"
        name="message"
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        showCounter
        value={values.message}
        onChange={onChange('message')}
        error={errors.message}
      />
      <div>
        <Button type="submit" loading={send.isPending} disabled={hasErrors(errors)}>
          Send Message
        </Button>
      </div>
    </Form>
  );
}
