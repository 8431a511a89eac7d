/**
 * A batch's discussion space: the rules its members' browsers and the API share. Members are the
 * batch's paid students, its tutor and the school's staff; the API decides every access.
 *
 * Safety comes first here: names are shown as she gave them, never an e-mail address or a phone
 * number, and a post that would share one is refused before it is stored (a number typed into a
 * post is as exposed as one printed by the API).
 */

export const DISCUSSION_RULES = {
  /** A thread's title, after trimming. */
  titleMax: 120,
  /** A post's text (after trimming; a line break counts once). */
  bodyMax: 2000,
  /** One optional photo per post, sniffed by its bytes. */
  imageMaxBytes: 5 * 1024 * 1024,
  imageKinds: ['png', 'jpeg'] as const,
  /** A report's own words, and a moderator's reason for hiding or muting. */
  reasonMax: 500,
  /** How long a tutor or staff member may pause a member's posting. */
  muteDays: [1, 3, 7] as const,
  /** Posts (threads and replies) one member may write in a window, then 429. */
  postsPerWindow: 20,
  postWindowMinutes: 15,
} as const;

export type DiscussionImageKind = (typeof DISCUSSION_RULES.imageKinds)[number];
export type MuteDays = (typeof DISCUSSION_RULES.muteDays)[number];

