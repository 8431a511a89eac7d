// One session of her batch (/sessions/:sessionNo): date, topic and its plan from the curriculum, her
// attendance, the tutor's notes (links clickable, never HTML), the recording, the materials and her
// practice after the class. The API decides who may see it; this page only says what it answered.
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  CalendarIcon,
  Card,
  ClockIcon,
  LinkButton,
  LinkifiedText,
  VideoIcon,
} from '@ai-women/ui-kit';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { curriculumSession } from '@ai-women/contracts/curriculum';
import { JOIN_OPENS_BEFORE_MINUTES, joinState } from '@ai-women/contracts';
import { JOIN_CLOCK_MS, joinNote } from '../../../lib/joinNote';
import { ApiError, errorMessage, fileSize } from '@ai-women/web-core';
import { routerLink } from '@ai-women/ui-kit/router';
import { formatSessionDate, movedFrom, sessionHours } from '../../../lib/formatSessionDate';
import { useMySession } from '../../../lib/sessionsApi';
import { AttendanceBadge } from '../../../components/CourseProgress';
import { SessionRating } from './SessionRating';
import { CatchUpCard } from './CatchUpCard';
import { PracticeCard } from './PracticeCard';
import { englishTexts, useT } from '../../../i18n';
import sessionPageTexts from '../../../i18n/en/sessionPage.json';

englishTexts({ sessionPage: sessionPageTexts });

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

// The file kinds she may meet; an unknown one is shown as the API names it.
const KINDS = new Set(['pdf', 'pptx', 'docx', 'png', 'jpeg']);

/**
 * Join follows the dashboard's rule: a link only while the join window is open; before it a
 * disabled button that says when it opens (India time), after it a disabled one that says it ended.
 */
const JOIN_REASONS = ['early', 'ended', 'unavailable'] as const;

