/**
 * TypeBox schemas of session feedback, the batch calendar and the back office's attendance and
 * feedback views. Re-exported by ./schemas, so the API and the OpenAPI document read them there.
 */
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const AttendanceMark = Type.Union([Type.Literal('present'), Type.Literal('absent'), Type.Literal('late')]);

// ------------------------------------------------------------------ the student's rating
export const FeedbackBody = Type.Object(
  {
    /** A whole number from 1 to 5 (checked by the API with its own message). */
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    /** Plain text, at most 1,000 characters; empty or absent means no comment. */
    comment: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  },
  { additionalProperties: false },
);
export const MyFeedback = Type.Object({
  rating: Type.Integer(),
  comment: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** Until when she may change it (48 hours after her first submission). */
  editable_until: Type.String(),
  editable: Type.Boolean(),
});
export const SessionFeedbackState = Type.Object({
  session_id: Id,
  /** Whether she may rate it now: held, attended, not rated yet. */
  can_rate: Type.Boolean(),
  /** Why she cannot (when can_rate is false and she has not rated it). */
  reason: Nullable(Type.String()),
  mine: Nullable(MyFeedback),
});
export const FeedbackComment = Type.Object({
  rating: Type.Integer(),
  comment: Type.String(),
  created_at: Type.String(),
});
/** What the tutor reads: the average and the comments, never who wrote them. */
export const TutorFeedbackSummary = Type.Object({
  session_id: Id,
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  /** How many gave each rating, 1 to 5. */
  distribution: Type.Array(Type.Integer()),
  comments: Type.Array(FeedbackComment),
});
export const SessionFeedbackResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Union([SessionFeedbackState, TutorFeedbackSummary]),
});
export const FeedbackSaveResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: MyFeedback,
});

// ------------------------------------------------------------------ the calendar
export const CalendarLinkResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  data: Type.Object({
    /** The private subscription link (https…/api/calendar/<token>.ics): anyone with it reads her timetable. */
    subscribe_url: Type.String(),
    /** The same feed for calendar apps that take webcal:// links. */
    webcal_url: Type.String(),
    download_url: Type.String(),
  }),
});
export const CalendarTokenParams = Type.Object({ token: Type.String({ maxLength: 100 }) });

// ------------------------------------------------------------------ the back office
export const StaffFeedbackEntry = Type.Object({
  student_id: Id,
  name: Type.String(),
  rating: Type.Integer(),
  comment: Nullable(Type.String()),
  created_at: Type.String(),
});
export const StaffSessionFeedback = Type.Object({
  session_id: Id,
  session_no: Type.Integer(),
  date: Type.String(),
  topic: Type.String(),
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  entries: Type.Array(StaffFeedbackEntry),
});
export const StaffBatchFeedbackResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch_id: Id,
    batch_name: Type.String(),
    tutor_name: Nullable(Type.String()),
    average: Nullable(Type.Number()),
    count: Type.Integer(),
    sessions: Type.Array(StaffSessionFeedback),
  }),
});
export const StaffFeedbackOverviewResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batches: Type.Array(
      Type.Object({
        batch_id: Id,
        batch_name: Type.String(),
        tutor_name: Nullable(Type.String()),
        average: Nullable(Type.Number()),
        count: Type.Integer(),
      }),
    ),
    tutors: Type.Array(
      Type.Object({
        tutor_id: Id,
        name: Type.String(),
        average: Nullable(Type.Number()),
        count: Type.Integer(),
      }),
    ),
  }),
});
export const StaffAttendanceResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch_id: Id,
    batch_name: Type.String(),
    /** The held sessions, in order: the table's columns. */
    sessions: Type.Array(Type.Object({ session_id: Id, session_no: Type.Integer(), date: Type.String() })),
    students: Type.Array(
      Type.Object({
        student_id: Id,
        name: Type.String(),
        /** One per held session, in the same order; null when no attendance is saved for her. */
        marks: Type.Array(Nullable(AttendanceMark)),
        attended: Type.Integer(),
        held: Type.Integer(),
      }),
    ),
  }),
});

export type FeedbackBody = Static<typeof FeedbackBody>;
export type MyFeedback = Static<typeof MyFeedback>;
export type SessionFeedbackState = Static<typeof SessionFeedbackState>;
export type TutorFeedbackSummary = Static<typeof TutorFeedbackSummary>;
export type SessionFeedbackResponse = Static<typeof SessionFeedbackResponse>;
export type FeedbackSaveResponse = Static<typeof FeedbackSaveResponse>;
export type CalendarLinkResponse = Static<typeof CalendarLinkResponse>;
export type StaffFeedbackEntry = Static<typeof StaffFeedbackEntry>;
export type StaffSessionFeedback = Static<typeof StaffSessionFeedback>;
export type StaffBatchFeedbackResponse = Static<typeof StaffBatchFeedbackResponse>;
export type StaffFeedbackOverviewResponse = Static<typeof StaffFeedbackOverviewResponse>;
export type StaffAttendanceResponse = Static<typeof StaffAttendanceResponse>;
