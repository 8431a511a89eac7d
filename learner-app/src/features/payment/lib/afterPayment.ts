// Where a student goes once her payment is recorded. She registered on this browser, so the server
// already holds her session (registration starts it); the browser never assumes that: it asks the
// server who is signed in and only then opens her dashboard, signed in. With no session (paid on a
// link opened in another browser, session expired) she signs in as before.
import { fetchMe, markRegistered, storeLoggedInUser } from '@ai-women/web-core';

export async function signedInAfterPayment(userId: string): Promise<boolean> {
  try {
    const me = (await fetchMe()) as { role?: string | null; user?: Parameters<typeof storeLoggedInUser>[0] };
    if (me?.role !== 'student' || !me.user || String(me.user.id) !== String(userId)) return false;
    storeLoggedInUser(me.user);
    markRegistered();
    return true;
  } catch {
    return false;
  }
}