function SessionJoin({
  session,
}: {
  session: {
    join_url?: string;
    date: string;
    timing: string;
    starts_at?: string;
    ends_at?: string;
    session_no: number;
  };
}) {
  const { t, locale } = useT();
  const [now, setNow] = useState(() => new Date(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(Date.now())), JOIN_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  const state = joinState({ ...session, meeting_url: session.join_url ?? null }, now);
  const label = t('sessionPage.joinLabel', { no: session.session_no });
  if (state.state === 'open' || state.state === 'unscheduled')
    return (
      <LinkButton href={session.join_url!} external size="sm" aria-label={label}>
        <VideoIcon aria-hidden="true" /> {t('sessionPage.join')}
      </LinkButton>
    );
  const note = joinNote(state, t, locale);
  return (
    <>
      <Button size="sm" disabled aria-label={label} aria-describedby="session-join-note">
        <VideoIcon aria-hidden="true" /> {t('sessionPage.join')}
      </Button>
      {note && (
        <p id="session-join-note" style={{ margin: '0.5rem 0 0' }}>
          {note}
        </p>
      )}
    </>
  );
}

export function SessionScreen() {
  // Join pressed outside its window sends her here (from the API), saying why.
  const [search] = useSearchParams();
  const joinReason = JOIN_REASONS.find((r) => r === search.get('join'));
  const params = useParams();
  const sessionNo = Number(params.sessionNo);
  const query = useMySession(sessionNo);
  const { t, locale } = useT();
  const back = (
    <LinkButton href="/dashboard" renderLink={routerLink} variant="secondary" size="sm">
      {t('sessionPage.back')}
    </LinkButton>
  );

  if (
    !Number.isInteger(sessionNo) ||
    sessionNo < 1 ||
    (query.error instanceof ApiError && query.error.status === 404)
  )
    return (
      <Stack>
        <title>{t('sessionPage.notFoundDocTitle')}</title>
        <ScreenHeader title={t('sessionPage.notFoundTitle')} />
        <Note role="alert">{t('sessionPage.notFound')}</Note>
        <div>{back}</div>
      </Stack>
    );
  if (query.isPending)
    return (
      <Stack>
        <ScreenHeader title={t('sessionPage.session', { no: sessionNo })} />
        <Note role="status">{t('sessionPage.loading')}</Note>
      </Stack>
    );
  if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <Stack>
        <title>{t('sessionPage.docTitle', { title: t('sessionPage.session', { no: sessionNo }) })}</title>
        <ScreenHeader title={t('sessionPage.session', { no: sessionNo })} />
        <Note role="alert" $tone="danger">
          {forbidden
            ? errorMessage(query.error, t('sessionPage.failed'), t('sessionPage.failed'))
            : t('sessionPage.failed')}{' '}
          {!forbidden && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {t('sessionPage.tryAgain')}
            </Button>
          )}
        </Note>
        <div>{back}</div>
      </Stack>
    );
  }

  const s = query.data;
  const plan = curriculumSession(s.session_no, s.curriculum);
  const title = t('sessionPage.title', { no: s.session_no, topic: s.topic });
  return (
    <Stack>
      <title>{t('sessionPage.docTitle', { title })}</title>
      <ScreenHeader
        title={title}
        description={
          plan
            ? t('sessionPage.moduleTitle', { no: plan.module.no, title: plan.module.title })
            : t('sessionPage.module', { no: s.module_no })
        }
      />
      {joinReason && (
        <Note role="status" data-testid="join-reason">
          {t(`sessionPage.joinReason.${joinReason}`, { minutes: JOIN_OPENS_BEFORE_MINUTES })}
        </Note>
      )}
      <Meta>
        <span>
          <CalendarIcon aria-hidden="true" /> {formatSessionDate(s.date, locale)}
        </span>
        <span>
          <ClockIcon aria-hidden="true" /> {sessionHours(s)}
        </span>
        {movedFrom(s) && (
          <span>{t('sessionPage.movedFrom', { date: formatSessionDate(movedFrom(s)!, locale) })}</span>
        )}
        <span>{s.batch_name}</span>
      </Meta>
      <Columns>
        <Stack>
          {plan && (
            <Card title={t('sessionPage.covers')} headingLevel={2}>
              <p style={{ margin: 0 }}>
                <strong>{plan.session.tool}</strong> — {plan.session.application}
              </p>
            </Card>
          )}
          <Card title={t('sessionPage.notes')} headingLevel={2}>
            {s.notes ? (
              <Notes data-testid="session-notes">
                <LinkifiedText text={s.notes} />
              </Notes>
            ) : (
              <Note>{t('sessionPage.noNotes')}</Note>
            )}
          </Card>
          <Card title={t('sessionPage.materials')} headingLevel={2}>
            {s.materials.length === 0 ? (
              <Note>{t('sessionPage.noMaterials')}</Note>
            ) : (
              <Files>
                {s.materials.map((m) => (
                  <li key={m.id}>
                    <a href={m.url} download={m.name}>
                      {m.name}
                    </a>
                    <small>
                      {KINDS.has(m.kind) ? t(`sessionPage.kind.${m.kind}`) : m.kind} · {fileSize(m.size)}
                    </small>
                  </li>
                ))}
              </Files>
            )}
          </Card>
          <PracticeCard sessionId={s.id} held={s.held} />
        </Stack>
        <Stack>
          <Card title={s.held ? t('sessionPage.recording') : t('sessionPage.liveClass')} headingLevel={2}>
            {s.held ? (
              s.recording_open_url ? (
                <LinkButton href={s.recording_open_url} external size="sm">
                  <VideoIcon aria-hidden="true" /> {t('sessionPage.watch')}
                </LinkButton>
              ) : (
                <Note>{t('sessionPage.noRecording')}</Note>
              )
            ) : (
              <>
                <p style={{ marginTop: 0 }}>
                  {t('sessionPage.joinOpens', { minutes: JOIN_OPENS_BEFORE_MINUTES })}
                </p>
                {s.join_url && <SessionJoin session={s} />}
              </>
            )}
          </Card>
          {s.held && (
            <Card title={t('sessionPage.attendance')} headingLevel={2}>
              <AttendanceBadge status={s.my_attendance} />
            </Card>
          )}
          {s.catch_up && <CatchUpCard sessionNo={s.session_no} catchUp={s.catch_up} />}
          {s.held && <SessionRating sessionId={s.id} />}
          <div>{back}</div>
        </Stack>
      </Columns>
    </Stack>
  );
}
