import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { joinState, type UpcomingSession } from '@ai-women/contracts';
import {
  AlertIcon,
  Button,
  CalendarIcon,
  Card,
  CheckCircleIcon,
  ClockIcon,
  VideoIcon,
} from '@ai-women/ui-kit';
import { List, ScreenHeader, StatCard } from '@ai-women/ui-kit/portal';
import {
  ApiError,
  clearLastPayment,
  clearStudentSession,
  displayName,
  getLastPayment,
  getStoredUser,
} from '@ai-women/web-core';
import { useStudentDashboard, useStudentSessions } from '../api/dashboard';
import { formatSessionDate, movedFrom, sessionHours } from '../../../lib/formatSessionDate';
import { joinUrl } from '../../../lib/sessionsApi';
import { CourseProgress } from '../../../components/CourseProgress';
import { CalendarCard } from './CalendarCard';
import { JOIN_CLOCK_MS, joinNote } from '../../../lib/joinNote';
import { StandingCard } from './StandingCard';
import { PaymentReceivedPanel } from '../../../lib/payment-received/PaymentReceivedPanel';
import { useStanding } from '../../../lib/standingApi';
import { englishTexts, useT } from '../../../i18n';
import dashboardTexts from '../../../i18n/en/dashboard.json';
import studentSessionsTexts from '../../../i18n/en/studentSessions.json';

englishTexts({ dashboard: dashboardTexts, studentSessions: studentSessionsTexts });

export const DASHBOARD_MESSAGES = {
  notFound: 'User data not found. Please login again.',
  failed: 'Failed to load dashboard data',
  noMeeting: 'Meeting URL not available',
} as const;

/** How long the not-found message stays before going home. */
export const NOT_FOUND_REDIRECT_MS = 3000;
const SESSIONS_SHOWN = 5;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
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

const SessionItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone ? theme.colors.dangerBg : theme.colors.plum100)};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.danger : theme.colors.plum900)};
`;

/**
 * Join goes through the API (GET /api/sessions/{id}/join): it records her click for the tutor's
 * attendance roster and then sends her on to the batch's meeting. The page never holds the meeting
 * link itself (the API sends `meeting_url` as this same Join URL), so there is nothing else to open.
 */
function openMeeting(session: UpcomingSession) {
  if (session.session_id) window.open(joinUrl(session.session_id), '_blank', 'noopener,noreferrer');
}

const JoinColumn = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 16rem;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: right;
  }
  ${({ theme }) => theme.media.mobile} {
    justify-items: start;
    small {
      text-align: left;
    }
  }
`;

export { JOIN_CLOCK_MS, formatOpensAt, joinNote } from '../../../lib/joinNote';

/** The current time, looked at again every JOIN_CLOCK_MS. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(Date.now())), JOIN_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function SessionRow({ session, now }: { session: UpcomingSession; now: Date }) {
  const { t, locale } = useT();
  const state = joinState(session, now);
  const note = joinNote(state, t, locale);
  const noteId = `join-note-${session.session_no}`;
  const canJoin = state.state === 'open' || state.state === 'unscheduled';
  return (
    <SessionItem>
      <div>
        <h3>{t('studentSessions.sessionTitle', { no: session.session_no, topic: session.topic })}</h3>
        <Meta>
          <span>
            <CalendarIcon /> {formatSessionDate(session.date, locale)}
          </span>
          <span>
            <ClockIcon /> {sessionHours(session)}
          </span>
          {movedFrom(session) && (
            <span>
              {t('studentSessions.movedFrom', { date: formatSessionDate(movedFrom(session)!, locale) })}
            </span>
          )}
          <span>
            {t('studentSessions.with', {
              name: session.tutor_full_name || session.tutor_name || t('studentSessions.yourTutor'),
            })}
          </span>
        </Meta>
      </div>
      <JoinColumn>
        <Button
          size="sm"
          disabled={!canJoin}
          onClick={() => openMeeting(session)}
          aria-label={t('studentSessions.joinLabel', { no: session.session_no, topic: session.topic })}
          aria-describedby={note ? noteId : undefined}
        >
          <VideoIcon /> {t('studentSessions.join')}
        </Button>
        {note && <small id={noteId}>{note}</small>}
      </JoinColumn>
    </SessionItem>
  );
}

export interface DashboardScreenProps {
  /** The payment-confirmation download, composed in by the page. */
  confirmation?: ReactNode;
}

