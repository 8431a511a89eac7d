// One session of her batch (/sessions/:sessionNo): date, topic and its plan from the curriculum, her
// attendance, the tutor's notes (links clickable, never HTML), the recording and the materials. The
// API decides who may see it; this page only says what it answered.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, LinkButton, ScreenHeader, CalendarIcon, ClockIcon, VideoIcon } from '@ai-women/ui-kit';
import { curriculumSession } from '@ai-women/contracts/curriculum';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { routerLink } from '../../../lib/routerLink';
import { formatSessionDate, movedFrom, sessionHours } from '../../../lib/formatSessionDate';
import { useMySession } from '../../../lib/sessionsApi';
import { AttendanceBadge } from '../../../components/CourseProgress';
import { LinkifiedText } from './LinkifiedText';
import { SessionRating } from './SessionRating';

export const SESSION_PAGE_MESSAGES = {
  loading: 'Loading the session…',
  failed: 'This session could not be loaded.',
  notFound: 'There is no such session in your batch.',
  noRecording: 'The recording appears here after the class.',
  noNotes: 'Your tutor has not added notes for this session yet.',
  noMaterials: 'No files for this session yet.',
} as const;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;
const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone ? theme.colors.dangerBg : theme.colors.plum100)};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.danger : theme.colors.plum900)};
`;
const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;
const Notes = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: 1fr;
  }
`;

const KIND_NAME: Record<string, string> = {
  pdf: 'PDF',
  pptx: 'PowerPoint',
  docx: 'Word',
  png: 'PNG image',
  jpeg: 'JPEG image',
};

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function SessionScreen() {
  const params = useParams();
  const sessionNo = Number(params.sessionNo);
  const query = useMySession(sessionNo);
  const back = (
    <LinkButton href="/dashboard" renderLink={routerLink} variant="secondary" size="sm">
      Back to dashboard
    </LinkButton>
  );

  if (
    !Number.isInteger(sessionNo) ||
    sessionNo < 1 ||
    (query.error instanceof ApiError && query.error.status === 404)
  )
    return (
      <Stack>
        <title>Session not found · Aarohi</title>
        <ScreenHeader title="Session not found" />
        <Note role="alert">{SESSION_PAGE_MESSAGES.notFound}</Note>
        <div>{back}</div>
      </Stack>
    );
  if (query.isPending)
    return (
      <Stack>
        <ScreenHeader title={`Session ${sessionNo}`} />
        <Note role="status">{SESSION_PAGE_MESSAGES.loading}</Note>
      </Stack>
    );
  if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <Stack>
        <title>{`Session ${sessionNo} · Aarohi`}</title>
        <ScreenHeader title={`Session ${sessionNo}`} />
        <Note role="alert" $tone="danger">
          {forbidden
            ? errorMessage(query.error, SESSION_PAGE_MESSAGES.failed, SESSION_PAGE_MESSAGES.failed)
            : SESSION_PAGE_MESSAGES.failed}{' '}
          {!forbidden && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              Try again
            </Button>
          )}
        </Note>
        <div>{back}</div>
      </Stack>
    );
  }

  const s = query.data;
  const plan = curriculumSession(s.session_no, s.curriculum);
  return (
    <Stack>
      <title>{`Session ${s.session_no}: ${s.topic} · Aarohi`}</title>
      <ScreenHeader
        title={`Session ${s.session_no}: ${s.topic}`}
        description={plan ? `Module ${plan.module.no}: ${plan.module.title}` : `Module ${s.module_no}`}
      />
      <Meta>
        <span>
          <CalendarIcon aria-hidden="true" /> {formatSessionDate(s.date)}
        </span>
        <span>
          <ClockIcon aria-hidden="true" /> {sessionHours(s)}
        </span>
        {movedFrom(s) && <span>Moved from {formatSessionDate(movedFrom(s)!)}</span>}
        <span>{s.batch_name}</span>
      </Meta>
      <Columns>
        <Stack>
          {plan && (
            <Card title="What this session covers" headingLevel={2}>
              <p style={{ margin: 0 }}>
                <strong>{plan.session.tool}</strong> — {plan.session.application}
              </p>
            </Card>
          )}
          <Card title="Tutor’s notes" headingLevel={2}>
            {s.notes ? (
              <Notes data-testid="session-notes">
                <LinkifiedText text={s.notes} />
              </Notes>
            ) : (
              <Note>{SESSION_PAGE_MESSAGES.noNotes}</Note>
            )}
          </Card>
          <Card title="Materials" headingLevel={2}>
            {s.materials.length === 0 ? (
              <Note>{SESSION_PAGE_MESSAGES.noMaterials}</Note>
            ) : (
              <Files>
                {s.materials.map((m) => (
                  <li key={m.id}>
                    <a href={m.url} download={m.name}>
                      {m.name}
                    </a>
                    <small>
                      {KIND_NAME[m.kind] ?? m.kind} · {fileSize(m.size)}
                    </small>
                  </li>
                ))}
              </Files>
            )}
          </Card>
        </Stack>
        <Stack>
          <Card title={s.held ? 'Recording' : 'Live class'} headingLevel={2}>
            {s.held ? (
              s.recording_open_url ? (
                <LinkButton href={s.recording_open_url} external size="sm">
                  <VideoIcon aria-hidden="true" /> Watch the recording
                </LinkButton>
              ) : (
                <Note>{SESSION_PAGE_MESSAGES.noRecording}</Note>
              )
            ) : (
              <>
                <p style={{ marginTop: 0 }}>Join opens 15 minutes before the class starts.</p>
                {s.join_url && (
                  <LinkButton
                    href={s.join_url}
                    external
                    size="sm"
                    aria-label={`Join session ${s.session_no}`}
                  >
                    <VideoIcon aria-hidden="true" /> Join
                  </LinkButton>
                )}
              </>
            )}
          </Card>
          {s.held && (
            <Card title="Your attendance" headingLevel={2}>
              <AttendanceBadge status={s.my_attendance} />
            </Card>
          )}
          {s.held && <SessionRating sessionId={s.id} />}
          <div>{back}</div>
        </Stack>
      </Columns>
    </Stack>
  );
}
