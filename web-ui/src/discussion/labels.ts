/**
 * Every word the discussion components show, handed in by the app that draws them: the student
 * area reads them from its i18n texts (English or Hindi, her choice), the tutor portal and the back
 * office take the English defaults below. The components hold no visible string of their own, so a
 * Hindi page never shows an English word the student could have been spared.
 */
import {
  DISCUSSION_MESSAGES,
  DISCUSSION_RULES,
  type DiscussionRole,
  type MuteDays,
  type ReportReason,
} from '@ai-women/contracts';
import type { DiscussionViewerView } from '@ai-women/contracts/schemas';

export type DiscussionMuted = NonNullable<DiscussionViewerView['muted']>;

/** What every member reads: the list, a thread, the forms, the report dialog and the muted banner. */
export interface DiscussionLabels {
  /** Dates and numbers: 'en-IN' or 'hi-IN' (dates are India time whatever the device says). */
  locale: string;
  /**
   * A message of the contracts or the API (they speak English) in the page's language: the known
   * ones from the app's texts, anything else as it came.
   */
  say: (message: string) => string;
  role: Record<DiscussionRole, string>;
  /** After her own name. */
  you: string;
  /** "Session 7 — Writing prompts that work". */
  session: (no: number, topic: string) => string;

  // The list of threads.
  listLabel: string;
  pinned: string;
  answered: string;
  replies: (count: number) => string;
  askedBy: (name: string, date: string) => string;
  lastActivity: (date: string) => string;
  emptyTitle: string;
  emptyText: string;

  // A thread.
  repliesHeading: (count: number) => string;
  noReplies: string;
  isAnswer: string;
  photoAlt: (fileName: string, author: string) => string;
  /** The report button's accessible name. */
  reportPost: (author: string) => string;
  report: string;
  reportedByMe: string;

  // The forms.
  askButton: string;
  askHeading: string;
  cancel: string;
  titleLabel: string;
  titleHelp: string;
  sessionLabel: string;
  noSession: string;
  questionLabel: string;
  questionHelp: string;
  replyHeading: string;
  replyLabel: string;
  replyHelp: string;
  counter: (length: number, max: number) => string;
  imageLabel: string;
  imageHint: string;
  chooseImage: string;
  noImage: string;
  removeImage: (fileName: string) => string;
  postQuestion: string;
  postReply: string;
  sendFailed: string;
  offline: string;

  // The report dialog.
  reportTitle: string;
  reportIntro: string;
  reasonLegend: string;
  reasons: Record<ReportReason, string>;
  noteLabel: string;
  noteHelp: string;
  sendReport: string;
  close: string;
  reportFailed: string;

  // Her posting paused.
  mutedTitle: string;
  /** The banner's text: the API's own sentence in English, her language's otherwise. */
  mutedText: (muted: DiscussionMuted) => string;
}

/** What only tutors and staff read: the moderation controls and their two dialogs. */
export interface ModerationLabels {
  controls: (author: string) => string;
  hidden: string;
  hiddenBy: (by: string, date: string) => string;
  hiddenReason: string;
  openReports: (count: number) => string;
  reportsHeading: (count: number) => string;
  reportedOn: (date: string) => string;
  hide: string;
  unhide: string;
  pin: string;
  unpin: string;
  markAnswer: string;
  unmarkAnswer: string;
  dismiss: string;
  pause: string;
  resume: string;
  pausedUntil: (date: string) => string;
  hideTitle: string;
  hideIntro: string;
  hideReasonLabel: string;
  hideConfirm: string;
  pauseTitle: (name: string) => string;
  pauseIntro: string;
  daysLegend: string;
  days: (days: MuteDays) => string;
  pauseReasonLabel: string;
  pauseReasonHelp: string;
  pauseConfirm: string;
  actionFailed: string;
}

