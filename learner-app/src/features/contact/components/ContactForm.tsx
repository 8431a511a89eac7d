import { useState } from 'react';
import styled from 'styled-components';
import { Banner, Button } from '@ai-women/ui-kit';
import { TextArea, TextField } from '@ai-women/ui-kit/forms';
import { MESSAGES, contactRules } from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useSendContact } from '../api/sendContact';
import { CONTACT_MESSAGE_MAX, EMPTY_CONTACT, changeContactField } from '../lib/contactForm';

const SENT = 'Your message has been sent successfully.';
const FAILED = 'Failed to send message. Try again later.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type Status = { tone: 'success' | 'error'; text: string } | null;

export function ContactForm() {
  const [status, setStatus] = useState<Status>(null);
  const send = useSendContact();
  // Each field is checked as she types; the name refuses digits as they are typed,
  // since a name never holds one.
  const form = useRulesForm({
    rules: contactRules,
    defaultValues: EMPTY_CONTACT,
    afterEdit: 'live',
    keystroke: (name, typed, values) => changeContactField(name, typed, values),
    onEdit: () => setStatus((s) => (s?.tone === 'error' && s.text === MESSAGES.contactBlocked ? null : s)),
  });

  const onSubmit = form.submit(
    async (values) => {
      setStatus(null);
      try {
        await send.mutateAsync({
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        });
        form.reset(EMPTY_CONTACT);
        setStatus({ tone: 'success', text: SENT });
      } catch {
        // Nothing typed is lost on failure.
        setStatus({ tone: 'error', text: FAILED });
      }
    },
    () => setStatus({ tone: 'error', text: MESSAGES.contactBlocked }),
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Contact form">
      {status && (
        <Banner tone={status.tone} onDismiss={() => setStatus(null)}>
          {status.text}
        </Banner>
      )}
      <TextField label="Name" autoComplete="name" required {...form.field('name')} maxLength={60} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField label="Subject" required {...form.field('subject')} />
      <TextArea
        label="Message"
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        showCounter
        {...form.field('message')}
      />
      <div>
        <Button type="submit" loading={send.isPending} disabled={form.hasErrors}>
          Send Message
        </Button>
      </div>
    </Form>
  );
}
