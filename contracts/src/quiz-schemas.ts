/**
 * TypeBox schemas of the module quizzes. Re-exported by ./schemas, so the API and the OpenAPI
 * document read them there. No response before she submits carries a correct option.
 */
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Text = Type.Object({ en: Type.String(), hi: Type.String() });

export const ModuleNoParams = Type.Object({ moduleNo: Type.Integer({ minimum: 1, maximum: 5 }) });

export const QuizAttemptSummary = Type.Object({
  attempt_no: Type.Integer(),
  percent: Type.Integer(),
  passed: Type.Boolean(),
  submitted_at: Type.String(),
});

/** One module's quiz on her list. */
export const QuizListItem = Type.Object({
  module_no: Type.Integer(),
  title: Type.String(),
  questions: Type.Integer(),
  /** Open once the module's first session has been held. */
  open: Type.Boolean(),
  /** The first session of the module (when it is not open yet, she is told it opens after it). */
  opens_after_session: Type.Integer(),
  attempts_used: Type.Integer(),
  attempts_left: Type.Integer(),
  best_percent: Nullable(Type.Integer()),
  passed: Type.Boolean(),
});
export const QuizListResponse = Type.Object({
  success: Type.Literal(true),
  data: Nullable(
    Type.Object({
      batch_id: Id,
      pass_percent: Type.Integer(),
      max_attempts: Type.Integer(),
      modules_passed: Type.Integer(),
      modules_total: Type.Integer(),
      quizzes: Type.Array(QuizListItem),
    }),
  ),
});

/** A question as she sees it before submitting: its options, never which are correct. */
export const QuizQuestionView = Type.Object({
  id: Type.String(),
  session_no: Type.Integer(),
  prompt: Text,
  /** More than one option is correct (the prompt says so too). */
  multiple: Type.Boolean(),
  options: Type.Array(Type.Object({ id: Type.String(), text: Text })),
});

export const QuizReviewItem = Type.Object({
  question_id: Type.String(),
  /** The question and its options as she was shown them in that attempt (so a review reads whole later). */
  prompt: Text,
  options: Type.Array(Type.Object({ id: Type.String(), text: Text })),
  picked: Type.Array(Type.String()),
  correct_options: Type.Array(Type.String()),
  right: Type.Boolean(),
  explanation: Text,
});
export const QuizResult = Type.Object({
  module_no: Type.Integer(),
  attempt_no: Type.Integer(),
  correct: Type.Integer(),
  total: Type.Integer(),
  percent: Type.Integer(),
  passed: Type.Boolean(),
  attempts_left: Type.Integer(),
  submitted_at: Type.String(),
  /** In the order she answered them. */
  review: Type.Array(QuizReviewItem),
});

/** One quiz as she takes it: a module's, or a missed session's catch-up check. */
export const QuizDetailData = Type.Object({
    module_no: Type.Integer(),
    title: Type.String(),
    pass_percent: Type.Integer(),
    max_attempts: Type.Integer(),
    attempts: Type.Array(QuizAttemptSummary),
    attempts_left: Type.Integer(),
    best_percent: Nullable(Type.Integer()),
    passed: Type.Boolean(),
    /** The attempt a submission now would be; null when none is left. */
    next_attempt_no: Nullable(Type.Integer()),
    /** In this attempt's own order (options too); empty when no attempt is left. */
    questions: Type.Array(QuizQuestionView),
    /** Her latest submitted attempt with the answers explained; null before her first. */
    last_result: Nullable(QuizResult),
});
export const QuizDetailResponse = Type.Object({ success: Type.Literal(true), data: QuizDetailData });

export const QuizAttemptBody = Type.Object(
  {
    /** The attempt she is answering (next_attempt_no): a second copy of one submission counts once. */
    attempt_no: Type.Integer({ minimum: 1, maximum: 100 }),
    answers: Type.Array(
      Type.Object(
        {
          question_id: Type.String({ maxLength: 64 }),
          options: Type.Array(Type.String({ maxLength: 8 }), { maxItems: 8 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);
export const QuizAttemptResponse = Type.Object({ success: Type.Literal(true), data: QuizResult });

/** The tutor's view: each student's best score per module. */
export const BatchQuizScoresResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    batch_id: Id,
    pass_percent: Type.Integer(),
    modules: Type.Array(Type.Object({ module_no: Type.Integer(), title: Type.String() })),
    students: Type.Array(
      Type.Object({
        student_id: Id,
        name: Type.String(),
        modules: Type.Array(
          Type.Object({
            module_no: Type.Integer(),
            attempts: Type.Integer(),
            best_percent: Nullable(Type.Integer()),
            passed: Type.Boolean(),
          }),
        ),
      }),
    ),
  }),
});

/**
 * A held session she did not attend, as the catch-up page shows it: the two steps of the rule
 * (recording opened, check passed), the last day both count, and the check itself.
 */
export const CatchUpResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    session_id: Id,
    session_no: Type.Integer(),
    module_no: Type.Integer(),
    topic: Type.String(),
    date: Type.String({ description: 'YYYY-MM-DD, India' }),
    /** attended: she was there (nothing to do); open: she can still catch up; caught_up: it counts; closed: too late. */
    state: Type.Union([
      Type.Literal('attended'),
      Type.Literal('open'),
      Type.Literal('caught_up'),
      Type.Literal('closed'),
    ]),
    /** The last India day (YYYY-MM-DD) on which both steps still count. */
    last_day: Type.String(),
    /** The recording, opened through the API (which records it); null while there is none. */
    recording_open_url: Nullable(Type.String()),
    recording_opened_at: Nullable(Type.String()),
    check_passed_at: Nullable(Type.String()),
    /** The India day she caught up on (YYYY-MM-DD), or null. */
    caught_up_on: Nullable(Type.String()),
    check: QuizDetailData,
  }),
});

export type CatchUpData = Static<typeof CatchUpResponse>['data'];
export type QuizListData = NonNullable<Static<typeof QuizListResponse>['data']>;
export type QuizListEntry = Static<typeof QuizListItem>;
export type QuizDetail = Static<typeof QuizDetailResponse>['data'];
export type QuizQuestion = Static<typeof QuizQuestionView>;
export type QuizResultData = Static<typeof QuizResult>;
export type QuizAttemptInput = Static<typeof QuizAttemptBody>;
export type BatchQuizScores = Static<typeof BatchQuizScoresResponse>['data'];
