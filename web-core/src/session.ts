// The session-storage keys every bundle shares, read and written in one place for every bundle of the page:
// the student's (`user`, `isLoggedIn`, `isPaid`, `isRegistered`, `pendingPaymentUserId`) and the
// tutor's (`tutor`, `tutorData`, `isTutorLoggedIn`). Every write announces itself with a change event
// so another bundle in the same tab (the shell's header, the portal frame) updates without a reload.
import type { TutorData } from '@ai-women/contracts';
import { apiBaseUrl } from './config';
import { isLanguage, readLanguageCookie, setPreferredLanguage } from './language-preference';
import { isPaymentCompleted } from '@ai-women/contracts';

export const SESSION_KEYS = {
  user: 'user',
  isLoggedIn: 'isLoggedIn',
  isPaid: 'isPaid',
  isRegistered: 'isRegistered',
  pendingPaymentUserId: 'pendingPaymentUserId',
  tutor: 'tutor',
  tutorData: 'tutorData',
  isTutorLoggedIn: 'isTutorLoggedIn',
  /** What the last recorded payment bought: /login says it (batch, first class), her first dashboard once more. */
  lastPayment: 'aarohiLastPayment',
  /** The back office: a hint that a staff session exists (the server decides; see hasStaffHint). */
  staffSignedIn: 'aarohiStaffSignedIn',
} as const;

/** Any write to the student's keys. */
export const SESSION_CHANGE_EVENT = 'aarohi:session-change';
/** Any write to the tutor's keys. */
export const TUTOR_SESSION_CHANGE_EVENT = 'aarohi:tutor-session-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function announce(event: string) {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

function readObject<T>(key: string, unreadable: T | null): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as T) : unreadable;
  } catch {
    return unreadable;
  }
}

// ---- the student

export interface StoredUser {
  id: number | string;
  fullname?: string;
  name?: string;
  username?: string;
  email?: string;
  paymentstatus?: string;
  payment?: StoredPayment;
  /** Her language on her account ('en' | 'hi'). */
  language?: string;
}

/** A payment as the confirmation PDF needs it: what, when, for which course, in which batch. */
export interface StoredPayment {
  transactionId: string;
  amount: number;
  paidAt: string;
  courseTitle?: string | null;
  batch?: { name: string; timing: string; firstClassDate: string | null } | null;
}

/** The payment page's hand-over to /login: who paid, for what, and where she was placed. */
export interface LastPayment {
  /** Who paid: /login treats her as signed in only when the server's session is hers. */
  userId?: number | string;
  name: string | null;
  courseTitle: string | null;
  payment: StoredPayment;
  /** Null: paid, waiting for a batch of her course to open. */
  placement: {
    batchName: string;
    timing: string;
    firstClassDate: string | null;
    /** The batch she chose, when it filled up while she paid. */
    movedFrom: string | null;
  } | null;
}

export function setLastPayment(record: LastPayment) {
  storage()?.setItem(SESSION_KEYS.lastPayment, JSON.stringify(record));
}

export function getLastPayment(): LastPayment | null {
  const record = readObject<LastPayment>(SESSION_KEYS.lastPayment, null);
  return record && typeof record.payment?.transactionId === 'string' ? record : null;
}

export function clearLastPayment() {
  storage()?.removeItem(SESSION_KEYS.lastPayment);
}

export function getStoredUser(): StoredUser | null {
  return readObject<StoredUser>(SESSION_KEYS.user, null);
}

/**
 * Whether the signed-in student has paid: the stored account read by contracts' one reading of a
 * payment status (`isPaymentCompleted`).
 */
export function hasPaid(user: Pick<StoredUser, 'paymentstatus'> | null | undefined): boolean {
  return isPaymentCompleted(user?.paymentstatus);
}

/** A tutor's display name: the first present of name, username, fullname (older stored records used the latter two). */
export function displayName(user: StoredUser | null | undefined, fallback = 'Learner'): string {
  return user?.name || user?.username || user?.fullname || fallback;
}

export function storeLoggedInUser(user: StoredUser) {
  const s = storage();
  s?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  s?.setItem(SESSION_KEYS.isLoggedIn, 'true');
  if (hasPaid(user)) s?.setItem(SESSION_KEYS.isPaid, 'true');
  // Signed in, her account's language is her choice on this browser too (student area, switch).
  if (isLanguage(user.language) && readLanguageCookie() !== user.language)
    setPreferredLanguage(user.language);
  announce(SESSION_CHANGE_EVENT);
}

