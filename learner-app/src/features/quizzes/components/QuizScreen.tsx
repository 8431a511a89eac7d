// /quizzes/:moduleNo — one module's quiz. A form with a fieldset per question (radio buttons for one
// answer, checkboxes for "choose all that apply"); submitted, the API grades it and she reads her
// score, whether she passed and each answer explained — never before she submits. Then another
// attempt in a fresh order while one is left, or that all of them are used, with her best score.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { Banner, StatusBadge } from '@ai-women/ui-kit/status';
import { FormAlert } from '@ai-women/ui-kit/forms';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { routerLink } from '@ai-women/ui-kit/router';
import { QUIZ_MESSAGES } from '@ai-women/contracts';
import { CURRICULA } from '@ai-women/contracts/curriculum';
import { ApiError } from '@ai-women/web-core';
import {
  useStudentQuiz,
  useSubmitQuizAttempt,
  type QuizAttemptInput,
  type QuizDetail,
  type QuizQuestion,
  type QuizResultData,
  type QuizReview,
} from '../api/quizzes';
import { failedCallMessage, inLanguage, quizMessage } from './quizText';
import { englishTexts, useT } from '../../../i18n';
import quizzesTexts from '../../../i18n/en/quizzes.json';

englishTexts({ quizzes: quizzesTexts });

/** The most modules a course has: a number outside 1…this is no quiz at all (asked of nobody). */
const MAX_MODULES = Math.max(...Object.values(CURRICULA).map((modules) => modules.length));

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;
const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Question = styled.fieldset<{ $missing: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme, $missing }) => ($missing ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  legend + * {
    clear: both;
  }
`;
const Numbered = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Prompt = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
  overflow-wrap: anywhere;
`;
const Hint = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Missing = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  overflow-wrap: anywhere;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.plum700};
    background: ${({ theme }) => theme.colors.plum100};
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.plum700};
    width: 18px;
    height: 18px;
    margin: 0.15rem 0 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;
const Score = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Text = styled.p`
  margin: 0;
`;
const ResultBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  ${({ theme }) => theme.media.mobile} {
    justify-items: stretch;
  }
