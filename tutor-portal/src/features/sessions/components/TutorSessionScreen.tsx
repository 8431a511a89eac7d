// One held session of her batch, for its tutor: the recording link (https only), notes (plain text,
// links clickable for students), files (PDF, PPTX, DOCX, PNG, JPEG; 10 × 20 MB, checked again by the
// API from the bytes) and the attendance roster, pre-filled from the students' Join clicks and saved
// in one action (hers to change for 7 days, staff after that); an absence she has caught up on since
// says so, and the day, beside her mark.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, LinkButton, LinkifiedText } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { FieldError, TextArea, TextField, ToggleGroup } from '@ai-women/ui-kit/forms';
import {
  SESSION_LIMITS,
  SESSION_MESSAGES,
  sessionHoursLabel,
  validateRecordingLink,
  validateSessionNotes,
  type AttendanceStatus,
  type SessionDetail,
} from '@ai-women/contracts';
import { ApiError, errorMessage, fileSize } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { Loading, Notice, PageHeader, RetryButton } from '../../../components/ScreenParts';
import {
  useAddMaterial,
  useRemoveMaterial,
  useSaveAttendance,
  useSessionFeedbackSummary,
  useSaveNotes,
  useSaveRecording,
  useTutorSession,
} from '../api/sessionQueries';
import { FeedbackSummaryView } from './FeedbackSummary';
import { MoveSessionForm } from './MoveSessionForm';
import { formatDay } from '../../../components/SessionParts';
import { routerLink } from '@ai-women/ui-kit/router';

type Result = { tone: 'success' | 'danger'; text: string } | null;
const NETWORK = 'Network error. Check your connection and try again.';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: 1fr;
  }
`;
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
const Roster = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
/** Her name, what the Join clicks say and, when she caught up, the day: one block beside her mark. */
const Who = styled.span`
  display: grid;
  justify-items: start;
`;
const CaughtUpBadge = styled(StatusBadge)`
  margin-top: ${({ theme }) => theme.space[1]};