export function markRegistered() {
  storage()?.setItem(SESSION_KEYS.isRegistered, 'true');
  announce(SESSION_CHANGE_EVENT);
}

/**
 * The userId a registration (or an unpaid login) hands to /payment. Navigation state carries it too;
 * this copy lets a reload of /payment keep it. Cleared with the rest of session storage at logout.
 */
export function setPendingPaymentUserId(userId: number | string) {
  storage()?.setItem(SESSION_KEYS.pendingPaymentUserId, String(userId));
}

export function getPendingPaymentUserId(): string | null {
  return storage()?.getItem(SESSION_KEYS.pendingPaymentUserId) ?? null;
}

export function clearPendingPaymentUserId() {
  storage()?.removeItem(SESSION_KEYS.pendingPaymentUserId);
}

/** After a recorded payment the stored user (if any) is marked completed too. */
export function markStoredUserPaid(payment?: StoredUser['payment']) {
  const user = getStoredUser();
  if (!user) return;
  const paid = { ...user, paymentstatus: 'completed', ...(payment ? { payment } : {}) };
  storage()?.setItem(SESSION_KEYS.user, JSON.stringify(paid));
  announce(SESSION_CHANGE_EVENT);
}

export function markPaid() {
  storage()?.setItem(SESSION_KEYS.isPaid, 'true');
  announce(SESSION_CHANGE_EVENT);
}

function clearStudentLocal() {
  const s = storage();
  s?.removeItem(SESSION_KEYS.user);
  s?.clear();
  restoring = null;
  announce(SESSION_CHANGE_EVENT);
}

/**
 * Student or site logout (or her server session is gone): the stored user goes, all session storage
 * is cleared, and the other tabs of this browser are told (they share the session cookie).
 */
export function clearStudentSession() {
  clearStudentLocal();
  tellOtherTabs('student');
}

/**
 * Site logout from any bundle: end the server session (a failure is ignored, and the
 * request outlives the page), clear session storage and tell the other bundles.
 */
