import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import { Banner } from '@ai-women/ui-kit/status';
import { TextArea, TextField } from '@ai-women/ui-kit/forms';
import { MESSAGES, contactRules, localizeMessage } from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useSendContact } from '../api/sendContact';
import { CONTACT_MESSAGE_MAX, EMPTY_CONTACT, changeContactField } from '../lib/contactForm';
import { englishTexts, useT } from '../../../i18n';
import contactTexts from '../../../i18n/en/contact.json';

englishTexts({ contact: contactTexts });

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

// The form's own outcome ('sent', 'failed': keys under contact.*) or a rules message, kept in its English
// words (the block message is recognised by them) and shown in the page's language.
type Status = { tone: 'success' | 'error'; own: 'sent' | 'failed' } | { tone: 'error'; text: string } | null;

export function ContactForm() {
  const [status, setStatus] = useState<Status>(null);
  const send = useSendContact();
  const { t, language } = useT();
  // Each field is checked as she types; the name refuses digits as they are typed,
  // since a name never holds one.
  const form = useRulesForm({
    rules: contactRules,
    defaultValues: EMPTY_CONTACT,
    afterEdit: 'live',
    keystroke: (name, typed, values) => changeContactField(name, typed, values),
    onEdit: () => setStatus((s) => (s && 'text' in s && s.text === MESSAGES.contactBlocked ? null : s)),
  });
  const field = (name: keyof typeof EMPTY_CONTACT) => {
    const props = form.field(name);
    return { ...props, error: props.error && localizeMessage(props.error, language) };
  };

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
        setStatus({ tone: 'success', own: 'sent' });
      } catch {
        // Nothing typed is lost on failure.
        setStatus({ tone: 'error', own: 'failed' });
      }
    },
    () => setStatus({ tone: 'error', text: MESSAGES.contactBlocked }),
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('contact.formLabel')}>
      {status && (
        <Banner tone={status.tone} onDismiss={() => setStatus(null)}>
          {'own' in status ? t(`contact.${status.own}`) : localizeMessage(status.text, language)}
        </Banner>
      )}
      <TextField label={t('contact.name')} autoComplete="name" required {...field('name')} maxLength={60} />
      <TextField label={t('contact.email')} type="email" autoComplete="email" required {...field('email')} />
      <TextField label={t('contact.subject')} required {...field('subject')} />
      <TextArea
        label={t('contact.message')}
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        showCounter
        counterText={(length, max) => t('contact.counter', { length, max })}
        {...field('message')}
      />
      <div>
        <Button type="submit" loading={send.isPending} disabled={form.hasErrors}>
          {t('contact.send')}
        </Button>
      </div>
    </Form>
  );
}
