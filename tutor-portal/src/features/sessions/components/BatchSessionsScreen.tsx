// A batch's 25 sessions for its tutor (held ones open their page: recording, notes, materials,
// attendance), the batch's progress table: each student's attendance and whether she is on track
// for the certificate (the rule lives in contracts), who is at risk (absent at the last classes without
// catching up), the practice she has done (marked Done by her tutor, of one task per held session),
// and her module quiz scores (./QuizScoresTable). Practice (the review queue) has its own page,
// linked from the heading with how many answers wait.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { CERTIFICATE_RULE, ratingSummary, sessionHoursLabel } from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { Loading, Notice, PageHeader, RetryButton, Empty } from '../../../components/ScreenParts';
import { useBatchProgress, useBatchSessions } from '../api/sessionQueries';
import { formatDay } from '../../../components/SessionParts';
import { routerLink } from '@ai-women/ui-kit/router';
import { QuizScoresTable } from './QuizScoresTable';
import { practiceQueueQuery } from '../../../lib/practiceQueue';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.plum900};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Tail = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const TableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: 28rem;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
/** Her name and, when she is at risk, the badge beside it (under it on a phone; this column stays in view). */
const Who = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
`;
const Nowrap = styled.span`
  white-space: nowrap;
`;
const CaughtUpCount = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AtRiskNote = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const AT_RISK_NOTE =
  'At risk: marked absent at the last two or more classes without catching up. Aarohi sends her a note with the recordings and how to catch up; the badge goes once she attends or catches up.';

export function ProgressTable({ batchId }: { batchId: number }) {
  const progress = useBatchProgress(batchId);
  if (progress.isPending) return <p role="status">Loading progress…</p>;
  if (progress.isError)
    return (
      <Notice
        tone="danger"
        action={<RetryButton onRetry={() => void progress.refetch()} retrying={progress.isFetching} />}
      >
        The progress table could not be loaded.
      </Notice>
    );
  const data = progress.data;
  if (data.students.length === 0) return <p style={{ margin: 0 }}>No students in this batch yet.</p>;
  const share = Math.round(CERTIFICATE_RULE.minAttendedShare * 100);
  const anyAtRisk = data.students.some((s) => s.at_risk);
  return (
    <>
      <p style={{ marginTop: 0 }}>
        Certificate: the batch is completed and she attended at least {share} % of the held sessions (
        {data.attendance_needed} of {data.total_sessions}). {data.held} of {data.total_sessions} sessions held
        so far.
      </p>
      <TableWrap tabIndex={0} role="region" aria-label="Progress table">
        <table>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Attended</th>
              <th scope="col">Practice done</th>
              <th scope="col">Modules</th>
              <th scope="col">Certificate</th>
            </tr>
          </thead>
          <tbody>
            {data.students.map((s) => (
              <tr key={s.student_id}>
                <th scope="row">
                  <Who>
                    {s.name}
                    {s.at_risk && <StatusBadge status="At risk" tone="warning" size="sm" />}
                  </Who>
                </th>
                <td>
                  <Nowrap>
                    {s.attended} of {s.held}
                  </Nowrap>
                  {s.caught_up > 0 && (
                    <>
                      {' '}
                      <CaughtUpCount>({s.caught_up} caught up)</CaughtUpCount>
                    </>
                  )}
                </td>
                <td>
                  <Nowrap>
                    {s.practice_done} of {s.held}
                  </Nowrap>
                </td>
                <td>{s.modules_completed} of 5</td>
                <td>
                  {s.certificate_earned ? (
                    <StatusBadge status="Earned" tone="completed" size="sm" />
                  ) : s.on_track ? (
                    <StatusBadge status="On track" tone="success" size="sm" />
                  ) : (
                    <StatusBadge status="Not on track" tone="warning" size="sm" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {anyAtRisk && <AtRiskNote>{AT_RISK_NOTE}</AtRiskNote>}
    </>
  );
}

/** "Practice · 3 waiting": the way to the batch's review queue, with its count once it is known. */
function PracticeLink({ batchId }: { batchId: number }) {
  const queue = useQuery(practiceQueueQuery(batchId));
  const waiting = queue.data?.waiting;
  return (
    <LinkButton href={`/tutorbatches/${batchId}/practice`} renderLink={routerLink} size="sm">
      {waiting ? `Practice · ${waiting} waiting` : 'Practice'}
    </LinkButton>
  );
}

export function BatchSessionsScreen() {
  const batchId = Number(useParams().batchId);
  const sessions = useBatchSessions(batchId);
  const back = (
    <LinkButton href="/batchespage" renderLink={routerLink} variant="secondary" size="sm">
      Back to my batches
    </LinkButton>
  );
  if (sessions.isPending) return <Loading>Loading the batch's sessions…</Loading>;
  if (sessions.isError) {
    const refused = sessions.error instanceof ApiError && [403, 404].includes(sessions.error.status);
    return (
      <>
        <Notice
          tone="danger"
          action={
            refused ? undefined : (
              <RetryButton onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
            )
          }
        >
          {refused
            ? errorMessage(
                sessions.error,
                'This batch is not assigned to you.',
                'This batch is not assigned to you.',
              )
            : "The batch's sessions could not be loaded."}
        </Notice>
        {back}
      </>
    );
  }
  const data = sessions.data;
  const held = data.sessions.filter((s) => s.held).reverse();
  const upcoming = data.sessions.filter((s) => !s.held);
  return (
    <Stack>
      <title>{`${data.batch_name} · sessions · Aarohi`}</title>
      <PageHeader>
        <div>
          <h1>{data.batch_name}</h1>
          <p>
            {data.timing} · {data.students} {data.students === 1 ? 'student' : 'students'} · {held.length} of{' '}
            {data.sessions.length} sessions held
          </p>
        </div>
        <Tail>
          <PracticeLink batchId={batchId} />
          <LinkButton href={`/tutorbatches/${batchId}/discussion`} renderLink={routerLink} size="sm">
            Discussion
          </LinkButton>
          {back}
        </Tail>
      </PageHeader>
      <Card title="Progress" headingLevel={2}>
        <ProgressTable batchId={batchId} />
      </Card>
      <Card title="Quiz scores" headingLevel={2}>
        <QuizScoresTable batchId={batchId} />
      </Card>
      <Card
        title="Held sessions"
        headingLevel={2}
        subtitle="Add the recording, notes and files, and mark attendance."
      >
        {held.length === 0 ? (
          <Empty title="No session held yet">The first session opens here once it has taken place.</Empty>
        ) : (
          <List>
            {held.map((s) => (
              <li key={s.id}>
                <div>
                  <strong>
                    Session {s.session_no}: {s.topic}
                  </strong>
                  <small>
                    {formatDay(s.date)} ·{' '}
                    {s.marked ? `${s.attended_count ?? 0} attended` : 'attendance not marked'}
                    {s.has_recording ? ' · recording' : ''}
                    {s.materials > 0 ? ` · ${s.materials} ${s.materials === 1 ? 'file' : 'files'}` : ''}
                    {s.rating_count
                      ? ` · rated ${ratingSummary(s.rating_average ?? null, s.rating_count)}`
                      : ''}
                  </small>
                </div>
                <Tail>
                  {!s.marked && <StatusBadge status="To mark" tone="warning" size="sm" />}
                  <LinkButton
                    href={`/tutorbatches/${batchId}/sessions/${s.id}`}
                    renderLink={routerLink}
                    size="sm"
                    aria-label={`Open session ${s.session_no}: ${s.topic}`}
                  >
                    Open
                  </LinkButton>
                </Tail>
              </li>
            ))}
          </List>
        )}
      </Card>
      <Card title="Upcoming sessions" headingLevel={2}>
        {upcoming.length === 0 ? (
          <p style={{ margin: 0 }}>All sessions of this batch have been held.</p>
        ) : (
          <List>
            {upcoming.map((s) => (
              <li key={s.id}>
                <div>
                  <strong>
                    Session {s.session_no}: {s.topic}
                  </strong>
                  <small>
                    Module {s.module_no} · {formatDay(s.date)}
                    {s.starts_at && s.ends_at ? ` · ${sessionHoursLabel(s.starts_at, s.ends_at)}` : ''}
                    {s.moved_from_date && s.moved_from_date !== s.date
                      ? ` · moved from ${formatDay(s.moved_from_date)}`
                      : ''}
                  </small>
                </div>
                <Tail>
                  <LinkButton
                    href={`/tutorbatches/${batchId}/sessions/${s.id}`}
                    renderLink={routerLink}
                    size="sm"
                    variant="secondary"
                    aria-label={`Move session ${s.session_no}: ${s.topic}`}
                  >
                    Move
                  </LinkButton>
                </Tail>
              </li>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
