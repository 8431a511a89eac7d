// The learner app's client: web-core's one client, where a 401 on a call made with a session means
// the student's server session is gone (her screens listen for SESSION_EXPIRED_EVENT).
import { createApiClient, typedApi } from '@ai-women/web-core';

export const SESSION_EXPIRED_EVENT = 'aarohi:session-expired';

export const api = createApiClient({
  onUnauthorized: () => window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)),
});
/** The same client, typed from the API's OpenAPI document (web-core/src/api/typed.ts). */
export const typed = typedApi(api);
