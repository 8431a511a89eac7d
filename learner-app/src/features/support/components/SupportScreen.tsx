import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  CONTACT_EMAIL,
  DEFAULT_STUDENT_TICKET_PRIORITY,
  STUDENT_TICKET_PRIORITIES,
  studentTicketRules,
  type StudentTicketValues,
} from '@ai-women/contracts';
import { Button, Card, useReturnFocusWhenDone } from '@ai-women/ui-kit';
import { PriorityPicker, ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert, TextArea, TextField } from '@ai-women/ui-kit/forms';
import { getStoredUser } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useCreateStudentTicket } from '../api/tickets';
import { MyTickets } from './MyTickets';
import { localizeMessage } from '@ai-women/contracts';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import supportTexts from '../../../i18n/en/support.json';

englishTexts({ support: supportTexts });

const EMPTY: StudentTicketValues = {
  subject: '',
  priority: DEFAULT_STUDENT_TICKET_PRIORITY,
  description: '',
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: 1fr;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled(ScreenHeader)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Tips = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Below = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

export function SupportScreen() {
  const [user] = useState(getStoredUser);
  const create = useCreateStudentTicket();
  const submitButton = useRef<HTMLButtonElement>(null);
  // Next to the result message, ready for another ticket.
  useReturnFocusWhenDone(create.isPending, submitButton);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; key: 'created' | 'failed' } | null>(
    null,
  );
  const { t, language } = useT();
  // Editing a field re-checks its error, so a fixed field stops showing it at once, and hides the
  // last result, which no longer describes what she is about to send.
  const form = useRulesForm({
    rules: studentTicketRules,
    defaultValues: EMPTY,
    onEdit: () => setResult(null),
  });

  const submitTicket = async (values: StudentTicketValues) => {
    try {
      const response = await create.mutateAsync({
        userId: String(user?.id ?? ''),
        subject: values.subject.trim(),
        priority: values.priority,
        description: values.description.trim(),
      });
      if (response && response.success === false) throw new Error('refused');
      form.reset(EMPTY);
      setResult({ tone: 'success', key: 'created' });
    } catch {
      setResult({ tone: 'danger', key: 'failed' });
    }
  };

  const onSubmit = form.submit(submitTicket);
  // The rules' messages are the platform's English words; her Hindi shows their Hindi versions.
  const field = <K extends keyof StudentTicketValues>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error && localizeMessage(props.error, language) };
  };

  return (
    <div>
      <title>{t('support.title')}</title>
      <Heading title={t('support.heading')} description={t('support.description')} />
      <Layout>
        <Card title={t('support.raise')} headingLevel={2}>
          <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('support.raise')}>
            <TextField label={t('support.subject')} {...field('subject')} maxLength={200} required />
            <PriorityPicker
              label={t('support.priority')}
              {...field('priority')}
              options={[...STUDENT_TICKET_PRIORITIES]}
            />
            <TextArea
              label={t('support.descriptionLabel')}
              {...field('description')}
              rows={6}
              maxLength={500}
              showCounter
              counterText={(length, max) => t('support.counter', { length, max })}
              required
            />
            {result && (
              <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
                {t(`support.${result.key}`)}
              </FormAlert>
            )}
            <Button ref={submitButton} type="submit" loading={create.isPending} disabled={create.isPending}>
              {create.isPending ? t('support.submitting') : t('support.submit')}
            </Button>
          </Form>
        </Card>
        <Card title={t('support.before')} headingLevel={2}>
          <Tips>
            <li>{t('support.tipMissed')}</li>
            <li>{t('support.tipLink')}</li>
            <li>
              <Trans
                ns={LEARNER_NS}
                t={t}
                i18nKey="support.tipPayment"
                values={{ email: CONTACT_EMAIL }}
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the address inside
                components={{ mail: <a href={`mailto:${CONTACT_EMAIL}`} /> }}
              />
            </li>
          </Tips>
        </Card>
      </Layout>
      <Below>
        <MyTickets userId={user?.id} />
      </Below>
    </div>
  );
}
