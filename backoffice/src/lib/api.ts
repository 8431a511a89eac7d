// The back office's client: web-core's one client, typed from the API's OpenAPI document. A 401 on a
// staff call means the staff session is gone (signed out elsewhere, or disabled): the page frame
// hears the event and sends the visitor to /staff/login.
import { createApiClient, errorMessage, typedApi } from '@ai-women/web-core';

export const STAFF_SESSION_EXPIRED_EVENT = 'aarohi:staff-session-expired';

export const client = createApiClient({
  onUnauthorized: () => window.dispatchEvent(new CustomEvent(STAFF_SESSION_EXPIRED_EVENT)),
});
export const api = typedApi(client);

/** What to tell the staff member when a call failed: the API's message, or why there was none. */
export function messageOf(error: unknown, fallback = 'That did not work. Please try again.'): string {
  return errorMessage(error, fallback, 'The server cannot be reached. Check the connection and try again.');
}
