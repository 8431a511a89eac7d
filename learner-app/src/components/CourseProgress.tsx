// The dashboard's "Your progress" and "Past sessions": what she attended of what was held, the
// modules she completed, what comes next, and each held session with her mark and its page.
import styled from 'styled-components';
import { Button, Card, StatusBadge, LinkButton } from '@ai-women/ui-kit';
import { CERTIFICATE_RULE, type AttendanceStatus } from '@ai-women/contracts';
import { routerLink } from '../lib/routerLink';
import { formatSessionDate } from '../lib/formatSessionDate';
import { useMySessions } from '../lib/sessionsApi';

const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone ? theme.colors.dangerBg : theme.colors.plum100)};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.danger : theme.colors.plum900)};
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Tail = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ATTENDANCE_LABEL: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
};
const ATTENDANCE_TONE = { present: 'success', late: 'warning', absent: 'danger' } as const;

export function AttendanceBadge({ status }: { status: AttendanceStatus | null | undefined }) {
  if (!status) return <StatusBadge status="Not marked yet" tone="neutral" size="sm" />;
  return <StatusBadge status={ATTENDANCE_LABEL[status]} tone={ATTENDANCE_TONE[status]} size="sm" />;
}

export function attendedText(attended: number, held: number): string {
  return `Attended ${attended} of ${held} ${held === 1 ? 'session' : 'sessions'} held`;
}

/** Progress and past sessions; nothing when she has no batch yet (the batch card says so). */
export function CourseProgress() {
  const query = useMySessions();
  if (query.isPending) return <Note role="status">Loading your progress…</Note>;
  if (query.isError)
    return (
      <Note role="alert" $tone="danger">
        Your progress could not be loaded.{' '}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </Note>
    );
  const data = query.data;
  if (!data) return null;
  const { progress } = data;
  const past = data.sessions.filter((s) => s.held).reverse();
  const share = Math.round(CERTIFICATE_RULE.minAttendedShare * 100);
  return (
    <>
      <Card title="Your progress" headingLevel={2}>
        <Figures>
          <div>
            <dt>Attendance</dt>
            <dd data-testid="progress-attended">{attendedText(progress.attended, progress.held)}</dd>
          </div>
          <div>
            <dt>Modules completed</dt>
            <dd data-testid="progress-modules">
              {progress.modules_completed} of {progress.modules_total}
            </dd>
          </div>
          <div>
            <dt>Next</dt>
            <dd>
              {progress.next
                ? `Session ${progress.next.session_no}: ${progress.next.topic} · ${formatSessionDate(progress.next.date)}`
                : 'All sessions are done'}
            </dd>
          </div>
        </Figures>
        <p style={{ margin: '1rem 0 0' }}>
          {progress.certificate_earned
            ? 'You have earned your certificate.'
            : progress.on_track
              ? `You are on track for your certificate: attend at least ${share} % of the sessions (${progress.attendance_needed} of ${progress.total_sessions}).`
              : `To earn your certificate, attend at least ${share} % of the sessions (${progress.attendance_needed} of ${progress.total_sessions}). Watching a recording completes a module but does not count as attendance.`}
        </p>
        <p style={{ margin: '0.75rem 0 0' }}>
          <LinkButton href="/certificate" renderLink={routerLink} variant="ghost" size="sm">
            {progress.certificate_earned ? 'See your certificate' : 'Your certificate'}
          </LinkButton>
        </p>
      </Card>
      <Card title="Past sessions" headingLevel={2}>
        {past.length === 0 ? (
          <Note>No sessions held yet. After each class its recording, materials and notes appear here.</Note>
        ) : (
          <List>
            {past.map((s) => (
              <Row key={s.id}>
                <div>
                  <LinkButton
                    href={`/sessions/${s.session_no}`}
                    renderLink={routerLink}
                    variant="ghost"
                    size="sm"
                  >
                    Session {s.session_no}: {s.topic}
                  </LinkButton>
                  <small>
                    {formatSessionDate(s.date)}
                    {s.has_recording ? ' · recording' : ''}
                    {s.materials > 0 ? ` · ${s.materials} ${s.materials === 1 ? 'file' : 'files'}` : ''}
                  </small>
                </div>
                <Tail>
                  <AttendanceBadge status={s.attendance} />
                </Tail>
              </Row>
            ))}
          </List>
        )}
      </Card>
    </>
  );
}
