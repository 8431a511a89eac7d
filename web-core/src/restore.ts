// Guards wait for the session restore (./session.ts) before they decide, so a new tab or a link
// from a mail opens the page she asked for instead of flashing the login page.
import { useEffect, useState } from 'react';
import { listenForSignOutElsewhere, restoreSession } from './session';

/**
 * True once the guard can decide: at once when this tab already stores the person (`isStored`),
 * else after the server was asked who is signed in.
 */
export function useSessionRestore(isStored: () => boolean): boolean {
  const [ready, setReady] = useState(isStored);
  // A guarded page hears a logout in another tab even when it never needed to restore.
  useEffect(() => listenForSignOutElsewhere(), []);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void restoreSession().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