`;
const Files = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Preview = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_OPTIONS = [
  { value: 'present', label: 'Present' },
  { value: 'absent', label: 'Absent' },
  { value: 'late', label: 'Late' },
];
const ACCEPT =
  '.pdf,.pptx,.docx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.presentationml.presentation,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function failure(error: unknown, fallback: string): string {
  return errorMessage(error, fallback, NETWORK);
}

/** One text field saved on its own (the recording link, the notes): the contracts' rule, then the save. */
function useOneFieldForm(
  initial: string,
  rule: (value: string) => string | undefined,
  save: (value: string) => Promise<unknown>,
  saved: string,
  failed: string,
) {
  const [result, setResult] = useState<Result>(null);
  const form = useRulesForm<{ value: string }>({
    rules: { value: (value) => rule(typeof value === 'string' ? value : '') },
    defaultValues: { value: initial },
    afterEdit: 'touched',
    onEdit: () => setResult(null),
  });
  const submit = form.submit(async ({ value }) => {
    setResult(null);
    try {
      await save(value);
      setResult({ tone: 'success', text: saved });
    } catch (err) {
      setResult({ tone: 'danger', text: failure(err, failed) });
    }
  });
  return { field: form.field('value'), result, submit: (e: FormEvent) => void submit(e) };
}

function RecordingForm({ session }: { session: SessionDetail }) {
  const save = useSaveRecording(session.id, session.batch_id);
  const { field, result, submit } = useOneFieldForm(
    session.recording_url ?? '',
    validateRecordingLink,
    (value) => save.mutateAsync(value.trim()),
    SESSION_MESSAGES.recordingSaved,
    'The recording link could not be saved.',
  );
  return (
    <Form onSubmit={submit} noValidate>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <TextField
        label="Recording link"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...field}
        helperText="Only this batch's students who have paid can open it."
      />
      <Button type="submit" size="sm" loading={save.isPending}>
        {session.recording_url ? 'Update recording link' : 'Save recording link'}
      </Button>
    </Form>
  );
}

function NotesForm({ session }: { session: SessionDetail }) {
  const save = useSaveNotes(session.id, session.batch_id);
  const { field, result, submit } = useOneFieldForm(
    session.notes ?? '',
    validateSessionNotes,
    (value) => save.mutateAsync(value),
    SESSION_MESSAGES.notesSaved,
    'The notes could not be saved.',
  );
  return (
    <Form onSubmit={submit} noValidate>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <TextArea
        label="Notes for the students"
        rows={6}
        maxLength={SESSION_LIMITS.notesMax}
        showCounter
        {...field}
        helperText="Plain text. Links (https://…) become clickable for the students."
      />
      <Button type="submit" size="sm" loading={save.isPending}>
        Save notes
      </Button>
      {session.notes && (
        <Preview aria-label="Saved notes as students see them">
          <LinkifiedText text={session.notes} />
        </Preview>
      )}
    </Form>
  );
}

/** The file she picked, checked as the API will: there is one, and it is at most 20 MB. */
const MATERIAL_RULES = {
  file: (value: unknown) =>
    !(value instanceof Blob)
      ? SESSION_MESSAGES.fileRequired
      : value.size > SESSION_LIMITS.materialMaxBytes
        ? SESSION_MESSAGES.fileTooLarge
        : undefined,
};

function Materials({ session }: { session: SessionDetail }) {
  const [result, setResult] = useState<Result>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = useAddMaterial(session.id, session.batch_id);
  const remove = useRemoveMaterial(session.id, session.batch_id);
  const full = session.materials.length >= SESSION_LIMITS.materialsMax;
  const form = useRulesForm<{ file: File | null }>({
    rules: MATERIAL_RULES,
    defaultValues: { file: null },
    afterEdit: 'clear',
  });
  const fileError = form.formState.errors.file?.message;
  // The picker holds the file itself (the form keeps what it picked), so focus goes to it by hand.
  const submit = form.submit(
    async ({ file }) => {
      setResult(null);
      try {
        await add.mutateAsync(file!);
        setResult({ tone: 'success', text: `${file!.name}: ${SESSION_MESSAGES.materialAdded}` });
        form.reset({ file: null });
        if (input.current) input.current.value = '';
      } catch (err) {
        setResult({ tone: 'danger', text: failure(err, 'The file could not be added.') });
      }
    },
    () => input.current?.focus(),
  );
  const drop = async (id: number, name: string) => {
    setResult(null);
    try {
      await remove.mutateAsync(id);
      setResult({ tone: 'success', text: `${name}: ${SESSION_MESSAGES.materialRemoved}` });
    } catch (err) {
      setResult({ tone: 'danger', text: failure(err, 'The file could not be removed.') });
    }
  };
  return (
    <>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      {session.materials.length === 0 ? (
        <p style={{ marginTop: 0 }}>No files yet.</p>
      ) : (
        <Files>
          {session.materials.map((m) => (
            <li key={m.id}>
              <span>
                <a href={m.url} download={m.name}>
                  {m.name}
                </a>{' '}
                <small>
                  {m.kind.toUpperCase()} · {fileSize(m.size)}
                </small>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void drop(m.id, m.name)}
                disabled={remove.isPending}
                aria-label={`Remove ${m.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </Files>
      )}
      {full ? (
        <p>{SESSION_MESSAGES.tooManyFiles}</p>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor="material-file">
            Add a file (PDF, PPTX, DOCX, PNG or JPEG, up to 20 MB; {session.materials.length} of{' '}
            {SESSION_LIMITS.materialsMax} used)
          </label>
          <input
            id="material-file"
            ref={input}
            type="file"
            accept={ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'material-file-error' : undefined}
            onChange={(e) => {
              setResult(null);
              form.setValue('file', e.target.files?.[0] ?? null);
              form.clearErrors('file');
            }}
          />
          <FieldError id="material-file-error">{fileError}</FieldError>
          <Button type="submit" size="sm" loading={add.isPending}>
            Upload file
          </Button>
        </Form>
      )}
    </>
  );
}

/** A saved (or unmarked) absence she has caught up on: the day, in words next to her mark. */
function CaughtUp({ day }: { day: string | null }) {
  if (!day) return null;
  return <CaughtUpBadge status={`Caught up on ${formatDay(day)}`} tone="success" size="sm" />;
}
const CAUGHT_UP_NOTE =
  'Caught up: she watched the recording and passed its 3-question check within 7 days, so the session counts for her certificate.';

