import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  CONTACT_EMAIL,
  DEFAULT_STUDENT_TICKET_PRIORITY,
  STUDENT_TICKET_PRIORITIES,
  studentTicketRules,
  type StudentTicketValues,
} from '@ai-women/contracts';
import { Button, Card, useReturnFocusWhenDone, ScreenHeader } from '@ai-women/ui-kit';
import { TextArea, TextField, FormAlert } from '@ai-women/ui-kit/forms';
import { getStoredUser } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useCreateStudentTicket } from '../api/tickets';
import { MyTickets } from './MyTickets';
import { PriorityPicker } from '@ai-women/ui-kit/portal';

export const SUPPORT_MESSAGES = {
  created: 'Support ticket created successfully!',
  failed: 'Failed to create support ticket',
} as const;

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
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
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
      setResult({ tone: 'success', text: SUPPORT_MESSAGES.created });
    } catch {
      setResult({ tone: 'danger', text: SUPPORT_MESSAGES.failed });
    }
  };

  const onSubmit = form.submit(submitTicket);

  return (
    <div>
      <title>Support · Aarohi</title>
      <Heading
        title="Support"
        description="Stuck on a class, a payment or a tool? Tell us here and the helpdesk will reply to your registered e-mail."
      />
      <Layout>
        <Card title="Raise a support ticket" headingLevel={2}>
          <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Raise a support ticket">
            <TextField label="Subject" {...form.field('subject')} maxLength={200} required />
            <PriorityPicker
              label="Priority"
              {...form.field('priority')}
              options={[...STUDENT_TICKET_PRIORITIES]}
            />
            <TextArea
              label="Description"
              {...form.field('description')}
              rows={6}
              maxLength={500}
              showCounter
              required
            />
            {result && (
              <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
                {result.text}
              </FormAlert>
            )}
            <Button ref={submitButton} type="submit" loading={create.isPending} disabled={create.isPending}>
              {create.isPending ? 'Submitting…' : 'Submit ticket'}
            </Button>
          </Form>
        </Card>
        <Card title="Before you write" headingLevel={2}>
          <Tips>
            <li>Missed a class? Tell us which session, and your tutor will share the notes and exercises.</li>
            <li>
              Joining link not working? Check the session time on your dashboard, then raise a High priority
              ticket.
            </li>
            <li>
              For payment questions, include your payment ID from the confirmation PDF, or write to{' '}
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
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
