// The dashboard's "Your progress" and "Past sessions": what she attended of what was held, the
// modules she completed, her practice done of the practice set, what comes next, and each held
// session with her mark, where its practice stands and its page.
import styled from 'styled-components';
import { Button, Card, LinkButton } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { CERTIFICATE_RULE, type AttendanceStatus, type PracticeStatus } from '@ai-women/contracts';
import { routerLink } from '@ai-women/ui-kit/router';
import { formatSessionDate } from '../lib/formatSessionDate';
import { useMySessions } from '../lib/sessionsApi';
import { englishTexts, useT } from '../i18n';
import progressTexts from '../i18n/en/progress.json';
import type { TFunction } from '@ai-women/web-core/i18n';
import { List } from '@ai-women/ui-kit/portal';

englishTexts({ progress: progressTexts });

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

const ATTENDANCE_TONE = { present: 'success', late: 'warning', absent: 'danger' } as const;

export function AttendanceBadge({ status }: { status: AttendanceStatus | null | undefined }) {
  const { t } = useT();
  if (!status) return <StatusBadge status={t('progress.notMarked')} tone="neutral" size="sm" />;
  return <StatusBadge status={t(`progress.${status}`)} tone={ATTENDANCE_TONE[status]} size="sm" />;
}

const PRACTICE_TONE = { submitted: 'info', done: 'success', try_again: 'warning' } as const;

/** Where a session's practice stands: nothing before her first answer. */
export function PracticeTag({ status }: { status: PracticeStatus | null | undefined }) {
  const { t } = useT();
  if (!status) return null;
  return <StatusBadge status={t(`progress.practiceTag.${status}`)} tone={PRACTICE_TONE[status]} size="sm" />;
}

export function attendedText(attended: number, held: number, t?: TFunction): string {
  if (t) return t('progress.attended', { attended, count: held });
  return `Attended ${attended} of ${held} ${held === 1 ? 'session' : 'sessions'} held`;
}

/** Progress and past sessions; nothing when she has no batch yet (the batch card says so). */
export function CourseProgress() {
  const query = useMySessions();
  const { t, locale } = useT();
  if (query.isPending) return <Note role="status">{t('progress.loading')}</Note>;
  if (query.isError)
    return (
      <Note role="alert" $tone="danger">
        {t('progress.failed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('progress.tryAgain')}
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
      <Card title={t('progress.title')} headingLevel={2}>
        <Figures>
          <div>
            <dt>{t('progress.attendance')}</dt>
            <dd data-testid="progress-attended">{attendedText(progress.attended, progress.held, t)}</dd>
          </div>
          <div>
            <dt>{t('progress.modules')}</dt>
            <dd data-testid="progress-modules">
              {t('progress.modulesValue', {
                done: progress.modules_completed,
                total: progress.modules_total,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('progress.next')}</dt>
            <dd>
              {progress.next
                ? t('progress.nextValue', {
                    no: progress.next.session_no,
                    topic: progress.next.topic,
                    date: formatSessionDate(progress.next.date, locale),
                  })
                : t('progress.allDone')}
            </dd>
          </div>
        </Figures>
        <p style={{ margin: '1rem 0 0' }} data-testid="progress-practice">
          {t('progress.practice', { done: progress.practice_done, set: progress.practice_set })}
        </p>
        <p style={{ margin: '0.75rem 0 0' }}>
          {progress.certificate_earned
            ? t('progress.earned')
            : t(progress.on_track ? 'progress.onTrack' : 'progress.rule', {
                share,
                needed: progress.attendance_needed,
                total: progress.total_sessions,
              })}
        </p>
        <p style={{ margin: '0.75rem 0 0' }}>
          <LinkButton href="/certificate" renderLink={routerLink} variant="ghost" size="sm">
            {progress.certificate_earned ? t('progress.seeCertificate') : t('progress.yourCertificate')}
          </LinkButton>
        </p>
      </Card>
      <Card title={t('progress.past')} headingLevel={2}>
        {past.length === 0 ? (
          <Note>{t('progress.noneHeld')}</Note>
        ) : (
          <List gap={2}>
            {past.map((s) => (
              <Row key={s.id}>
                <div>
                  <LinkButton
                    href={`/sessions/${s.session_no}`}
                    renderLink={routerLink}
                    variant="ghost"
                    size="sm"
                  >
                    {t('progress.sessionLink', { no: s.session_no, topic: s.topic })}
                  </LinkButton>
                  <small>
                    {formatSessionDate(s.date, locale)}
                    {s.has_recording ? ` · ${t('progress.recording')}` : ''}
                    {s.materials > 0 ? ` · ${t('progress.files', { count: s.materials })}` : ''}
                  </small>
                </div>
                <Tail>
                  <PracticeTag status={s.practice} />
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
