/**
 * TypeBox schemas of practice after a session: her task and answers, the tutor's review queue and
 * the batch's wording of each task. Re-exported by ./schemas, so the API and the OpenAPI document
 * read them there.
 */
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Text = Type.Object({ en: Type.String(), hi: Type.String() });
const Status = Type.Union([Type.Literal('submitted'), Type.Literal('done'), Type.Literal('try_again')]);

export const PracticeAttachment = Type.Object({
  name: Type.String(),
  kind: Type.Union([Type.Literal('png'), Type.Literal('jpeg'), Type.Literal('pdf')]),
  size: Type.Integer(),
  /** Opens the file through the API (her, her tutor and staff only). */
  url: Type.String(),
});

/** One answer she sent, with her tutor's review once there is one. */
export const PracticeSubmission = Type.Object({
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  text: Type.String(),
  attachment: Nullable(PracticeAttachment),
  submitted_at: Type.String(),
  status: Status,
  review: Nullable(
    Type.Object({
      outcome: Type.Union([Type.Literal('done'), Type.Literal('try_again')]),
      comment: Type.String(),
      tutor_name: Type.String(),
      reviewed_at: Type.String(),
    }),
  ),
});

export const PracticeTask = Type.Object({
  session_no: Type.Integer(),
  title: Text,
  task: Text,
  /** Her batch's tutor changed the course's wording. */
  edited: Type.Boolean(),
});

/** Her practice for one session: the task, where she stands, and every answer, newest first. */
export const PracticeResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    session_id: Id,
    session_no: Type.Integer(),
    topic: Type.String(),
    task: PracticeTask,
    /** null before her first answer. */
    status: Nullable(Status),
    can_submit: Type.Boolean(),
    answer_max: Type.Integer(),
    file_max_bytes: Type.Integer(),
    submissions: Type.Array(PracticeSubmission),
  }),
});
export type PracticeData = Static<typeof PracticeResponse>['data'];
export type PracticeSubmissionView = Static<typeof PracticeSubmission>;

export const PracticeSubmitResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: PracticeSubmission,
});

/** The tutor's review queue: a batch's answers, newest first. */
export const PracticeQueueQuery = Type.Object({
  session_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 25 })),
  status: Type.Optional(Status),
});
export const PracticeQueueItem = Type.Intersect([
  PracticeSubmission,
  Type.Object({
    student_id: Id,
    student_name: Type.String(),
    session_id: Id,
    session_no: Type.Integer(),
    topic: Type.String(),
    /** The newest answer she sent for this session (only that one can be reviewed). */
    latest: Type.Boolean(),
  }),
]);
export const PracticeQueueResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    batch_id: Id,
    batch_name: Type.String(),
    /** Answers waiting for a review, whatever the filter. */
    waiting: Type.Integer(),
    /** The held sessions, to filter by. */
    sessions: Type.Array(Type.Object({ session_no: Type.Integer(), topic: Type.String() })),
    items: Type.Array(PracticeQueueItem),
  }),
});
export type PracticeQueueData = Static<typeof PracticeQueueResponse>['data'];
export type PracticeQueueEntry = Static<typeof PracticeQueueItem>;

export const PracticeSubmissionParams = Type.Object({ submissionId: Id });
export const PracticeReviewBody = Type.Object({
  outcome: Type.String({ maxLength: 20 }),
  comment: Type.String({ maxLength: 4000 }),
});
export const PracticeReviewResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: PracticeQueueItem,
});

/** A batch's practice tasks as its tutor sees them, one per session. */
export const PracticeTasksResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ batch_id: Id, tasks: Type.Array(PracticeTask) }),
});
export const PracticeTaskParams = Type.Object({
  batchId: Id,
  sessionNo: Type.Integer({ minimum: 1, maximum: 25 }),
});
export const PracticeTaskBody = Type.Object({
  title_en: Type.String({ maxLength: 2000 }),
  title_hi: Type.String({ maxLength: 2000 }),
  task_en: Type.String({ maxLength: 4000 }),
  task_hi: Type.String({ maxLength: 4000 }),
});
export const PracticeTaskResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: PracticeTask,
});
