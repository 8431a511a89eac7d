// Messages of the forgot/reset screens that the API does not send.
import { RESET_MESSAGES } from '@ai-women/contracts';
import { ApiError, NetworkError } from '@ai-women/web-core';

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
