// The discussion's words in her language, for the shared components (@ai-women/web-ui/discussion):
// her texts (discussion.json), and the contracts' and the API's messages by their English words
// (the English texts are those words exactly; a test holds them equal).
import { useMemo } from 'react';
import { REPORT_REASONS, SESSION_MESSAGES, type DiscussionRole } from '@ai-women/contracts';
import { formatTicketDate } from '@ai-women/web-core';
import type { TFunction } from '@ai-women/web-core/i18n';
import { discussionMessageKey, type DiscussionLabels } from '@ai-women/web-ui/discussion';
import { englishTexts, useT } from '../../../i18n';
import discussionTexts from '../../../i18n/en/discussion.json';

englishTexts({ discussion: discussionTexts });

const OTHER_KEYS = new Map<string, string>([
  [SESSION_MESSAGES.unpaid, 'unpaid'],
  [SESSION_MESSAGES.refunded, 'refunded'],
]);

// The API's refusal of a post while her posting is paused (the contracts' mutedMessage): its date
// and reason are put into her language's sentence.
const PAUSED =
  /^Your posting in this discussion is paused until (.+)\. The reason given: “([\s\S]*)”\. You can still read it\.$/;

/** A message of the contracts or the API in her language; one it does not know stays as it came. */
export function discussionMessage(text: string, t: TFunction, language: string): string {
  const key = discussionMessageKey(text) ?? OTHER_KEYS.get(text);
  if (key) return t(`discussion.messages.${key}`);
  const paused = language === 'hi' ? PAUSED.exec(text) : null;
  if (paused) return t('discussion.mutedText', { until: paused[1], reason: paused[2] });
  return text;
}

const ROLES: DiscussionRole[] = ['student', 'tutor', 'staff'];

/** Every word the shared discussion components show, in the page's language. */
export function useDiscussionLabels(): DiscussionLabels {
  const { t, language, locale } = useT();
  return useMemo(() => {
    const say = (text: string) => discussionMessage(text, t, language);
    const number = (n: number) => n.toLocaleString('en-IN');
    return {
      locale,
      say,
      role: Object.fromEntries(ROLES.map((r) => [r, t(`discussion.role.${r}`)])) as DiscussionLabels['role'],
      you: t('discussion.you'),
      session: (no, topic) => t('discussion.session', { no, topic }),
      listLabel: t('discussion.listLabel'),
      pinned: t('discussion.pinned'),
      answered: t('discussion.answered'),
      replies: (count) => (count === 0 ? t('discussion.repliesNone') : t('discussion.replies', { count })),
      askedBy: (name, date) => t('discussion.askedBy', { name, date }),
      lastActivity: (date) => t('discussion.lastActivity', { date }),
      emptyTitle: t('discussion.emptyTitle'),
      emptyText: t('discussion.emptyText'),
      repliesHeading: (count) =>
        count === 0 ? t('discussion.repliesHeading') : t('discussion.repliesHeadingCount', { count }),
      noReplies: t('discussion.noReplies'),
      isAnswer: t('discussion.isAnswer'),
      photoAlt: (name, author) => t('discussion.photoAlt', { name, author }),
      reportPost: (author) => t('discussion.reportPost', { author }),
      report: t('discussion.report'),
      reportedByMe: t('discussion.reportedByMe'),
      askButton: t('discussion.askButton'),
      askHeading: t('discussion.askHeading'),
      cancel: t('discussion.cancel'),
      titleLabel: t('discussion.titleLabel'),
      titleHelp: t('discussion.titleHelp'),
      sessionLabel: t('discussion.sessionLabel'),
      noSession: t('discussion.noSession'),
      questionLabel: t('discussion.questionLabel'),
      questionHelp: t('discussion.questionHelp'),
      replyHeading: t('discussion.replyHeading'),
      replyLabel: t('discussion.replyLabel'),
      replyHelp: t('discussion.replyHelp'),
      counter: (n, max) => t('discussion.counter', { n: number(n), max: number(max) }),
      imageLabel: t('discussion.imageLabel'),
      imageHint: t('discussion.imageHint'),
      chooseImage: t('discussion.chooseImage'),
      noImage: t('discussion.noImage'),
      removeImage: (name) => t('discussion.removeImage', { name }),
      postQuestion: t('discussion.postQuestion'),
      postReply: t('discussion.postReply'),
      sendFailed: t('discussion.sendFailed'),
      offline: t('discussion.offline'),
      reportTitle: t('discussion.reportTitle'),
      reportIntro: t('discussion.reportIntro'),
      reasonLegend: t('discussion.reasonLegend'),
      reasons: Object.fromEntries(
        REPORT_REASONS.map((r) => [r, t(`discussion.reasons.${r}`)]),
      ) as DiscussionLabels['reasons'],
      noteLabel: t('discussion.noteLabel'),
      noteHelp: t('discussion.noteHelp'),
      sendReport: t('discussion.sendReport'),
      close: t('discussion.close'),
      reportFailed: t('discussion.reportFailed'),
      mutedTitle: t('discussion.mutedTitle'),
      // The API's own sentence in English; in Hindi, hers, with the end of the pause in India time.
      mutedText: (muted) =>
        language === 'hi'
          ? t('discussion.mutedText', { until: formatTicketDate(muted.until, locale), reason: muted.reason })
          : muted.message,
    };
  }, [t, language, locale]);
}
