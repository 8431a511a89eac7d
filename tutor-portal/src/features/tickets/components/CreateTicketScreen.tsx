// /tutorsupportticket: the tutor's new-ticket form, its field rules and the product's required
// messages.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, useReturnFocusWhenDone } from '@ai-women/ui-kit';
import { TextArea, TextField } from '@ai-women/ui-kit/forms';
import {
  DEFAULT_TUTOR_TICKET_PRIORITY,
  LIMITS,
  TUTOR_TICKET_PRIORITIES,
  tutorTicketRules,
  type TutorTicketValues,
} from '@ai-women/contracts';
import { getStoredTutorId, errorMessage } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { LoginPrompt, Notice, PageHeader } from '../../../components/ScreenParts';
import { useCreateTicket } from '../api/ticketQueries';
import { PriorityPicker } from '@ai-women/ui-kit/portal';

export const TICKETS_LOGIN_PROMPT = 'Please login to access support tickets.';
export const TICKET_CREATE_FAILED = 'Failed to create support ticket';
export const TICKET_NETWORK_ERROR = 'Network error. Please try again.';
export const ticketCreated = (supportId: number | string) =>
  `Support ticket created successfully! Ticket ID: ${supportId}`;

const EMPTY: TutorTicketValues = { subject: '', priority: DEFAULT_TUTOR_TICKET_PRIORITY, description: '' };

const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function CreateTicketScreen() {
  const tutorId = getStoredTutorId();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useRulesForm({ rules: tutorTicketRules, defaultValues: EMPTY, afterEdit: 'clear' });
  const create = useCreateTicket();
  const submitButton = useRef<HTMLButtonElement>(null);
  // The button is disabled while the ticket is sent, which drops keyboard focus; give it back.
  useReturnFocusWhenDone(create.isPending, submitButton);

  if (tutorId === null) return <LoginPrompt>{TICKETS_LOGIN_PROMPT}</LoginPrompt>;

  const submitTicket = async (values: TutorTicketValues) => {
    setResult(null);
    try {
      const response = await create.mutateAsync({ tutorId, ...values });
      setResult({ tone: 'success', text: ticketCreated(response.support_id) });
      form.reset(EMPTY);
    } catch (error) {
      setResult({ tone: 'danger', text: errorMessage(error, TICKET_CREATE_FAILED, TICKET_NETWORK_ERROR) });
    }
  };

  const submit = form.submit(submitTicket);

  return (
    <>
      <PageHeader>
        <div>
          <h1>Support Center</h1>
          <p>Tell us what is getting in your way. Our support team usually replies within one working day.</p>
        </div>
      </PageHeader>
      {result && (
        <Notice tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Notice>
      )}
      <Card title="Create a support ticket" headingLevel={2}>
        <FormBody noValidate onSubmit={(event) => void submit(event)} aria-label="Create a support ticket">
          <TextField
            label="Subject"
            required
            maxLength={200}
            placeholder="For example: Meeting link not opening for Batch A"
            {...form.field('subject')}
          />
          <PriorityPicker
            label="Priority"
            {...form.field('priority')}
            options={[...TUTOR_TICKET_PRIORITIES]}
          />
          <TextArea
            label="Description"
            required
            rows={6}
            maxLength={LIMITS.ticketDescriptionMax}
            showCounter
            placeholder="What happened, which batch it concerns, and what you have already tried."
            {...form.field('description')}
          />
          <Actions>
            <Button ref={submitButton} type="submit" loading={create.isPending} disabled={create.isPending}>
              {create.isPending ? 'Submitting…' : 'Submit ticket'}
            </Button>
            <Link to="/tutorsupportticketlist">View my tickets</Link>
          </Actions>
        </FormBody>
      </Card>
    </>
  );
}
