// "Move this session": a new India date and start time (the session keeps its length) and the reason
// its students read in their notification and e-mail. The rules are the API's own, checked here
// first so each field says what is wrong before anything is sent.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import { RESCHEDULE_MESSAGES, indiaTimeValue, type SessionDetail } from '@ai-women/contracts';
import { errorMessage } from '@ai-women/web-core';
import { MoveSessionFields, useMoveSessionFields } from '@ai-women/web-ui/move-session';
import { Notice } from '../../../components/ScreenParts';
import { useMoveSession } from '../api/sessionQueries';

const NETWORK = 'Network error. Check your connection and try again.';

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

export function MoveSessionForm({ session }: { session: SessionDetail }) {
  const fields = useMoveSessionFields({
    date: session.date,
    time: session.starts_at ? indiaTimeValue(session.starts_at) : '',
  });
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const move = useMoveSession(session.id, session.batch_id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const body = fields.check();
    if (!body) return;
    try {
      await move.mutateAsync(body);
      fields.moved();
      setResult({ tone: 'success', text: RESCHEDULE_MESSAGES.moved });
    } catch (err) {
      fields.failed(err);
      setResult({ tone: 'danger', text: errorMessage(err, 'The session could not be moved.', NETWORK) });
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Move this session">
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <MoveSessionFields form={fields} />
      <Button type="submit" loading={move.isPending}>
        Move session
      </Button>
    </Form>
  );
}
