// The tutor portal's client: web-core's one client, where a 401 on a portal call means the server
// session is gone: the stored tutor is cleared and the portal frame sends the visitor to /tutorlogin.
// Some tutor refusals come as 2xx with `success: false`: those are failures here too.
import { clearTutorSession, createApiClient, typedApi } from '@ai-women/web-core';

export const TUTOR_SESSION_EXPIRED_EVENT = 'aarohi:tutor-session-expired';

export const api = createApiClient({
  rejectUnsuccessful: true,
  onUnauthorized: () => {
    clearTutorSession();
    window.dispatchEvent(new CustomEvent(TUTOR_SESSION_EXPIRED_EVENT));
  },
});
/** The same client, typed from the API's OpenAPI document (web-core/src/api/typed.ts). */
export const typed = typedApi(api);
