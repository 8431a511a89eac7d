// Session storage keys of DESIGN §9, read and written in one place. Every write announces itself so
// the shell's header (another bundle in the same tab) can update without a reload.
export const SESSION_CHANGE_EVENT = 'aarohi:session-change';

export interface StoredUser {
  id: number | string;
  fullname?: string;
  name?: string;
  username?: string;
  email?: string;
  paymentstatus?: string;
  payment?: { transactionId: string; amount: number; paidAt: string };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function announce() {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function getStoredUser(): StoredUser | null {
  const raw = storage()?.getItem('user');
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function isPaymentCompleted(user: Pick<StoredUser, 'paymentstatus'> | null | undefined): boolean {
  return user?.paymentstatus?.toLowerCase() === 'completed';
}

/** Spec 02 §3: the first present of name, username, fullname. */
export function displayName(user: StoredUser | null | undefined, fallback = 'Learner'): string {
  return user?.name || user?.username || user?.fullname || fallback;
}

export function storeLoggedInUser(user: StoredUser) {
  const s = storage();
  s?.setItem('user', JSON.stringify(user));
  s?.setItem('isLoggedIn', 'true');
  if (isPaymentCompleted(user)) s?.setItem('isPaid', 'true');
  announce();
}

export function markRegistered() {
  storage()?.setItem('isRegistered', 'true');
  announce();
}

/**
 * The userId a registration (or an unpaid login) hands to /payment. Navigation state carries it too;
 * this copy lets a reload of /payment keep it. Cleared with the rest of session storage at logout.
 */
export const PENDING_PAYMENT_USER_KEY = 'pendingPaymentUserId';

export function setPendingPaymentUserId(userId: number | string) {
  storage()?.setItem(PENDING_PAYMENT_USER_KEY, String(userId));
}

export function getPendingPaymentUserId(): string | null {
  return storage()?.getItem(PENDING_PAYMENT_USER_KEY) ?? null;
}

export function clearPendingPaymentUserId() {
  storage()?.removeItem(PENDING_PAYMENT_USER_KEY);
}

/** After a recorded payment the stored user (if any) is marked completed too. */
export function markStoredUserPaid(payment?: StoredUser['payment']) {
  const user = getStoredUser();
  if (!user) return;
  storage()?.setItem('user', JSON.stringify({ ...user, paymentstatus: 'completed', ...(payment ? { payment } : {}) }));
  announce();
}

export function markPaid() {
  storage()?.setItem('isPaid', 'true');
  announce();
}

/** Student or site logout: the stored user goes and all session storage is cleared. */
export function clearStudentSession() {
  const s = storage();
  s?.removeItem('user');
  s?.clear();
  announce();
}