`;
const Review = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  & > li {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  & > li[data-right='true'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  & > li[data-right='false'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;
const ReviewHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Answers = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const focusSoon = (element: HTMLElement | null) => {
  // After React has drawn what she is moved to.
  requestAnimationFrame(() => element?.focus());
};

function BackLink() {
  const { t } = useT();
  return (
    <div>
      <LinkButton href="/quizzes" renderLink={routerLink} variant="secondary" size="sm">
        {t('quizzes.quiz.back')}
      </LinkButton>
    </div>
  );
}

// ------------------------------------------------------------------ the form

interface QuizFormProps {
  detail: QuizDetail & { next_attempt_no: number };
  /** The form's name for assistive technology (a module's quiz or a session's check, and the attempt). */
  label: string;
  sending: boolean;
  onSubmit: (answers: { question_id: string; options: string[] }[]) => Promise<string | null>;
  /** Focus the form's first line when it is drawn (a new attempt she asked for). */
  focusOnShow: boolean;
}

function QuizForm({ detail, label, sending, onSubmit, focusOnShow }: QuizFormProps) {
  const { t, language } = useT();
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>());
  const facts = useRef<HTMLParagraphElement>(null);
  // One submission at a time, from the very first click (a disabled button only takes effect after
  // React draws it again; a double click lands before).
  const running = useRef(false);
  const id = useId();
  const questions = detail.questions;
  const total = questions.length;

  useEffect(() => {
    if (focusOnShow) focusSoon(facts.current);
  }, [focusOnShow]);

  const choose = (question: QuizQuestion, option: string, checked: boolean) => {
    setAnswers((now) => {
      const before = now[question.id] ?? [];
      const after = question.multiple
        ? checked
          ? [...before.filter((o) => o !== option), option]
          : before.filter((o) => o !== option)
        : [option];
      return { ...now, [question.id]: after };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || sending) return;
    const unanswered = questions.filter((q) => (answers[q.id]?.length ?? 0) === 0);
    if (unanswered.length > 0) {
      setMissing(new Set(unanswered.map((q) => q.id)));
      setProblem(quizMessage(QUIZ_MESSAGES.answerEvery, t));
      fieldsets.current.get(unanswered[0]!.id)?.focus();
      return;
    }
    running.current = true;
    setMissing(new Set());
    setProblem(null);
    try {
      const refused = await onSubmit(questions.map((q) => ({ question_id: q.id, options: answers[q.id]! })));
      if (refused) setProblem(refused);
    } finally {
      running.current = false;
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={label}
    >
      <Stack>
        <Facts ref={facts} tabIndex={-1} data-testid="quiz-facts">
          {t('quizzes.quiz.facts', {
            count: total,
            pass: detail.pass_percent,
            attempt: detail.next_attempt_no,
            max: detail.max_attempts,
          })}
        </Facts>
        <Questions>
          {questions.map((q, i) => {
            const unanswered = missing.has(q.id) && (answers[q.id]?.length ?? 0) === 0;
            const picked = answers[q.id] ?? [];
            return (
              <Question
                key={q.id}
                $missing={unanswered}
                tabIndex={-1}
                ref={(element) => {
                  if (element) fieldsets.current.set(q.id, element);
                  else fieldsets.current.delete(q.id);
                }}
                aria-describedby={unanswered ? `${id}-${q.id}-missing` : undefined}
                data-testid={`question-${i + 1}`}
              >
                <legend>
                  <Numbered>{t('quizzes.quiz.questionOf', { n: i + 1, total })}</Numbered>
                  <Prompt>{inLanguage(q.prompt, language)}</Prompt>
                  <Hint>{q.multiple ? t('quizzes.quiz.chooseAll') : t('quizzes.quiz.chooseOne')}</Hint>
                </legend>
                {unanswered && <Missing id={`${id}-${q.id}-missing`}>{t('quizzes.quiz.unanswered')}</Missing>}
                <Options>
                  {q.options.map((o) => (
                    <Option key={o.id}>
                      <input
                        type={q.multiple ? 'checkbox' : 'radio'}
                        name={`${id}-${q.id}`}
                        value={o.id}
                        checked={picked.includes(o.id)}
                        disabled={sending}
                        onChange={(event) => choose(q, o.id, event.target.checked)}
                      />
                      <span>{inLanguage(o.text, language)}</span>
                    </Option>
                  ))}
                </Options>
              </Question>
            );
          })}
        </Questions>
        {problem && (
          <FormAlert tone="danger" role="alert" data-testid="quiz-problem">
            {problem}
          </FormAlert>
        )}
        <Actions>
          <Button type="submit" disabled={sending} loading={sending}>
            {sending ? t('quizzes.quiz.sending') : t('quizzes.quiz.submit')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

// ------------------------------------------------------------------ the result

/** The texts of these options, in the order she was shown them. */
function optionTexts(item: QuizReview, ids: readonly string[], language: string): string[] {
  return item.options.filter((o) => ids.includes(o.id)).map((o) => inLanguage(o.text, language));
}

function ReviewItem({ item, n }: { item: QuizReview; n: number }) {
  const { t, language } = useT();
  const picked = optionTexts(item, item.picked, language);
  const correct = optionTexts(item, item.correct_options, language);
  const list = (texts: string[]) =>
    texts.length === 1 ? (
      texts[0]
    ) : (
      <ul>
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    );
  return (
    <li data-right={item.right} data-testid={`review-${n}`}>
      <ReviewHead>
        <h3>
          {t('quizzes.result.questionText', { n, prompt: inLanguage(item.prompt, language) })}
        </h3>
        <StatusBadge
          status={item.right ? t('quizzes.result.right') : t('quizzes.result.wrong')}
          tone={item.right ? 'success' : 'danger'}
        />
      </ReviewHead>
      <Answers>
        {picked.length > 0 && (
          <div>
            <dt>{t('quizzes.result.yourAnswer')}</dt>
            <dd>{list(picked)}</dd>
          </div>
        )}
        {!item.right && correct.length > 0 && (
          <div>
            <dt>{t('quizzes.result.correctAnswer', { count: correct.length })}</dt>
            <dd>{list(correct)}</dd>
          </div>
        )}
        <div>
          <dt>{t('quizzes.result.why')}</dt>
          <dd data-testid="explanation">{inLanguage(item.explanation, language)}</dd>
        </div>
      </Answers>
    </li>
  );
}

interface QuizResultProps {
  detail: QuizDetail;
  /** Passed once is done (a session's check): no further attempt is offered. */
  doneWhenPassed: boolean;
  result: QuizResultData;
  focusOnShow: boolean;
  loadingNext: boolean;
  onTryAgain: () => void;
  problem: string | null;
}

function QuizResult({
  detail,
  doneWhenPassed,
  result,
  focusOnShow,
  loadingNext,
  onTryAgain,
  problem,
}: QuizResultProps) {
  const { t } = useT();
  const score = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) focusSoon(score.current);
  }, [focusOnShow, result]);
  const best = Math.max(result.percent, detail.best_percent ?? 0);
  const passedEver = result.passed || detail.passed;
  return (
    <>
      <Card
        title={t('quizzes.result.title')}
        headingLevel={2}
        subtitle={t('quizzes.result.attempt', { attempt: result.attempt_no, max: detail.max_attempts })}
        actions={
          // The quiz's standing: passed once is passed, whatever a later attempt scored.
          <StatusBadge
            status={passedEver ? t('quizzes.passed') : t('quizzes.notPassed')}
            tone={passedEver ? 'success' : 'warning'}
          />
        }
      >
        <ResultBody>
          <Score ref={score} tabIndex={-1} data-testid="quiz-score">
            {t('quizzes.result.score', {
              correct: result.correct,
              total: result.total,
              percent: result.percent,
            })}
          </Score>
          <Text>
            {result.passed
              ? t('quizzes.result.passedText', { pass: detail.pass_percent })
              : t(result.attempts_left > 0 ? 'quizzes.result.notPassedText' : 'quizzes.result.notPassedLastText', {
                  pass: detail.pass_percent,
                })}
          </Text>
          {doneWhenPassed && passedEver ? null : result.attempts_left > 0 ? (
            <Actions>
              <Button onClick={onTryAgain} loading={loadingNext} disabled={loadingNext}>
                {t('quizzes.result.tryAgain', { count: result.attempts_left })}
              </Button>
            </Actions>
          ) : (
            <Text data-testid="quiz-all-used">
              {t(passedEver ? 'quizzes.result.allUsedPassed' : 'quizzes.result.allUsed', {
                max: detail.max_attempts,
                best,
              })}
            </Text>
          )}
          {problem && (
            <FormAlert tone="danger" role="alert">
              {problem}
            </FormAlert>
          )}
        </ResultBody>
      </Card>
      <Card title={t('quizzes.result.review')} headingLevel={2}>
        <Review>
          {result.review.map((item, i) => (
            <ReviewItem key={item.question_id} item={item} n={i + 1} />
          ))}
        </Review>
      </Card>
    </>
  );
}

// ------------------------------------------------------------------ the quiz, form or result

type Shown =
  | { view: 'form'; focus: boolean }
  | { view: 'result'; focus: boolean; result: QuizResultData | null };

/** What submits an attempt: a module quiz's mutation, or a missed session's check's. */
export interface QuizSubmitter {
  mutateAsync: (body: QuizAttemptInput) => Promise<QuizResultData>;
  isPending: boolean;
}

/**
 * A quiz as she takes it, form or graded result: a module's quiz here, a missed session's
 * three-question check on its catch-up page. `formLabel` names the form of one attempt.
 */
export function Quiz({
  detail,
  reload,
  submit,
  formLabel,
  doneWhenPassed = false,
}: {
  detail: QuizDetail;
  reload: () => Promise<{ data?: QuizDetail; error: unknown }>;
  submit: QuizSubmitter;
  formLabel: (attempt: number) => string;
  doneWhenPassed?: boolean;
}) {
  const { t } = useT();
  // Her last result when she comes back to a quiz she has submitted; the form otherwise.
  const [shown, setShown] = useState<Shown>(() =>
    detail.last_result || detail.next_attempt_no === null
      ? { view: 'result', focus: false, result: null }
      : { view: 'form', focus: false },
  );
  const [loadingNext, setLoadingNext] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (answers: { question_id: string; options: string[] }[]): Promise<string | null> => {
    if (detail.next_attempt_no === null) return quizMessage(QUIZ_MESSAGES.attemptsUsed, t);
    try {
      const result = await submit.mutateAsync({ attempt_no: detail.next_attempt_no, answers });
      setProblem(null);
      setShown({ view: 'result', focus: true, result });
      return null;
    } catch (error) {
      return failedCallMessage(error, t, t('quizzes.quiz.submitFailed'), t('quizzes.quiz.network'));
    }
  };

  const tryAgain = async () => {
    if (loadingNext) return;
    setLoadingNext(true);
    setProblem(null);
    try {
      // The next attempt, in its own order: read fresh, never the order she has just answered.
      const fresh = await reload();
      if (fresh.data && fresh.data.next_attempt_no !== null && fresh.data.questions.length > 0)
        setShown({ view: 'form', focus: true });
      else if (fresh.error)
        setProblem(failedCallMessage(fresh.error, t, t('quizzes.quiz.loadFailed'), t('quizzes.offline')));
      else setProblem(quizMessage(QUIZ_MESSAGES.attemptsUsed, t));
    } finally {
      setLoadingNext(false);
    }
  };

  if (shown.view === 'form' && detail.next_attempt_no !== null && detail.questions.length > 0)
    return (
      <QuizForm
        key={detail.next_attempt_no}
        detail={{ ...detail, next_attempt_no: detail.next_attempt_no }}
        label={formLabel(detail.next_attempt_no)}
        sending={submit.isPending}
        onSubmit={send}
        focusOnShow={shown.focus}
      />
    );
  const result = (shown.view === 'result' ? shown.result : null) ?? detail.last_result;
  if (!result) return null;
  return (
    <QuizResult
      detail={detail}
      doneWhenPassed={doneWhenPassed}
      result={result}
      focusOnShow={shown.focus}
      loadingNext={loadingNext}
      onTryAgain={() => void tryAgain()}
      problem={problem}
    />
  );
}

export function QuizScreen() {
  const params = useParams();
  const moduleNo = Number(params.moduleNo);
  const valid = Number.isInteger(moduleNo) && moduleNo >= 1 && moduleNo <= MAX_MODULES;
  const query = useStudentQuiz(valid ? moduleNo : 0);
  const submit = useSubmitQuizAttempt(moduleNo);
  const { t } = useT();
  const title = t('quizzes.quiz.title', { no: valid ? moduleNo : (params.moduleNo ?? '') });
  const status = query.error instanceof ApiError ? query.error.status : undefined;

  let body;
  let description: string | undefined;
  if (!valid || status === 404)
    body = (
      <>
        <Banner tone="warning" title={t('quizzes.quiz.notFoundTitle')}>
          {t('quizzes.messages.notFound')}
        </Banner>
        <BackLink />
      </>
    );
  else if (query.data) {
    description = query.data.title;
    body = (
      <>
        <Quiz
          key={moduleNo}
          detail={query.data}
          reload={() => query.refetch()}
          submit={submit}
          formLabel={(attempt) => t('quizzes.quiz.formLabel', { no: moduleNo, attempt })}
        />
        <BackLink />
      </>
    );
  } else if (query.isPending) body = <LoadingState text={t('quizzes.quiz.loading')} />;
  else if (status === 409)
    // Before the module's first session has been held: what the API said, and the way back.
    body = (
      <>
        <Banner tone="info" title={t('quizzes.quiz.notOpenTitle')} data-testid="quiz-not-open">
          {failedCallMessage(query.error, t, t('quizzes.messages.notOpen'), t('quizzes.offline'))}
        </Banner>
        <BackLink />
      </>
    );
  else
    body = (
      <>
        <Banner
          tone="error"
          title={t('quizzes.quiz.loadFailed')}
          action={
            status === 403 ? undefined : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void query.refetch()}
                loading={query.isFetching}
              >
                {t('quizzes.tryAgain')}
              </Button>
            )
          }
        >
          {failedCallMessage(query.error, t, t('quizzes.tryLater'), t('quizzes.offline'))}
        </Banner>
        <BackLink />
      </>
    );

  return (
    <Stack>
      <title>{t('quizzes.quiz.docTitle', { no: valid ? moduleNo : '' })}</title>
      <ScreenHeader title={title} description={description} />
      {body}
    </Stack>
  );
}