export function logoutEverywhere(): Promise<void> {
  const request = fetch(`${apiBaseUrl()}/logout`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
  clearStudentSession();
  return request;
}

// ---- the tutor

export type StoredTutor = Omit<Partial<TutorData>, 'tutor_id'> & { tutor_id?: number | string | null };

/** The stored tutor, or null when none is stored (the tutor guard's test); {} when unreadable. */
export function getStoredTutor(): StoredTutor | null {
  return readObject<StoredTutor>(SESSION_KEYS.tutorData, {});
}

/** The stored tutor's id, when present: screens show their inline login prompt without it. */
export function getStoredTutorId(): number | string | null {
  const id = getStoredTutor()?.tutor_id;
  return id === undefined || id === null || id === '' ? null : id;
}

/** Login or registration success: `tutor`, `tutorData` and the flag. */
export function storeTutor(tutor: TutorData) {
  const s = storage();
  const json = JSON.stringify(tutor);
  s?.setItem(SESSION_KEYS.tutor, json);
  s?.setItem(SESSION_KEYS.tutorData, json);
  s?.setItem(SESSION_KEYS.isTutorLoggedIn, 'true');
  announce(TUTOR_SESSION_CHANGE_EVENT);
}

/** Profile saved: the stored copies follow the server's answer. */
export function updateStoredTutor(patch: Partial<TutorData>) {
  const current = getStoredTutor();
  if (!current) return;
  const json = JSON.stringify({ ...current, ...patch });
  const s = storage();
  s?.setItem(SESSION_KEYS.tutorData, json);
  s?.setItem(SESSION_KEYS.tutor, json);
  announce(TUTOR_SESSION_CHANGE_EVENT);
}

function clearTutorLocal() {
  const s = storage();
  s?.removeItem(SESSION_KEYS.tutor);
  s?.removeItem(SESSION_KEYS.tutorData);
  s?.removeItem(SESSION_KEYS.isTutorLoggedIn);
  restoring = null;
  announce(TUTOR_SESSION_CHANGE_EVENT);
}

/** Tutor logout or an expired server session; the other tabs are told. */
export function clearTutorSession() {
  clearTutorLocal();
  tellOtherTabs('tutor');
}

// ---- the staff (back office)

/**
 * Whether this tab signed in to the back office. Only a hint, never trusted: the server checks the
 * staff session on every call. It spares a signed-out visitor a refused /api/staff/me call.
 */
export function hasStaffHint(): boolean {
  return storage()?.getItem(SESSION_KEYS.staffSignedIn) === 'true';
}

export function setStaffHint(signedIn: boolean): void {
  const store = storage();
  if (!store) return;
  if (signedIn) store.setItem(SESSION_KEYS.staffSignedIn, 'true');
  else {
    const had = store.getItem(SESSION_KEYS.staffSignedIn) === 'true';
    store.removeItem(SESSION_KEYS.staffSignedIn);
    restoring = null;
    if (had) tellOtherTabs('staff');
  }
}

// ---- one sign-in for every tab of the browser

/*
 * The session cookie belongs to the browser, but session storage to one tab: a new tab, or a link
 * from a mail, starts with nothing stored although the server session is valid. restoreSession asks
 * the server once per page (GET /api/me?probe=1, which answers "nobody" with a 200 so a signed-out
 * visit logs no error) and stores what the signed-in pages expect, before a guard decides. A logout
 * in one tab is announced on a BroadcastChannel; the others clear the same role's keys at once, and
 * a tab that misses it still finds out on its next call (401).
 */

export type SessionRole = 'student' | 'tutor' | 'staff';

/** Announced in a tab when another tab signed this role out; the role is the event's `detail`. */
export const SIGNED_OUT_ELSEWHERE_EVENT = 'aarohi:signed-out-elsewhere';

const CHANNEL_NAME = 'aarohi-session';
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return (channel = null);
  try {
    channel = new BroadcastChannel(CHANNEL_NAME);
  } catch {
    return (channel = null);
  }
  // Node's BroadcastChannel (tests) would otherwise keep the process alive.
  (channel as unknown as { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent) => {
    const role = (event.data as { signedOut?: unknown } | null)?.signedOut;
    if (role === 'student') clearStudentLocal();
    else if (role === 'tutor') clearTutorLocal();
    else if (role === 'staff') {
      storage()?.removeItem(SESSION_KEYS.staffSignedIn);
      restoring = null;
    } else return;
    window.dispatchEvent(new CustomEvent(SIGNED_OUT_ELSEWHERE_EVENT, { detail: role }));
  };
  return channel;
}

function tellOtherTabs(role: SessionRole) {
  try {
    sessionChannel()?.postMessage({ signedOut: role });
  } catch {
    // A closed channel: the other tabs learn it from their next call.
  }
}

/** Starts listening for logouts in other tabs (each app calls it once when it starts). */
export function listenForSignOutElsewhere(): void {
  sessionChannel();
}

/** Whether this tab holds a signed-in student, tutor or staff hint. */
export function hasStoredSession(): boolean {
  return getStoredUser() !== null || getStoredTutor() !== null || hasStaffHint();
}

interface MeAnswer {
  role?: SessionRole | null;
  user?: StoredUser;
  tutor?: TutorData;
}

let restoring: Promise<SessionRole | null> | null = null;

/**
 * Stores the signed-in person the server knows, when this tab stores nobody; resolves with their role
 * (null: nobody, or the server could not be asked). One request per page however many guards ask.
 */
export function restoreSession(): Promise<SessionRole | null> {
  sessionChannel();
  if (restoring) return restoring;
  if (typeof fetch !== 'function') return Promise.resolve(null);
  restoring = fetch(`${apiBaseUrl()}/api/me?probe=1`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then((response) => (response.ok ? (response.json() as Promise<MeAnswer>) : null))
    .then(
      (me): SessionRole | null => {
        if (me?.role === 'student' && me.user) {
          if (!getStoredUser()) {
            storeLoggedInUser(me.user);
            markRegistered();
          }
          return 'student';
        }
        if (me?.role === 'tutor' && me.tutor) {
          if (!getStoredTutor()) storeTutor(me.tutor);
          return 'tutor';
        }
        if (me?.role === 'staff') {
          storage()?.setItem(SESSION_KEYS.staffSignedIn, 'true');
          return 'staff';
        }
        return null;
      },
      () => {
        // Offline or the API is down: ask again next time rather than remembering "nobody".
        restoring = null;
        return null;
      },
    );
  return restoring;
}

/** For tests: forget the answer of this page's restore. */
export function resetSessionRestore(): void {
  restoring = null;
}
