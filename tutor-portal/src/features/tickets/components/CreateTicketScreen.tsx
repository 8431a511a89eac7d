// /tutorsupportticket (spec 02 §2.6, §5 support ticket, §8).
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  PriorityPicker,
  TextArea,
  TextField,
  useReturnFocusWhenDone,
  useSubmitLock,
} from '@ai-women/ui-kit';
import {
  DEFAULT_TUTOR_TICKET_PRIORITY,
  hasErrors,
  LIMITS,
  TUTOR_TICKET_PRIORITIES,
  validateTutorTicket,
} from '@ai-women/contracts';
import { getStoredTutorId, errorMessage } from '@ai-women/web-core';
import { LoginPrompt, Notice, PageHeader } from '../../../components/ScreenParts';
import { useCreateTicket } from '../api/ticketQueries';

export const TICKETS_LOGIN_PROMPT = 'Please login to access support tickets.';
export const TICKET_CREATE_FAILED = 'Failed to create support ticket';
export const TICKET_NETWORK_ERROR = 'Network error. Please try again.';
export const ticketCreated = (supportId: number | string) =>
  `Support ticket created successfully! Ticket ID: ${supportId}`;

type Field = 'subject' | 'description';

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
  const [subject, setSubject] = useState('');
  const [priority, setPriority] = useState<string>(DEFAULT_TUTOR_TICKET_PRIORITY);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const create = useCreateTicket();
  const lock = useSubmitLock();
  const submitButton = useRef<HTMLButtonElement>(null);
  // The button is disabled while the ticket is sent, which drops keyboard focus; give it back.
  useReturnFocusWhenDone(create.isPending, submitButton);

  if (tutorId === null) return <LoginPrompt>{TICKETS_LOGIN_PROMPT}</LoginPrompt>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The lock, not isPending, stops a double click: isPending only changes after a re-render.
    void lock(submitTicket);
  };

  const submitTicket = async () => {
    const found = validateTutorTicket({ subject, priority, description });
    setErrors(found);
    if (hasErrors(found)) return;
    setResult(null);
    try {
      const response = await create.mutateAsync({ tutorId, subject, priority, description });
      setResult({ tone: 'success', text: ticketCreated(response.support_id) });
      setSubject('');
      setPriority(DEFAULT_TUTOR_TICKET_PRIORITY);
      setDescription('');
      setErrors({});
    } catch (error) {
      setResult({ tone: 'danger', text: errorMessage(error, TICKET_CREATE_FAILED, TICKET_NETWORK_ERROR) });
    }
  };

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
        <FormBody noValidate onSubmit={submit} aria-label="Create a support ticket">
          <TextField
            label="Subject"
            name="subject"
            required
            maxLength={200}
            placeholder="For example: Meeting link not opening for Batch A"
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value);
              setErrors((x) => ({ ...x, subject: undefined }));
            }}
            error={errors.subject}
          />
          <PriorityPicker
            label="Priority"
            value={priority}
            onChange={setPriority}
            options={[...TUTOR_TICKET_PRIORITIES]}
          />
          <TextArea
            label="Description"
            name="description"
            required
            rows={6}
            maxLength={LIMITS.ticketDescriptionMax}
            showCounter
            placeholder="What happened, which batch it concerns, and what you have already tried."
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              setErrors((x) => ({ ...x, description: undefined }));
            }}
            error={errors.description}
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
