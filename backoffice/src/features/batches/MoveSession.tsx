// "Move a session" on a batch: pick one of its upcoming sessions, give the new India date and start
// time (it keeps its length) and the reason its students read. The API runs the same rules and
// tells every student of the batch by notification and e-mail; the move is in the audit log.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, LoadingState } from '@ai-women/ui-kit';
import { FormAlert, Select } from '@ai-women/ui-kit/forms';
import {
  RESCHEDULE_LIMITS,
  indiaTimeValue,
  sessionDayLabel,
  sessionHoursLabel,
  type StaffTimetableSession,
} from '@ai-women/contracts';
import { MoveSessionFields, useMoveSessionFields } from '@ai-women/web-ui/move-session';
import { api, messageOf } from '../../lib/api';
import { LoadError } from '../../components/LoadError';

const Head = styled.h3`
  margin: 24px 0 8px;
  font-size: 1.05rem;
`;
const Muted = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 40rem;
  > button {
    justify-self: start;
  }
`;

export const timetableKey = (batchId: number) => ['staff', 'batch-timetable', batchId] as const;

export function useTimetable(batchId: number) {
  return useQuery({
    queryKey: timetableKey(batchId),
    queryFn: () => api.get('/api/staff/batches/{id}/sessions', { params: { id: batchId } }),
  });
}

function useMove(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; date: string; time: string; reason: string }) =>
      api.put('/api/staff/sessions/{id}/schedule', body, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: timetableKey(batchId) }),
  });
}

/** 'Tue, 1 Dec 2026, 7:00 pm – 8:30 pm IST' */
export function sessionWhen(s: { date: string; starts_at: string; ends_at: string }): string {
  return `${sessionDayLabel(s.date)}, ${sessionHoursLabel(s.starts_at, s.ends_at)}`;
}

const optionLabel = (s: StaffTimetableSession) =>
  `Session ${s.session_no}: ${s.topic} — ${sessionWhen(s)}${
    s.moved_from_date && s.moved_from_date !== s.date
      ? ` (moved from ${sessionDayLabel(s.moved_from_date)})`
      : ''
  }`;

function MoveForm({ batchId, upcoming }: { batchId: number; upcoming: StaffTimetableSession[] }) {
  const [sessionId, setSessionId] = useState(String(upcoming[0]!.id));
  const chosen = upcoming.find((s) => String(s.id) === sessionId) ?? upcoming[0]!;
  const fields = useMoveSessionFields({ date: chosen.date, time: indiaTimeValue(chosen.starts_at) });
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const move = useMove(batchId);

  const pick = (id: string) => {
    const s = upcoming.find((x) => String(x.id) === id);
    setSessionId(id);
    setResult(null);
    if (s) fields.startFrom(s.date, indiaTimeValue(s.starts_at));
    else fields.startFrom(fields.values.date, fields.values.time);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const body = fields.check();
    if (!body) return;
    try {
      const answer = await move.mutateAsync({ id: chosen.id, ...body });
      fields.moved();
      setResult({
        tone: 'success',
        text: `Session ${answer.data.session_no} now takes place ${sessionWhen(answer.data)}. ${answer.message}`,
      });
    } catch (err) {
      fields.failed(err);
      setResult({ tone: 'danger', text: messageOf(err, 'The session could not be moved.') });
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Move a session">
      {result && (
        <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
          {result.text}
        </FormAlert>
      )}
      <Select
        label="Session"
        options={upcoming.map((s) => ({ value: String(s.id), label: optionLabel(s) }))}
        value={sessionId}
        onChange={(e) => pick(e.target.value)}
      />
      <MoveSessionFields form={fields} />
      <Button type="submit" size="sm" loading={move.isPending}>
        Move session
      </Button>
    </Form>
  );
}

export function MoveSession({ batchId }: { batchId: number }) {
  const query = useTimetable(batchId);
  const [now] = useState(() => Date.now());
  const upcoming =
    query.data?.data.sessions.filter((s) => !s.held && new Date(s.starts_at).getTime() > now) ?? [];
  return (
    <section aria-labelledby={`move-${batchId}`}>
      <Head id={`move-${batchId}`}>Move a session</Head>
      {query.isPending ? (
        <LoadingState text="Loading the timetable…" />
      ) : query.isError ? (
        <LoadError error={query.error} what="The timetable" onRetry={() => void query.refetch()} />
      ) : upcoming.length === 0 ? (
        <Muted>No session of this batch is still to come, so there is nothing to move.</Muted>
      ) : (
        <>
          <Muted>
            Sessions still to come can move to any later time from the batch&apos;s start to{' '}
            {RESCHEDULE_LIMITS.maxDaysAfterLastSession} days after its last session.
          </Muted>
          <MoveForm key={upcoming.map((s) => s.id).join()} batchId={batchId} upcoming={upcoming} />
        </>
      )}
    </section>
  );
}
