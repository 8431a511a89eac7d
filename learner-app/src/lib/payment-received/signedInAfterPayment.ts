// After paying she stops at /login (the spec's flow), but she registered on this browser, so the
// server normally already holds her session (registration starts it). The page never assumes that:
// it asks the server who is signed in and only with her own session confirmed treats her as signed
// in. With no session (paid on a link opened in another browser, the session expired) she logs in.
import { useEffect, useState } from 'react';
import { useIsClient } from '@ai-women/ui-kit';
import {
  getLastPayment,
  getStoredUser,
  markRegistered,
  storeLoggedInUser,
  type LastPayment,
  type StoredUser,
} from '@ai-women/web-core';
import { typed } from '../apiClient';

/**
 * The account the server sent, with the payment she has just made. The server's record knows the
 * payment's id, amount and time but not the course's title or her batch, which the payment page
 * recorded: replacing the stored user with the server's would leave her confirmation PDF without
 * its course.
 */
export function withPaymentJustMade(server: StoredUser, record: LastPayment, stored: StoredUser | null): StoredUser {
  const mine = stored && String(stored.id) === String(server.id) ? stored : null;
  return {
    ...mine,
    ...server,
    paymentstatus: 'completed',
    payment: { ...server.payment, ...mine?.payment, ...record.payment },
  };
}

/**
 * Whether the server says the student who just paid is signed in on this browser; if so, she is
 * stored as signed in (the guards and the header read the stored user). Any doubt — nobody, another
 * person, the API out of reach — answers false, and she logs in as before.
 */
export async function signedInAfterPayment(record: LastPayment): Promise<boolean> {
  try {
    const me = (await typed.get('/api/me', { anonymous: true, query: { probe: '1' } })) as {
      role?: string | null;
      user?: StoredUser;
    };
    if (me?.role !== 'student' || !me.user) return false;
    const stored = getStoredUser();
    const expected = record.userId ?? stored?.id;
    if (expected !== undefined && String(expected) !== String(me.user.id)) return false;
    storeLoggedInUser(withPaymentJustMade(me.user, record, stored));
    markRegistered();
    return true;
  } catch {
    return false;
  }
}

export type AfterPaymentStatus = 'none' | 'checking' | 'signedIn' | 'signedOut';

/**
 * /login's question after a payment: `none` (no payment just made: the ordinary login page),
 * `checking` (asking the server), `signedIn` or `signedOut`. The record lives in this tab's session
 * storage, so the server's render and the first look in the browser are `none`.
 */
export function useSignedInAfterPayment(): { status: AfterPaymentStatus; record: LastPayment | null } {
  const isClient = useIsClient();
  const [record] = useState(() => (typeof window === 'undefined' ? null : getLastPayment()));
  const [answer, setAnswer] = useState<boolean | null>(null);
  useEffect(() => {
    if (!record) return undefined;
    let live = true;
    void signedInAfterPayment(record).then((signedIn) => {
      if (live) setAnswer(signedIn);
    });
    return () => {
      live = false;
    };
  }, [record]);
  if (!isClient || !record) return { status: 'none', record: null };
  return { status: answer === null ? 'checking' : answer ? 'signedIn' : 'signedOut', record };
}