function AttendanceRoster({ session }: { session: SessionDetail }) {
  const roster = session.roster ?? [];
  const [marks, setMarks] = useState<Record<number, AttendanceStatus>>({});
  const [result, setResult] = useState<Result>(null);
  const save = useSaveAttendance(session.id, session.batch_id);
  useEffect(() => {
    setMarks(Object.fromEntries(roster.map((r) => [r.student_id, r.suggested])));
    // The roster from the server is the starting point each time it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);
  if (roster.length === 0) return <p style={{ margin: 0 }}>No students in this batch.</p>;
  const unsaved = roster.some((r) => r.status === null);
  const caughtUp = roster.some((r) => r.caught_up_on);
  if (!session.attendance_editable)
    return (
      <>
        <Notice tone="info">{SESSION_MESSAGES.attendanceLocked}</Notice>
        <Roster>
          {roster.map((r) => (
            <li key={r.student_id}>
              <Who>
                {r.name}
                <CaughtUp day={r.caught_up_on} />
              </Who>
              <StatusBadge
                status={r.status ? r.status[0]!.toUpperCase() + r.status.slice(1) : 'Not marked'}
                size="sm"
              />
            </li>
          ))}
        </Roster>
        {caughtUp && (
          <p style={{ marginBottom: 0 }}>
            <small>{CAUGHT_UP_NOTE}</small>
          </p>
        )}
      </>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    try {
      await save.mutateAsync(
        roster.map((r) => ({ student_id: r.student_id, status: marks[r.student_id] ?? r.suggested })),
      );
      setResult({ tone: 'success', text: SESSION_MESSAGES.attendanceSaved });
    } catch (err) {
      setResult({ tone: 'danger', text: failure(err, 'The attendance could not be saved.') });
    }
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Attendance">
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      {unsaved && (
        <p style={{ margin: 0 }}>Pre-filled from the students&apos; Join clicks: check each one and save.</p>
      )}
      <Roster>
        {roster.map((r) => (
          <li key={r.student_id}>
            <Who>
              {r.name}
              <small>{r.joined_at ? 'Joined through Aarohi' : 'No Join click recorded'}</small>
              <CaughtUp day={r.caught_up_on} />
            </Who>
            <ToggleGroup
              label={`Attendance for ${r.name}`}
              size="sm"
              variant="segmented"
              options={STATUS_OPTIONS}
              value={marks[r.student_id] ?? r.suggested}
              onChange={(v) => setMarks((m) => ({ ...m, [r.student_id]: v as AttendanceStatus }))}
            />
          </li>
        ))}
      </Roster>
      {caughtUp && <small>{CAUGHT_UP_NOTE} Keep her marked Absent.</small>}
      <Button type="submit" loading={save.isPending}>
        Save attendance
      </Button>
      {session.attendance_editable_until && (
        <small>
          You can change it until {formatDay(session.attendance_editable_until.slice(0, 10))}; after that the
          school&apos;s staff can.
        </small>
      )}
    </Form>
  );
}

export function TutorSessionScreen() {
  const params = useParams();
  const batchId = Number(params.batchId);
  const sessionId = Number(params.sessionId);
  const query = useTutorSession(sessionId);
  // When the page opened: a session that had started by then is no longer offered for moving (the
  // API refuses it anyway).
  const [openedAt] = useState(() => Date.now());
  const back = (
    <LinkButton
      href={`/tutorbatches/${batchId}/sessions`}
      renderLink={routerLink}
      variant="secondary"
      size="sm"
    >
      All sessions of this batch
    </LinkButton>
  );
  if (query.isPending) return <Loading>Loading the session…</Loading>;
  if (query.isError) {
    const refused = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <>
        <Notice
          tone="danger"
          action={
            refused ? undefined : (
              <RetryButton onRetry={() => void query.refetch()} retrying={query.isFetching} />
            )
          }
        >
          {refused
            ? failure(query.error, SESSION_MESSAGES.notYourBatch)
            : 'This session could not be loaded.'}
        </Notice>
        {back}
      </>
    );
  }
  const s = query.data;
  return (
    <Stack>
      <title>{`Session ${s.session_no} · ${s.batch_name} · Aarohi`}</title>
      <PageHeader>
        <div>
          <h1>
            Session {s.session_no}: {s.topic}
          </h1>
          <p>
            {s.batch_name} · {formatDay(s.date)} ·{' '}
            {s.moved_from_date && s.starts_at && s.ends_at
              ? sessionHoursLabel(s.starts_at, s.ends_at)
              : s.timing}
          </p>
          {s.moved_from_date && s.moved_from_date !== s.date && (
            <p>Moved from {formatDay(s.moved_from_date)}</p>
          )}
        </div>
        {back}
      </PageHeader>
      {!s.held ? (
        <Stack>
          <Notice tone="info">{SESSION_MESSAGES.notHeld}</Notice>
          {s.starts_at && new Date(s.starts_at).getTime() > openedAt && (
            <Card
              title="Move this session"
              headingLevel={2}
              subtitle="Choose a new date and start time within the batch's dates; the students are told at once."
            >
              <MoveSessionForm session={s} />
            </Card>
          )}
        </Stack>
      ) : (
        <Columns>
          <Stack>
            <Card title="Attendance" headingLevel={2}>
              <AttendanceRoster session={s} />
            </Card>
            <Card title="Students’ ratings" headingLevel={2}>
              <SessionFeedback sessionId={s.id} />
            </Card>
          </Stack>
          <Stack>
            <Card title="Recording" headingLevel={2}>
              <RecordingForm session={s} />
            </Card>
            <Card title="Materials" headingLevel={2}>
              <Materials session={s} />
            </Card>
            <Card title="Notes" headingLevel={2}>
              <NotesForm session={s} />
            </Card>
          </Stack>
        </Columns>
      )}
    </Stack>
  );
}

function SessionFeedback({ sessionId }: { sessionId: number }) {
  const query = useSessionFeedbackSummary(sessionId, true);
  return <FeedbackSummaryView summary={query.data} loading={query.isPending} error={query.isError} />;
}