/** Why someone reports a post; `other` asks for her own words. */
export const REPORT_REASONS = ['unkind', 'personal', 'spam', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a tutor or staff member can do to a post; `dismiss` closes its reports and keeps it. */
export const MODERATION_ACTIONS = ['hide', 'unhide', 'pin', 'unpin', 'answer', 'unanswer', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export type DiscussionRole = 'student' | 'tutor' | 'staff';

export const DISCUSSION_MESSAGES = {
  titleRequired: 'Give your question a short title.',
  titleTooLong: `A title can be at most ${DISCUSSION_RULES.titleMax} characters.`,
  bodyRequired: 'Write your message before posting it.',
  bodyTooLong: `A message can be at most ${DISCUSSION_RULES.bodyMax.toLocaleString('en-IN')} characters.`,
  personalDetails:
    'For everyone’s safety, phone numbers and e-mail addresses cannot be shared in the discussion. Remove them and post again.',
  imageType: 'Attach a photo (JPEG or PNG).',
  imageTooLarge: 'The photo is too large: at most 5 MB.',
  oneImage: 'Attach one photo at most.',
  noSuchSession: 'Choose one of your batch’s sessions, or none.',
  notMember: 'This discussion is for the batch’s students, its tutor and the school’s staff.',
  noBatch: 'Your batch’s discussion opens once you have a batch.',
  threadNotFound: 'Discussion thread not found.',
  postNotFound: 'Post not found.',
  noImage: 'This post has no photo.',
  rateLimited: 'You are posting very quickly. Please wait a few minutes and post again.',
  posted: 'Your message is posted.',
  threadPosted: 'Your question is posted. Your batch and your tutor can reply.',
  reportReason: 'Choose why you are reporting this post.',
  reportNote: 'Tell us in a few words what is wrong.',
  reasonTooLong: `Keep it to ${DISCUSSION_RULES.reasonMax} characters.`,
  reported: 'Thank you. Your tutor and the school’s staff will look at this post. The person who wrote it is not told who reported it.',
  alreadyReported: 'You have reported this post already. Your tutor and the school’s staff will look at it.',
  ownPost: 'You cannot report your own post. You can ask your tutor to remove it.',
  action: 'Choose what to do with the post.',
  hideReason: 'Write why you are hiding this post. Students do not see it; the school’s staff do.',
  hidden: 'The post is hidden. Students no longer see it.',
  unhidden: 'The post is visible again.',
  pinned: 'The thread is pinned to the top.',
  unpinned: 'The thread is no longer pinned.',
  answerMarked: 'The reply is marked as the answer.',
  answerUnmarked: 'The reply is no longer marked as the answer.',
  dismissed: 'The reports are closed and the post stays visible.',
  noReports: 'This post has no open reports.',
  pinThreadOnly: 'Only a thread can be pinned, not a reply.',
  answerReplyOnly: 'Only a reply can be marked as the answer.',
  muteDays: 'Choose for how long: 1, 3 or 7 days.',
  muteReason: 'Write why her posting is paused. She sees this reason.',
  muteStudentsOnly: 'Only a student of this batch can be paused.',
  muted: 'Her posting is paused. She can still read the discussion.',
  unmuted: 'She can post again.',
} as const;

/** What she reads when her posting is paused, with the time it ends (India time, formatted by the caller). */
export const mutedMessage = (until: string, reason: string) =>
  `Your posting in this discussion is paused until ${until}. The reason given: “${reason}”. You can still read it.`;

/** A post's text as it is counted and stored: line breaks as one character, trimmed. */
export function discussionText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').trim();
}

const URL_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/**
 * Ten digits or more in one run, allowing the spaces, dots, dashes and brackets people write in a
 * number (98765 43210, +91-98765-43210, (022) 2345 6789); Devanagari digits count too.
 */
const PHONE_RE = /(?:\+\s*)?[0-9०-९](?:[\s().-]{0,2}[0-9०-९]){9,}/u;

/**
 * Whether a text shares an e-mail address or a phone number. Links are left out of the check:
 * a video's address often has long runs of digits, and a link is not a way to reach her.
 */
export function sharesContactDetails(text: string): boolean {
  const withoutLinks = text.replace(URL_RE, ' ');
  return EMAIL_RE.test(withoutLinks) || PHONE_RE.test(withoutLinks);
}

/** The problem with a post's text, or undefined when it may be posted. */
export function validateDiscussionBody(raw: string): string | undefined {
  const text = discussionText(raw);
  if (!text) return DISCUSSION_MESSAGES.bodyRequired;
  if ([...text].length > DISCUSSION_RULES.bodyMax) return DISCUSSION_MESSAGES.bodyTooLong;
  if (sharesContactDetails(text)) return DISCUSSION_MESSAGES.personalDetails;
  return undefined;
}

/** The problem with a thread's title, or undefined. */
export function validateDiscussionTitle(raw: string): string | undefined {
  const text = discussionText(raw).replace(/\s+/g, ' ');
  if (!text) return DISCUSSION_MESSAGES.titleRequired;
  if ([...text].length > DISCUSSION_RULES.titleMax) return DISCUSSION_MESSAGES.titleTooLong;
  if (sharesContactDetails(text)) return DISCUSSION_MESSAGES.personalDetails;
  return undefined;
}

/** A title as stored: one line. */
export const discussionTitle = (raw: string) => discussionText(raw).replace(/\s+/g, ' ');

/** The problem with a report, or undefined. */
export function validateReport(reason: unknown, note: string): string | undefined {
  if (!(REPORT_REASONS as readonly unknown[]).includes(reason)) return DISCUSSION_MESSAGES.reportReason;
  const text = discussionText(note);
  if (reason === 'other' && !text) return DISCUSSION_MESSAGES.reportNote;
  if ([...text].length > DISCUSSION_RULES.reasonMax) return DISCUSSION_MESSAGES.reasonTooLong;
  return undefined;
}

/** The problem with a moderator's reason (hiding a post, pausing a member), or undefined. */
export function validateModerationReason(raw: string, required: string): string | undefined {
  const text = discussionText(raw);
  if (!text) return required;
  if ([...text].length > DISCUSSION_RULES.reasonMax) return DISCUSSION_MESSAGES.reasonTooLong;
  return undefined;
}

/** One piece of a post's text: plain words, or a link to make clickable (https and http only). */
export type TextPiece = { text: string; href?: undefined } | { text: string; href: string };

/**
 * A post's text cut into words and links, for the browser to render as text and anchors (never as
 * HTML). A trailing full stop, comma or closing bracket stays with the sentence, not the link.
 */
export function linkPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    let link = match[0];
    const trail = /[.,;:!?)\]]+$/.exec(link);
    if (trail && !(trail[0].startsWith(')') && link.includes('('))) link = link.slice(0, -trail[0].length);
    const at = match.index ?? 0;
    let href: string | undefined;
    try {
      href = new URL(link).href;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (at > last) pieces.push({ text: text.slice(last, at) });
    pieces.push({ text: link, href });
    last = at + link.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
