// /sessions/:sessionNo/catch-up — a class she missed, made good: the rule in one sentence, its two
// steps (the recording opened from here, the three-question check passed) with the last day both
// count, and the check itself, graded by the API like a module quiz. The API decides every state;
// this page says what it answered.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CheckIcon, LinkButton, LoadingState, VideoIcon } from '@ai-women/ui-kit';
import { Banner, StatusBadge } from '@ai-women/ui-kit/status';
import { List, ScreenHeader } from '@ai-women/ui-kit/portal';
import { routerLink } from '@ai-women/ui-kit/router';
import { CATCH_UP_MESSAGES, PROGRAMME, SESSION_MESSAGES, attendanceNeeded } from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import type { TFunction } from '@ai-women/web-core/i18n';
import { useMySession } from '../../../lib/sessionsApi';
import { formatSessionDate } from '../../../lib/formatSessionDate';
import { Quiz } from './QuizScreen';
import { useCatchUp, useSubmitCheck, type CatchUpData } from '../api/catchUp';
import { englishTexts, useT } from '../../../i18n';
import catchUpTexts from '../../../i18n/en/catchUp.json';

englishTexts({ catchUp: catchUpTexts });

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Text = styled.p`
  margin: 0;
  line-height: 1.6;
`;
const Step = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;
const StepNo = styled.span<{ $done: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme, $done }) => ($done ? theme.colors.surface : theme.colors.primary)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.surface)};
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.primary)};
  svg {
    width: 1rem;
    height: 1rem;
  }
`;
const StepBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  min-width: 0;
`;
const StepHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-weight: 700;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The API's messages this page knows, by their English words → their key in catchUp.messages. */
const MESSAGE_KEYS = new Map<string, string>([
  [CATCH_UP_MESSAGES.attended, 'attended'],
  [CATCH_UP_MESSAGES.noRecording, 'noRecording'],
  [CATCH_UP_MESSAGES.attemptsUsed, 'attemptsUsed'],
  [CATCH_UP_MESSAGES.passed, 'passed'],
  [CATCH_UP_MESSAGES.staleAttempt, 'staleAttempt'],
  [SESSION_MESSAGES.notHeld, 'notHeld'],
]);

function said(error: unknown, t: TFunction): string {
  const text = errorMessage(error, t('catchUp.tryLater'), t('catchUp.offline'));
  const key = MESSAGE_KEYS.get(text);
  return key ? t(`catchUp.messages.${key}`) : text;
}

function Back({ sessionNo }: { sessionNo: number }) {
  const { t } = useT();
  return (
    <div>
      <LinkButton href={`/sessions/${sessionNo}`} renderLink={routerLink} variant="secondary" size="sm">
        {t('catchUp.back')}
      </LinkButton>
    </div>
  );
}

function StepState({ done }: { done: boolean }) {
  const { t } = useT();
  return (
    <StatusBadge
      size="sm"
      status={done ? t('catchUp.done') : t('catchUp.toDo')}
      tone={done ? 'success' : 'neutral'}
    />
  );
}

/** The rule's two steps, each done (with its day) or still to do, and the recording's button. */
function CatchUpSteps({ data, onWatched }: { data: CatchUpData; onWatched: () => void }) {
  const { t, locale } = useT();
  const day = (iso: string) => formatSessionDate(iso, locale);
  const opened = data.recording_opened_at !== null;
  const passed = data.check_passed_at !== null;
  const open = data.state === 'open';
  return (
    <Card title={t('catchUp.stepsTitle', { date: day(data.last_day) })} headingLevel={2}>
      <List gap={4} ordered>
        <Step data-testid="catch-up-step-recording">
          <StepNo $done={opened} aria-hidden="true">
            {opened ? <CheckIcon /> : '1'}
          </StepNo>
          <StepBody>
            <StepHead>
              {t('catchUp.step1')} <StepState done={opened} />
            </StepHead>
            <Muted>
              {opened
                ? t('catchUp.step1Done', { date: day(data.recording_opened_at!) })
                : data.recording_open_url
                  ? t('catchUp.step1Todo')
                  : t('catchUp.step1None')}
            </Muted>
            {data.recording_open_url && (open || opened) && (
              <LinkButton
                href={data.recording_open_url}
                external
                size="sm"
                variant={opened ? 'secondary' : 'primary'}
                onClick={onWatched}
              >
                <VideoIcon aria-hidden="true" /> {t('catchUp.watch')}
              </LinkButton>
            )}
          </StepBody>
        </Step>
        <Step data-testid="catch-up-step-check">
          <StepNo $done={passed} aria-hidden="true">
            {passed ? <CheckIcon /> : '2'}
          </StepNo>
          <StepBody>
            <StepHead>
              {t('catchUp.step2')} <StepState done={passed} />
            </StepHead>
            <Muted>
              {passed
                ? t('catchUp.step2Done', { date: day(data.check_passed_at!) })
                : t('catchUp.step2Todo', { max: data.check.max_attempts })}
            </Muted>
          </StepBody>
        </Step>
      </List>
    </Card>
  );
}

