// Which message a failed student login shows, in the product's required wording.
import { ApiError, NetworkError } from '@ai-women/web-core';

export const LOGIN_MESSAGES = {
  rejected: 'Invalid credentials. Please try again.',
  failed: 'Login failed. Please try again.',
  noResponse: 'No response received. Please check your internet connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  unpaid: 'Payment not completed. Redirecting to payment page...',
} as const;

export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return LOGIN_MESSAGES.noResponse;
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return LOGIN_MESSAGES.rejected;
    return LOGIN_MESSAGES.failed;
  }
  return LOGIN_MESSAGES.unexpected;
}