export function DashboardScreen({ confirmation }: DashboardScreenProps) {
  const navigate = useNavigate();
  const [user] = useState(getStoredUser);
  const userId = user?.id ?? '';
  const dashboard = useStudentDashboard(userId);
  const sessions = useStudentSessions(userId);
  // Where she stands decides what the page says of her course (a graduate is not "waiting").
  const standing = useStanding();
  const [showAll, setShowAll] = useState(false);
  // The payment she has just made (batch, first class, PDF, calendar file): said once, on her first
  // dashboard after paying, then forgotten.
  const [justPaid] = useState(getLastPayment);
  useEffect(() => {
    if (justPaid) clearLastPayment();
  }, [justPaid]);
  const { t } = useT();
  const notFound = dashboard.error instanceof ApiError && dashboard.error.status === 404;

  useEffect(() => {
    if (!notFound) return undefined;
    const timer = setTimeout(() => {
      clearStudentSession();
      navigate('/', { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate]);

  const now = useNow();
  // One retry brings back whatever failed: the dashboard, its sessions, or both.
  const retry = () => {
    if (dashboard.isError) void dashboard.refetch();
    if (sessions.isError) void sessions.refetch();
  };
  const name = displayName(user);

  let body: ReactNode;
  if (dashboard.isPending) {
    body = <Note role="status">{t('studentSessions.loadingDashboard')}</Note>;
  } else if (dashboard.isError) {
    body = notFound ? (
      <Note role="alert" $tone="danger">
        {t('studentSessions.notFound')}
      </Note>
    ) : (
      <Note role="alert" $tone="danger">
        {t('studentSessions.failed')}{' '}
        <Button
          size="sm"
          variant="secondary"
          onClick={retry}
          loading={dashboard.isFetching}
          disabled={dashboard.isFetching}
        >
          {t('studentSessions.tryAgain')}
        </Button>
      </Note>
    );
  } else {
    const { stats, batchInfo, tutorInfo, course, placement } = dashboard.data;
    const list = sessions.data ?? [];
    const shown = showAll ? list : list.slice(0, SESSIONS_SHOWN);
    const stage = standing.data?.stage;
    const graduate = stage === 'graduated' || stage === 'graduated_short';
    // Her batch as the standing names it: a graduate's batch is Completed, no longer "current".
    const standingBatch = standing.data?.batch ?? null;
    body = (
      <>
        <Stats>
          <StatCard
            label={t('studentSessions.completed')}
            value={stats?.completed_courses ?? 0}
            tone="teal"
            icon={<CheckCircleIcon />}
          />
          <StatCard
            label={t('studentSessions.ongoing')}
            value={stats?.ongoing_courses ?? 0}
            tone="plum"
            icon={<ClockIcon />}
          />
          <StatCard
            label={t('studentSessions.cancelled')}
            value={stats?.cancelled_courses ?? 0}
            tone="coral"
            icon={<AlertIcon />}
          />
        </Stats>
        <Columns>
          <Stack>
            {standing.data && (graduate || stage === 'placed') && (
              <StandingCard standing={standing.data} courseTitle={course?.title ?? null} />
            )}
            {!graduate && (
              <Card title={t('dashboard.upcoming')} headingLevel={2}>
                {sessions.isPending && <Note role="status">{t('studentSessions.loadingSessions')}</Note>}
                {sessions.isError && (
                  <Note role="alert" $tone="danger">
                    {t('studentSessions.sessionsFailed')}{' '}
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={retry}
                      loading={sessions.isFetching}
                      disabled={sessions.isFetching}
                    >
                      {t('studentSessions.tryAgain')}
                    </Button>
                  </Note>
                )}
                {sessions.isSuccess && list.length === 0 && <Note>{t('dashboard.noSessions')}</Note>}
                {shown.length > 0 && (
                  <List gap={3}>
                    {shown.map((s) => (
                      <SessionRow key={`${s.batch_name}-${s.session_no}`} session={s} now={now} />
                    ))}
                  </List>
                )}
                {list.length > SESSIONS_SHOWN && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setShowAll((v) => !v)}
                    aria-expanded={showAll}
                  >
                    {showAll ? t('dashboard.showFewer') : t('dashboard.showAll', { count: list.length })}
                  </Button>
                )}
              </Card>
            )}
          </Stack>
          <Stack>
            <Card title={t('dashboard.yourBatch')} headingLevel={2}>
              {!batchInfo && graduate && standingBatch ? (
                <Facts>
                  {course && (
                    <div>
                      <dt>{t('dashboard.course')}</dt>
                      <dd data-testid="dashboard-course">{course.title}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('dashboard.batch')}</dt>
                    <dd>{standingBatch.name}</dd>
                  </div>
                  <div>
                    <dt>{t('dashboard.timing')}</dt>
                    <dd>{standingBatch.timing}</dd>
                  </div>
                </Facts>
              ) : batchInfo ? (
                <Facts>
                  {course && (
                    <div>
                      <dt>{t('dashboard.course')}</dt>
                      <dd data-testid="dashboard-course">{course.title}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('dashboard.batch')}</dt>
                    <dd>{batchInfo.batch_name}</dd>
                  </div>
                  <div>
                    <dt>{t('dashboard.timing')}</dt>
                    <dd>{batchInfo.timing}</dd>
                  </div>
                  <div>
                    <dt>{t('dashboard.tutor')}</dt>
                    <dd>{tutorInfo?.name || batchInfo.tutor_name || t('dashboard.tba')}</dd>
                  </div>
                  {tutorInfo?.email && (
                    <div>
                      <dt>{t('dashboard.tutorEmail')}</dt>
                      <dd>
                        <a href={`mailto:${tutorInfo.email}`}>{tutorInfo.email}</a>
                      </dd>
                    </div>
                  )}
                </Facts>
              ) : placement?.status === 'placed' ? (
                // Placed (a graduate's batch is Completed): her batch's facts come with her standing.
                standing.isPending ? (
                  <Note role="status">{t('studentSessions.loadingDashboard')}</Note>
                ) : null
              ) : (
                // Paid with no batch yet (none of her course was open, or placement failed): never silence.
                <Note data-testid="dashboard-waiting">
                  {course ? (
                    <>
                      <strong>{course.title}</strong>.{' '}
                    </>
                  ) : null}
                  {(placement?.status === 'waiting' && placement.message) || t('dashboard.waiting')}
                </Note>
              )}
            </Card>
            {batchInfo && <CalendarCard />}
            {/* The payment panel above offers the same PDF on her first dashboard: one button, not two. */}
            {confirmation && !justPaid && (
              <Card title={t('dashboard.confirmation')} headingLevel={2}>
                <p style={{ margin: 0 }}>{t('dashboard.keepCopy')}</p>
                {confirmation}
              </Card>
            )}
          </Stack>
        </Columns>
        {(placement?.status === 'placed' || graduate) && <CourseProgress />}
      </>
    );
  }

  return (
    <Stack>
      <title>{t('dashboard.title')}</title>
      <ScreenHeader title={t('dashboard.hello', { name })} description={t('dashboard.description')} />
      {justPaid && <PaymentReceivedPanel record={justPaid} footer={null} />}
      {body}
    </Stack>
  );
}
