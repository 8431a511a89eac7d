/**
 * TypeBox schemas of moving a session (staff and the batch's tutor send the same body). Re-exported
 * by ./schemas, so the API and the OpenAPI document read them there.
 */
import { Type, type Static } from 'typebox';
import { RESCHEDULE_LIMITS } from './reschedule';

export const RescheduleBody = Type.Object(
  {
    /** The new India day, YYYY-MM-DD (checked by the API with its own messages). */
    date: Type.String({ maxLength: 40 }),
    /** The new India start time, HH:MM (24 hours); the session keeps its length. */
    time: Type.String({ maxLength: 40 }),
    /** Why it moves: the students read it in their notification and e-mail. */
    reason: Type.String({ maxLength: RESCHEDULE_LIMITS.reasonMax * 4 }),
  },
  { additionalProperties: false },
);
export const SessionSchedule = Type.Object({
  session_id: Type.Integer({ minimum: 1 }),
  session_no: Type.Integer(),
  date: Type.String({ description: 'ISO date (YYYY-MM-DD), India' }),
  starts_at: Type.String({ description: 'ISO instant' }),
  ends_at: Type.String({ description: 'ISO instant' }),
  previous_starts_at: Type.String(),
  previous_ends_at: Type.String(),
  moved_from_date: Type.Union([Type.String(), Type.Null()]),
  /** How many students were told (notification and e-mail each). */
  notified: Type.Integer(),
});
export const RescheduleResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: SessionSchedule,
});

/** One session of a batch as the back office's timetable lists it (the one to move is picked here). */
export const StaffTimetableSession = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  session_no: Type.Integer(),
  module_no: Type.Integer(),
  topic: Type.String(),
  date: Type.String({ description: 'ISO date (YYYY-MM-DD), India' }),
  starts_at: Type.String(),
  ends_at: Type.String(),
  moved_from_date: Type.Union([Type.String(), Type.Null()]),
  held: Type.Boolean(),
});
export const StaffTimetableResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch_id: Type.Integer({ minimum: 1 }),
    timing: Type.String(),
    sessions: Type.Array(StaffTimetableSession),
  }),
});

export type RescheduleBody = Static<typeof RescheduleBody>;
export type StaffTimetableSession = Static<typeof StaffTimetableSession>;
export type StaffTimetableResponse = Static<typeof StaffTimetableResponse>;
export type SessionSchedule = Static<typeof SessionSchedule>;
export type RescheduleResponse = Static<typeof RescheduleResponse>;