function CatchUp({
  data,
  reload,
}: {
  data: CatchUpData;
  reload: () => Promise<{ data?: CatchUpData; error: unknown }>;
}) {
  const { t, locale } = useT();
  const submit = useSubmitCheck(data.session_id);
  const day = (iso: string) => formatSessionDate(iso, locale);
  // Back from the recording's tab, she sees step 1 done.
  const watched = () => window.setTimeout(() => void reload(), 1500);
  const check = (
    <Card title={t('catchUp.checkTitle')} headingLevel={2}>
      <Quiz
        detail={data.check}
        reload={async () => {
          const fresh = await reload();
          return { data: fresh.data?.check, error: fresh.error };
        }}
        submit={submit}
        formLabel={(attempt) => t('catchUp.formLabel', { no: data.session_no, attempt })}
        doneWhenPassed
      />
    </Card>
  );
  const hasCheck = data.check.questions.length > 0 || data.check.last_result !== null;

  if (data.state === 'attended')
    return (
      <Banner tone="info" title={t('catchUp.attendedTitle')} data-testid="catch-up-attended">
        {t('catchUp.attended')}
      </Banner>
    );
  if (data.state === 'closed')
    return (
      <>
        <Banner tone="warning" title={t('catchUp.closedTitle')} data-testid="catch-up-closed">
          {t('catchUp.closed', { date: day(data.last_day), needed: attendanceNeeded(PROGRAMME.sessions) })}
        </Banner>
        <CatchUpSteps data={data} onWatched={watched} />
      </>
    );
  if (data.state === 'caught_up')
    return (
      <>
        <Banner tone="success" title={t('catchUp.caughtUpTitle')} data-testid="catch-up-done">
          {t('catchUp.caughtUp', { no: data.session_no, date: day(data.caught_up_on!) })}
        </Banner>
        <CatchUpSteps data={data} onWatched={watched} />
        {hasCheck && check}
      </>
    );
  return (
    <>
      <Text data-testid="catch-up-rule">{t('catchUp.rule', { date: day(data.last_day) })}</Text>
      <CatchUpSteps data={data} onWatched={watched} />
      {hasCheck && check}
    </>
  );
}

export function CatchUpScreen() {
  const params = useParams();
  const sessionNo = Number(params.sessionNo);
  const valid = Number.isInteger(sessionNo) && sessionNo >= 1;
  const session = useMySession(valid ? sessionNo : 0);
  const query = useCatchUp(session.data?.id);
  const { t } = useT();
  const title = t('catchUp.title', { no: valid ? sessionNo : (params.sessionNo ?? '') });
  const failed = session.error ?? query.error;
  const status = failed instanceof ApiError ? failed.status : undefined;

  let body;
  if (!valid || status === 404)
    body = (
      <Banner tone="warning" title={t('catchUp.failed')}>
        {t('catchUp.notFound')}
      </Banner>
    );
  else if (query.data)
    body = <CatchUp key={query.data.session_id} data={query.data} reload={() => query.refetch()} />;
  else if (!failed) body = <LoadingState text={t('catchUp.loading')} />;
  else if (status === 409)
    body = (
      <Banner tone="info" title={t('catchUp.notHeldTitle')} data-testid="catch-up-not-held">
        {said(failed, t)}
      </Banner>
    );
  else
    body = (
      <Banner
        tone="error"
        title={t('catchUp.failed')}
        action={
          status === 403 ? undefined : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void (session.error ? session.refetch() : query.refetch())}
              loading={session.isFetching || query.isFetching}
            >
              {t('catchUp.tryAgain')}
            </Button>
          )
        }
      >
        {said(failed, t)}
      </Banner>
    );

  return (
    <Stack>
      <title>{t('catchUp.docTitle', { no: valid ? sessionNo : '' })}</title>
      <ScreenHeader title={title} description={query.data?.topic ?? session.data?.topic} />
      {body}
      {valid && <Back sessionNo={sessionNo} />}
    </Stack>
  );
}
