/**
 * Where a student stands in her course, decided in one place so every screen (dashboard,
 * certificate page, enrolled courses, notifications) tells the same story. The API gathers the
 * facts (payment, her batch, her attendance, her certificate) and calls `studentStanding`; the
 * browser only renders the answer.
 */
import { PROGRAMME, isPaymentCompleted } from './constants';
import { CERTIFICATE_RULE, attendanceNeeded } from './sessions';

/** The payment status a refund leaves on her account (no money flow sets it yet). */
export const REFUNDED_PAYMENT_STATUS = 'refunded';

export type StandingStage =
  | 'not_paid'
  | 'refunded'
  | 'waiting'
  | 'placed'
  | 'in_course'
  | 'graduated'
  | 'graduated_short';

export interface StandingBatch {
  id: number;
  name: string;
  /** 'Inactive' (not started), 'Active' or 'Completed'. */
  status: string;
  timing: string;
  /** The date (YYYY-MM-DD, India) of her batch's first class, when it has sessions. */
  first_class: string | null;
  /** The date of its last class. */
  last_class: string | null;
}

export interface StandingFacts {
  /** Her account's payment status ('pending', 'completed', 'refunded'). */
  paymentStatus: string | null | undefined;
  /** Her latest live batch (a Completed one counts: she graduated from it); null when none. */
  batch: StandingBatch | null;
  /** Sessions of that batch held so far, and how many of them she attended. */
  held: number;
  attended: number;
  /** Her certificate for that batch, when one was issued. */
  certificate: { certificate_no: string; revoked: boolean } | null;
  /** Sessions the course plans (25); the certificate's need is counted out of these. */
  totalSessions?: number;
}

interface Attendance {
  attended: number;
  held: number;
  total: number;
  /** Sessions the certificate needs out of the whole course (20 of 25), never 0. */
  required: number;
}

export type StudentStanding =
  | { stage: 'not_paid' }
  | { stage: 'refunded' }
  | { stage: 'waiting' }
  | ({ stage: 'placed'; batch: StandingBatch } & Attendance)
  | ({ stage: 'in_course'; batch: StandingBatch; remaining: number } & Attendance)
  | ({
      stage: 'graduated';
      batch: StandingBatch;
      certificate_no: string | null;
      certificate_revoked: boolean;
    } & Attendance)
  | ({ stage: 'graduated_short'; batch: StandingBatch; short_by: number } & Attendance);

/**
 * Her stage. Refunded wins over everything (she has left); unpaid comes next; a paid student with
 * no batch is waiting to be placed; a batch with no held session yet is "placed, before the first
 * class"; a Completed batch makes her a graduate, with a certificate when she met the rule (or
 * holds one staff issued) and otherwise short by the sessions she missed.
 */
export function studentStanding(facts: StandingFacts): StudentStanding {
  if (facts.paymentStatus?.toLowerCase() === REFUNDED_PAYMENT_STATUS) return { stage: 'refunded' };
  if (!isPaymentCompleted(facts.paymentStatus)) return { stage: 'not_paid' };
  const batch = facts.batch;
  if (!batch) return { stage: 'waiting' };
  const total = Math.max(facts.totalSessions ?? PROGRAMME.sessions, facts.held);
  const attendance: Attendance = {
    attended: facts.attended,
    held: facts.held,
    total,
    required: attendanceNeeded(total),
  };
  if (batch.status === CERTIFICATE_RULE.batchStatus) {
    // A finished batch is judged on the sessions it actually held (as the certificate rule is).
    const required = attendanceNeeded(facts.held);
    const earned = facts.held > 0 && facts.attended >= required;
    if (facts.certificate || earned) {
      return {
        stage: 'graduated',
        batch,
        ...attendance,
        required,
        certificate_no: facts.certificate?.certificate_no ?? null,
        certificate_revoked: facts.certificate?.revoked ?? false,
      };
    }
    return {
      stage: 'graduated_short',
      batch,
      ...attendance,
      required,
      short_by: Math.max(0, required - facts.attended),
    };
  }
  if (facts.held === 0) return { stage: 'placed', batch, ...attendance };
  return {
    stage: 'in_course',
    batch,
    ...attendance,
    remaining: Math.max(0, attendance.required - facts.attended),
  };
}

/** Whether her stage means she finished a batch (the alumni view). */
export function isGraduate(s: StudentStanding): s is Extract<StudentStanding, { stage: 'graduated' | 'graduated_short' }> {
  return s.stage === 'graduated' || s.stage === 'graduated_short';
}

/** The answer as the API sends it: one flat object, fields outside her stage 0, null or false. */
export interface StandingWire {
  stage: StandingStage;
  batch: StandingBatch | null;
  attended: number;
  held: number;
  total: number;
  required: number;
  remaining: number;
  short_by: number;
  certificate_no: string | null;
  certificate_revoked: boolean;
}

export function standingWire(s: StudentStanding): StandingWire {
  const wire: StandingWire = {
    stage: s.stage,
    batch: null,
    attended: 0,
    held: 0,
    total: PROGRAMME.sessions,
    required: attendanceNeeded(PROGRAMME.sessions),
    remaining: 0,
    short_by: 0,
    certificate_no: null,
    certificate_revoked: false,
  };
  if ('batch' in s) {
    Object.assign(wire, { batch: s.batch, attended: s.attended, held: s.held, total: s.total, required: s.required });
  }
  if (s.stage === 'in_course') wire.remaining = s.remaining;
  if (s.stage === 'placed') wire.remaining = s.required;
  if (s.stage === 'graduated_short') wire.short_by = s.short_by;
  if (s.stage === 'graduated') {
    wire.certificate_no = s.certificate_no;
    wire.certificate_revoked = s.certificate_revoked;
  }
  return wire;
}
