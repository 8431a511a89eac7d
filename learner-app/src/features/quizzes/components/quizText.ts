// What the quiz screens say in her language: the API's messages (it answers in English with the
// contracts' own words) and a text that comes in both languages ({ en, hi }).
import { QUIZ_MESSAGES, QUIZ_RULES, SESSION_MESSAGES } from '@ai-women/contracts';
import { errorMessage } from '@ai-women/web-core';
import type { TFunction } from '@ai-women/web-core/i18n';
import { englishTexts } from '../../../i18n';
import quizzesTexts from '../../../i18n/en/quizzes.json';

englishTexts({ quizzes: quizzesTexts });

/** The API's messages these screens know, by their English words → their key in quizzes.messages. */
const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(QUIZ_MESSAGES).map(([key, text]) => [text, key] as [string, string]),
  [SESSION_MESSAGES.unpaid, 'unpaid'],
  [SESSION_MESSAGES.refunded, 'refunded'],
]);

/**
 * A message of the API in her language: a known one from her texts (the English texts are the
 * API's words exactly), anything else as the API wrote it.
 */
export function quizMessage(text: string, t: TFunction): string {
  const key = MESSAGE_KEYS.get(text);
  return key ? t(`quizzes.messages.${key}`, { max: QUIZ_RULES.maxAttempts }) : text;
}

/** A failed call as she reads it: the server's message (in her language when it is a known one). */
export function failedCallMessage(error: unknown, t: TFunction, fallback: string, network: string): string {
  return quizMessage(errorMessage(error, fallback, network), t);
}

/** The one of a question's or option's two texts in the page's language. */
export const inLanguage = (text: { en: string; hi: string }, language: string) =>
  language === 'hi' ? text.hi : text.en;
