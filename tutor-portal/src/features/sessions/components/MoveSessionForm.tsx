// "Move this session": a new India date and start time (the session keeps its length) and the reason
// its students read in their notification and e-mail. The rules are the API's own, checked here
// first so each field says what is wrong before anything is sent.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import { TextArea, TextField } from '@ai-women/ui-kit/forms';
import {
  RESCHEDULE_LIMITS,
  RESCHEDULE_MESSAGES,
  indiaTimeValue,
  rescheduleRules,
  type SessionDetail,
} from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { Notice } from '../../../components/ScreenParts';
import { useMoveSession } from '../api/sessionQueries';

const NETWORK = 'Network error. Check your connection and try again.';

type Field = 'date' | 'time' | 'reason';
type Errors = Partial<Record<Field, string>>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  > * {
    width: 100%;
  }
  > button {
    width: auto;
  }
`;
const When = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** The field errors the API sent with a 400, when it sent any. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const out: Errors = {};
  for (const field of ['date', 'time', 'reason'] as const)
    if (typeof errors[field] === 'string') out[field] = errors[field];
  return out;
}

export function MoveSessionForm({ session }: { session: SessionDetail }) {
  const [date, setDate] = useState(session.date);
  const [time, setTime] = useState(session.starts_at ? indiaTimeValue(session.starts_at) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const move = useMoveSession(session.id, session.batch_id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const problems = rescheduleRules({ date, time, reason }) as Errors;
    const found = Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await move.mutateAsync({ date, time, reason: reason.trim() });
      setReason('');
      setResult({ tone: 'success', text: RESCHEDULE_MESSAGES.moved });
    } catch (err) {
      setErrors(serverErrors(err));
      setResult({ tone: 'danger', text: errorMessage(err, 'The session could not be moved.', NETWORK) });
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Move this session">
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <When>
        <TextField
          label="New date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
          required
        />
        <TextField
          label="New start time (IST)"
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={errors.time}
          helperText="The session keeps its length."
          required
        />
      </When>
      <TextArea
        label="Reason for the students"
        rows={3}
        maxLength={RESCHEDULE_LIMITS.reasonMax}
        showCounter
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        helperText="Every student of the batch gets it by notification and e-mail, with the old and new time."
        required
      />
      <Button type="submit" loading={move.isPending}>
        Move session
      </Button>
    </Form>
  );
}