const plural = (count: number, one: string, other: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : other}`;

/** The English words, as the tutor portal and the back office show them. */
export const DISCUSSION_LABELS_EN: DiscussionLabels = {
  locale: 'en-IN',
  say: (message) => message,
  role: { student: 'Student', tutor: 'Tutor', staff: 'Aarohi team' },
  you: 'you',
  session: (no, topic) => `Session ${no} — ${topic}`,

  listLabel: 'Questions of the batch',
  pinned: 'Pinned',
  answered: 'Answered',
  replies: (count) => (count === 0 ? 'No replies yet' : plural(count, 'reply', 'replies')),
  askedBy: (name, date) => `Asked by ${name} · ${date}`,
  lastActivity: (date) => `Latest reply ${date}`,
  emptyTitle: 'No questions yet',
  emptyText: 'Ask the first question: the batch and its tutor can reply.',

  repliesHeading: (count) => (count === 0 ? 'Replies' : `Replies (${count.toLocaleString('en-IN')})`),
  noReplies: 'No replies yet.',
  isAnswer: 'Answer',
  photoAlt: (fileName, author) => `Photo from ${author}: ${fileName}, opens full size`,
  reportPost: (author) => `Report the post of ${author}`,
  report: 'Report',
  reportedByMe: 'You reported this post',

  askButton: 'Ask a question',
  askHeading: 'Ask your batch a question',
  cancel: 'Cancel',
  titleLabel: 'Title',
  titleHelp: 'One line that says what you want to know.',
  sessionLabel: 'Session (optional)',
  noSession: 'No particular session',
  questionLabel: 'Your question',
  questionHelp: 'Links you paste become clickable. Phone numbers and e-mail addresses cannot be shared here.',
  replyHeading: 'Reply',
  replyLabel: 'Your reply',
  replyHelp: 'Links you paste become clickable. Phone numbers and e-mail addresses cannot be shared here.',
  counter: (length, max) => `${length.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')} characters`,
  imageLabel: 'Photo (optional)',
  imageHint: 'One photo (JPEG or PNG), up to 5 MB. Crop out names, phone numbers and addresses first.',
  chooseImage: 'Choose a photo',
  noImage: 'No photo chosen',
  removeImage: (fileName) => `Remove ${fileName}`,
  postQuestion: 'Post question',
  postReply: 'Post reply',
  sendFailed: 'Your message could not be posted. Please try again: what you wrote is still here.',
  offline: 'You seem to be offline. Check your connection and try again.',

  reportTitle: 'Report this post',
  reportIntro:
    'Your tutor and the school’s staff will look at it. The person who wrote it is not told who reported it.',
  reasonLegend: 'What is wrong with it?',
  reasons: {
    unkind: 'It is unkind or rude',
    personal: 'It shares someone’s personal details',
    spam: 'It is spam or an advertisement',
    off_topic: 'It is not about the course',
    other: 'Something else',
  },
  noteLabel: 'Tell us in a few words',
  noteHelp: 'Only your tutor and the school’s staff read this.',
  sendReport: 'Send report',
  close: 'Close',
  reportFailed: 'Your report could not be sent. Please try again.',

  mutedTitle: 'Your posting is paused',
  mutedText: (muted) => muted.message,
};

export const MODERATION_LABELS_EN: ModerationLabels = {
  controls: (author) => `Moderate the post of ${author}`,
  hidden: 'Hidden',
  hiddenBy: (by, date) => `Hidden from students by ${by} on ${date}`,
  hiddenReason: 'Reason',
  openReports: (count) => plural(count, 'open report', 'open reports'),
  reportsHeading: (count) => plural(count, 'open report', 'open reports'),
  reportedOn: (date) => `reported ${date}`,
  hide: 'Hide',
  unhide: 'Unhide',
  pin: 'Pin thread',
  unpin: 'Unpin thread',
  markAnswer: 'Mark as answer',
  unmarkAnswer: 'Unmark answer',
  dismiss: 'Dismiss reports',
  pause: 'Pause her posting',
  resume: 'Let her post again',
  pausedUntil: (date) => `Posting paused until ${date}`,
  hideTitle: 'Hide this post',
  hideIntro: 'Students will no longer see it. The school’s staff see it, with your reason.',
  hideReasonLabel: 'Why are you hiding it?',
  hideConfirm: 'Hide post',
  pauseTitle: (name) => `Pause ${name}’s posting`,
  pauseIntro: 'She can still read the discussion, but cannot post or reply until the pause ends.',
  daysLegend: 'For how long?',
  days: (days) => (days === 1 ? '1 day' : `${days} days`),
  pauseReasonLabel: 'Reason',
  pauseReasonHelp: 'She sees this reason.',
  pauseConfirm: 'Pause posting',
  actionFailed: 'That did not work. Please try again.',
};

/** The file input's `accept`: the two kinds the API keeps (it checks the bytes again). */
export const DISCUSSION_IMAGE_ACCEPT = 'image/jpeg,image/png';
const TYPES = new Set(DISCUSSION_IMAGE_ACCEPT.split(','));
// A phone may hand over a photo without a type: its name says what it is.
const EXTENSIONS = /\.(jpe?g|png)$/i;

/** Why a chosen photo cannot be posted (the contracts' words), or undefined. */
export function discussionImageProblem(
  file: File,
  maxBytes: number = DISCUSSION_RULES.imageMaxBytes,
): string | undefined {
  const known = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!known) return DISCUSSION_MESSAGES.imageType;
  if (file.size > maxBytes) return DISCUSSION_MESSAGES.imageTooLarge;
  return undefined;
}

/** The key of a contracts message in DISCUSSION_MESSAGES, for an app that has its own words for it. */
export function discussionMessageKey(message: string): keyof typeof DISCUSSION_MESSAGES | undefined {
  for (const [key, text] of Object.entries(DISCUSSION_MESSAGES))
    if (text === message) return key as keyof typeof DISCUSSION_MESSAGES;
  return undefined;
}
