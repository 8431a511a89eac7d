// Messages of the forgot/reset screens that the API does not send.
import { RESET_MESSAGES, localizeMessage } from '@ai-women/contracts';
import { ApiError, NetworkError } from '@ai-women/web-core';
import { englishTexts, useT } from '../../../i18n';
import resetTexts from '../../../i18n/en/reset.json';

englishTexts({ reset: resetTexts });

export const SCREEN_MESSAGES = {
  noResponse: 'No response received. Please check your internet connection.',
  failed: 'Something went wrong. Please try again.',
  studentPasswordHint: 'At least 6 characters, with an uppercase letter, a lowercase letter and a number.',
} as const;

export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return SCREEN_MESSAGES.noResponse;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return SCREEN_MESSAGES.failed;
}

/**
 * A message in the page's language. The screens keep the English words (they decide what to offer
 * next by them) and translate only what they show: these screens' and the reset API's own messages
 * have their Hindi under reset.messages.*, the shared form rules' in the platform's message table.
 */
export function useSay(): (text: string) => string {
  const { t, language } = useT();
  const known: Record<string, string> = { ...SCREEN_MESSAGES, ...RESET_MESSAGES };
  return (text) => {
    const key = Object.keys(known).find((k) => known[k] === text);
    return key ? t(`reset.messages.${key}`) : localizeMessage(text, language);
  };
}

/** The link itself is the problem (used, expired, unknown): she needs a new one. */
export function isLinkProblem(text: string): boolean {
  const problems: string[] = [
    RESET_MESSAGES.tokenUsed,
    RESET_MESSAGES.tokenExpired,
    RESET_MESSAGES.tokenInvalid,
    RESET_MESSAGES.tokenMissing,
  ];
  return problems.includes(text);
}
