// /quizzes — her module quizzes in the student area: how many modules she has passed, and per
// module its quiz (open, or after which session it opens), her attempts, best score and a link to
// take it, try again or see her result. The API decides what is open; this page says what it answered.
import styled from 'styled-components';
import { Button, Card, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { Banner, EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { routerLink } from '@ai-women/ui-kit/router';
import { QUIZ_RULES } from '@ai-women/contracts';
import { ApiError } from '@ai-women/web-core';
import { useStudentQuizzes, type QuizListEntry } from '../api/quizzes';
import { failedCallMessage } from './quizText';
import { englishTexts, useT } from '../../../i18n';
import quizzesTexts from '../../../i18n/en/quizzes.json';

englishTexts({ quizzes: quizzesTexts });

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What her link to a quiz says: first go, another go, or her result (passed, or no attempt left). */
function linkText(quiz: QuizListEntry): 'take' | 'retry' | 'seeResult' {
  if (quiz.attempts_used === 0) return 'take';
  if (quiz.passed || quiz.attempts_left === 0) return 'seeResult';
  return 'retry';
}

function QuizCard({ quiz, maxAttempts }: { quiz: QuizListEntry; maxAttempts: number }) {
  const { t } = useT();
  const status = !quiz.open
    ? { text: t('quizzes.opensAfter', { no: quiz.opens_after_session }), tone: 'neutral' as const }
    : quiz.passed
      ? { text: t('quizzes.passed'), tone: 'success' as const }
      : {
          text: t('quizzes.notPassed'),
          tone: quiz.attempts_used > 0 ? ('warning' as const) : ('info' as const),
        };
  return (
    <Card
      headingLevel={2}
      title={t('quizzes.moduleTitle', { no: quiz.module_no, title: quiz.title })}
      subtitle={t('quizzes.questionCount', { count: quiz.questions })}
      actions={<StatusBadge status={status.text} tone={status.tone} />}
      footer={
        quiz.open ? (
          <div>
            <LinkButton
              href={`/quizzes/${quiz.module_no}`}
              renderLink={routerLink}
              size="sm"
              variant={linkText(quiz) === 'seeResult' ? 'secondary' : 'primary'}
            >
              {t(`quizzes.${linkText(quiz)}`)}
              <span className="visually-hidden"> ({t('quizzes.forModule', { no: quiz.module_no })})</span>
            </LinkButton>
          </div>
        ) : (
          <Muted>{t('quizzes.notOpenNote', { no: quiz.opens_after_session })}</Muted>
        )
      }
    >
      <Facts>
        <div>
          <dt>{t('quizzes.attemptsUsed')}</dt>
          <dd>{t('quizzes.attemptsOf', { used: quiz.attempts_used, max: maxAttempts })}</dd>
        </div>
        <div>
          <dt>{t('quizzes.bestScore')}</dt>
          <dd>
            {quiz.best_percent === null
              ? t('quizzes.noScore')
              : t('quizzes.percent', { percent: quiz.best_percent })}
          </dd>
        </div>
      </Facts>
    </Card>
  );
}

export function QuizzesScreen() {
  const { data, isPending, isError, error, isFetching, refetch } = useStudentQuizzes();
  const { t } = useT();
  let body;
  if (isPending) body = <LoadingState text={t('quizzes.loading')} />;
  else if (isError) {
    // Unpaid or refunded: the API says why, and trying again would not change it.
    const refused = error instanceof ApiError && error.status === 403;
    body = (
      <Banner
        tone="error"
        title={t('quizzes.loadFailed')}
        action={
          refused ? undefined : (
            <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              {t('quizzes.tryAgain')}
            </Button>
          )
        }
      >
        {failedCallMessage(error, t, t('quizzes.tryLater'), t('quizzes.offline'))}
      </Banner>
    );
  } else if (data === null)
    body = (
      <EmptyState
        headingLevel={2}
        title={t('quizzes.noBatchTitle')}
        description={t('quizzes.noBatchText')}
        action={
          <LinkButton href="/dashboard" renderLink={routerLink} variant="secondary">
            {t('quizzes.backToDashboard')}
          </LinkButton>
        }
      />
    );
  else
    body = (
      <>
        <Summary data-testid="quizzes-passed">
          {t('quizzes.passedOf', { passed: data.modules_passed, total: data.modules_total })}
        </Summary>
        <List aria-label={t('quizzes.listLabel')}>
          {data.quizzes.map((quiz) => (
            <li key={quiz.module_no}>
              <QuizCard quiz={quiz} maxAttempts={data.max_attempts} />
            </li>
          ))}
        </List>
      </>
    );
  return (
    <Stack>
      <title>{t('quizzes.docTitle')}</title>
      <ScreenHeader
        title={t('quizzes.title')}
        description={t('quizzes.intro', {
          pass: data?.pass_percent ?? QUIZ_RULES.passPercent,
          max: data?.max_attempts ?? QUIZ_RULES.maxAttempts,
        })}
      />
      {body}
    </Stack>
  );
}
