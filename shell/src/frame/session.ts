// The shell's view of the student session: web-core's keys and change event (the learner remote
// writes them). The header re-reads on that event, on another tab's `storage` event and on every
// location change.
import { useEffect, useState } from 'react';
import { useIsClient } from '@ai-women/ui-kit';
import {
  SESSION_CHANGE_EVENT,
  getStoredUser,
  hasStoredSession,
  listenForSignOutElsewhere,
  restoreSession,
  type StoredUser,
} from '@ai-women/web-core';

/**
 * The stored user, re-read on every location change and session event. While a server-rendered page
 * hydrates it is null (the server renders the signed-out frame), then the stored user.
 */
export function useStoredUser(pathname: string): StoredUser | null {
  const isClient = useIsClient();
  const [user, setUser] = useState(getStoredUser);
  useEffect(() => {
    setUser(getStoredUser());
  }, [pathname]);
  useEffect(() => {
    // A new tab or a link from a mail: the header shows her signed in when the server says she is.
    listenForSignOutElsewhere();
    if (!hasStoredSession()) void restoreSession();
  }, []);
  useEffect(() => {
    const reread = () => setUser(getStoredUser());
    window.addEventListener(SESSION_CHANGE_EVENT, reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener(SESSION_CHANGE_EVENT, reread);
      window.removeEventListener('storage', reread);
    };
  }, []);
  return isClient ? user : null;
}
