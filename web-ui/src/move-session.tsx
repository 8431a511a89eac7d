/**
 * The fields of "move a session" that the tutor portal and the back office both show: the new India
 * date, the new start time (the session keeps its length) and the reason its students read. One
 * place holds their state, runs the contracts' rescheduling rules before anything is sent and reads
 * the field errors of the API's 400, so both portals refuse the same input with the same words.
 *
 * Each portal keeps what differs around it: which session (the back office picks one of a batch),
 * how the answer is shown and which route is called.
 *
 * A separate entry (`@ai-women/web-ui/move-session`), not part of the shared singleton: only the
 * chunks of the two screens that move a session load it.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { TextArea, TextField } from '@ai-women/ui-kit/forms';
import { RESCHEDULE_LIMITS, rescheduleRules } from '@ai-women/contracts';
// By the package's name, not './client': the apps share '@ai-women/web-core' as one copy per page,
// and only that copy's ApiError is the class their API client throws.
import { ApiError } from '@ai-women/web-core';

export type MoveSessionField = 'date' | 'time' | 'reason';
export type MoveSessionErrors = Partial<Record<MoveSessionField, string>>;
export interface MoveSessionValues {
  date: string;
  time: string;
  reason: string;
}

const FIELDS = ['date', 'time', 'reason'] as const;

/** The field errors the API sent with a 400, when it sent any. */
export function moveSessionServerErrors(error: unknown): MoveSessionErrors {
  const body = error instanceof ApiError ? (error.body as { errors?: Record<string, unknown> } | null) : null;
  const out: MoveSessionErrors = {};
  for (const field of FIELDS) {
    const message = body?.errors?.[field];
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}

export interface MoveSessionFieldsState {
  values: MoveSessionValues;
  errors: MoveSessionErrors;
  setDate: (date: string) => void;
  setTime: (time: string) => void;
  setReason: (reason: string) => void;
  /** The rules on submit: the values to send (reason trimmed), or null when a field shows an error. */
  check: () => MoveSessionValues | null;
  /** After a failed send: the fields the API named show its words (the others clear). */
  failed: (error: unknown) => void;
  /** After a move: the reason is spent, the new date and time stay. */
  moved: () => void;
  /** Another session chosen: its date and time, no errors. */
  startFrom: (date: string, time: string) => void;
}

/** The state of the three fields, starting from the session's current India date and start time. */
export function useMoveSessionFields(start: { date: string; time: string }): MoveSessionFieldsState {
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<MoveSessionErrors>({});
  return {
    values: { date, time, reason },
    errors,
    setDate,
    setTime,
    setReason,
    check: () => {
      const found = Object.fromEntries(
        Object.entries(rescheduleRules({ date, time, reason })).filter(([, v]) => v),
      ) as MoveSessionErrors;
      setErrors(found);
      return Object.keys(found).length > 0 ? null : { date, time, reason: reason.trim() };
    },
    failed: (error) => setErrors(moveSessionServerErrors(error)),
    moved: () => setReason(''),
    startFrom: (nextDate, nextTime) => {
      setDate(nextDate);
      setTime(nextTime);
      setErrors({});
    },
  };
}

const When = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** The date and time side by side (stacked on a narrow screen), then the reason. */
export function MoveSessionFields({ form }: { form: MoveSessionFieldsState }) {
  const { values, errors } = form;
  return (
    <>
      <When>
        <TextField
          label="New date"
          type="date"
          value={values.date}
          onChange={(e) => form.setDate(e.target.value)}
          error={errors.date}
          required
        />
        <TextField
          label="New start time (IST)"
          type="time"
          value={values.time}
          onChange={(e) => form.setTime(e.target.value)}
          error={errors.time}
          helperText="The session keeps its length."
          required
        />
      </When>
      <TextArea
        label="Reason for the students"
        rows={3}
        maxLength={RESCHEDULE_LIMITS.reasonMax}
        showCounter
        value={values.reason}
        onChange={(e) => form.setReason(e.target.value)}
        error={errors.reason}
        helperText="Every student of the batch gets it by notification and e-mail, with the old and new time."
        required
      />
    </>
  );
}
