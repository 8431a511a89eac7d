// The session-storage keys of DESIGN §9, read and written in one place for every bundle of the page:
// the student's (`user`, `isLoggedIn`, `isPaid`, `isRegistered`, `pendingPaymentUserId`) and the
// tutor's (`tutor`, `tutorData`, `isTutorLoggedIn`). Every write announces itself with a change event
// so another bundle in the same tab (the shell's header, the portal frame) updates without a reload.
import type { TutorData } from '@ai-women/contracts';
import { apiBaseUrl } from './config';

export const SESSION_KEYS = {
  user: 'user',
  isLoggedIn: 'isLoggedIn',
  isPaid: 'isPaid',
  isRegistered: 'isRegistered',
  pendingPaymentUserId: 'pendingPaymentUserId',
  tutor: 'tutor',
  tutorData: 'tutorData',
  isTutorLoggedIn: 'isTutorLoggedIn',
  /** What the last recorded payment bought: /login says it (batch, first class) until she logs in. */
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

/** 'completed' or 'Completed' (spec 01 §2): compared case-insensitively. */
export function isPaymentCompleted(user: Pick<StoredUser, 'paymentstatus'> | null | undefined): boolean {
  return typeof user?.paymentstatus === 'string' && user.paymentstatus.toLowerCase() === 'completed';
}

/** Spec 02 §3: the first present of name, username, fullname. */
export function displayName(user: StoredUser | null | undefined, fallback = 'Learner'): string {
  return user?.name || user?.username || user?.fullname || fallback;
}

export function storeLoggedInUser(user: StoredUser) {
  const s = storage();
  s?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  s?.setItem(SESSION_KEYS.isLoggedIn, 'true');
  if (isPaymentCompleted(user)) s?.setItem(SESSION_KEYS.isPaid, 'true');
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

/** Student or site logout: the stored user goes and all session storage is cleared. */
export function clearStudentSession() {
  const s = storage();
  s?.removeItem(SESSION_KEYS.user);
  s?.clear();
  announce(SESSION_CHANGE_EVENT);
}

/**
 * Site logout (spec 01 §2) from any bundle: end the server session (a failure is ignored, and the
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

/** Tutor logout or an expired server session. */
export function clearTutorSession() {
  const s = storage();
  s?.removeItem(SESSION_KEYS.tutor);
  s?.removeItem(SESSION_KEYS.tutorData);
  s?.removeItem(SESSION_KEYS.isTutorLoggedIn);
  announce(TUTOR_SESSION_CHANGE_EVENT);
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
  else store.removeItem(SESSION_KEYS.staffSignedIn);
}
