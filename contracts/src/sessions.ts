/**
 * A class session after it is held: its recording, materials and notes, who attended, and the
 * progress and certificate rule built on attendance. The API enforces these; the screens say them.
 */
import { MEETING_URL_MAX } from './meeting';
import { LINK_MESSAGES, normaliseLink } from './links';

export const SESSION_LIMITS = {
  /** Files per session. */
  materialsMax: 10,
  /** Bytes per file (20 MB). */
  materialMaxBytes: 20 * 1024 * 1024,
  /** Characters of the tutor's notes. */
  notesMax: 4000,
  /** Days after a session's date during which its tutor may change the attendance; staff after that. */
  attendanceEditDays: 7,
  modules: 5,
} as const;

export const MATERIAL_KINDS = ['pdf', 'pptx', 'docx', 'png', 'jpeg'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** Late still counts as attended. */
export const attended = (status: string | null | undefined): boolean => status === 'present' || status === 'late';

export const SESSION_MESSAGES = {
  notHeld: 'This session has not been held yet. Recordings, materials and attendance open once it has taken place.',
  notYourBatch: 'This session belongs to a batch that is not assigned to you.',
  notYourSession: 'This session is not part of your batch.',
  unpaid: 'Complete your payment to open your batch’s sessions.',
  refunded: 'Your payment was refunded, so your batch’s sessions and materials are closed to you.',
  notFound: 'Session not found',
  recordingHttpsOnly: 'The recording link must start with https:// (a secure link students can open)',
  recordingRequired: 'Enter the recording link',
  recordingInvalid: 'Enter a full recording link, e.g. https://drive.google.com/file/d/…',
  recordingTooLong: 'The recording link must be at most 500 characters',
  recordingSaved: 'Recording link saved.',
  noRecording: 'There is no recording for this session yet.',
  notesTooLong: `Notes can be at most ${SESSION_LIMITS.notesMax.toLocaleString('en-IN')} characters.`,
  notesSaved: 'Notes saved.',
  fileRequired: 'Choose a file to upload.',
  fileTooLarge: 'Each file must be at most 20 MB.',
  fileType: 'Upload a PDF, PowerPoint (PPTX), Word (DOCX), PNG or JPEG file. Its contents decide its type, not its name.',
  tooManyFiles: `A session can have at most ${SESSION_LIMITS.materialsMax} files. Remove one to add another.`,
  oneFile: 'Upload one file at a time.',
  materialAdded: 'File added.',
  materialRemoved: 'File removed.',
  materialNotFound: 'File not found',
  attendanceSaved: 'Attendance saved.',
  attendanceLocked: `Attendance can be changed by the tutor for ${SESSION_LIMITS.attendanceEditDays} days after the session. Ask the school's staff to change it now.`,
  attendanceNotInBatch: 'Attendance can only be marked for students of this batch.',
  attendanceStatus: 'Mark each student present, absent or late.',
  attendanceDuplicate: 'Each student can be marked only once.',
  joinClosed: 'Join is not open yet.',
  joinEnded: 'This session has ended.',
  noMeeting: 'Meeting URL not available',
  brokenMeeting: 'The meeting link saved for this batch cannot be opened. Please ask your tutor to save it again.',
  brokenRecording: 'The recording link saved for this session cannot be opened. Please ask your tutor to save it again.',
} as const;

/** The recording link: https only, like the meeting link, with its own words. */
export function validateRecordingLink(value: unknown): string | undefined {
  const { problem } = normaliseLink(value, { maxLength: MEETING_URL_MAX });
  if (problem === undefined) return undefined;
  return {
    required: SESSION_MESSAGES.recordingRequired,
    tooLong: SESSION_MESSAGES.recordingTooLong,
    hidden: LINK_MESSAGES.hidden,
    scheme: SESSION_MESSAGES.recordingHttpsOnly,
    invalid: SESSION_MESSAGES.recordingInvalid,
  }[problem];
}

export function validateSessionNotes(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value : '';
  if (s.length > SESSION_LIMITS.notesMax) return SESSION_MESSAGES.notesTooLong;
  return undefined;
}

/**
 * The certificate rule, in one place: her batch is Completed and she attended at least 80 % of its
 * held sessions (20 of 25). The progress table shows whether she is on track for it; the certificate
 * itself will be issued by the same rule.
 */
export const CERTIFICATE_RULE = {
  batchStatus: 'Completed',
  minAttendedShare: 0.8,
} as const;

/** Sessions she must attend out of `held` to meet the rule (20 of 25). */
export function attendanceNeeded(held: number): number {
  return Math.ceil(held * CERTIFICATE_RULE.minAttendedShare - 1e-9);
}

/** Whether she earns the certificate now (the batch must be Completed). */
export function meetsCertificateRule(input: { batchStatus: string; attended: number; held: number }): boolean {
  return (
    input.batchStatus === CERTIFICATE_RULE.batchStatus &&
    input.held > 0 &&
    input.attended >= attendanceNeeded(input.held)
  );
}

/** Before the batch ends: whether her attendance so far keeps her at or above the rule's share. */
export function onTrackForCertificate(input: { attended: number; held: number }): boolean {
  return input.held === 0 || input.attended >= attendanceNeeded(input.held);
}

/** Text cut into plain parts and https/http links, so notes show links clickable and never as HTML. */
export function linkifyParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const re = /\bhttps?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const m of text.matchAll(re)) {
    // A sentence's closing punctuation is not part of the link.
    const url = m[0].replace(/[.,;:!?)\]]+$/, '');
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: url, href: url });
    last = at + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
