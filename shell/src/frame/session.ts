// The shell's read-only view of the student session (DESIGN §9 keys). The learner remote writes the
// keys and announces every write with SESSION_CHANGE_EVENT; the header re-reads on that event, on
// another tab's `storage` event and on every location change.
import { useEffect, useState } from 'react';
import { useIsClient } from '@ai-women/ui-kit';

export const SESSION_CHANGE_EVENT = 'aarohi:session-change';

export interface ShellStoredUser {
  id?: number | string;
  paymentstatus?: string;
}

export function readStoredUser(): ShellStoredUser | null {
  try {
    const raw = window.sessionStorage.getItem('user');
    if (!raw) return null;
    const user = JSON.parse(raw) as unknown;
    return user && typeof user === 'object' ? (user as ShellStoredUser) : null;
  } catch {
    return null;
  }
}

/** 'completed' or 'Completed' (spec 01 §2): compared case-insensitively. */
export function hasCompletedPayment(user: ShellStoredUser | null): boolean {
  return typeof user?.paymentstatus === 'string' && user.paymentstatus.toLowerCase() === 'completed';
}

/**
 * The stored user, re-read on every location change and session event. While a server-rendered page
 * hydrates it is null (the server renders the signed-out frame), then the stored user.
 */
export function useStoredUser(pathname: string): ShellStoredUser | null {
  const isClient = useIsClient();
  const [user, setUser] = useState(readStoredUser);
  useEffect(() => {
    setUser(readStoredUser());
  }, [pathname]);
  useEffect(() => {
    const reread = () => setUser(readStoredUser());
    window.addEventListener(SESSION_CHANGE_EVENT, reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener(SESSION_CHANGE_EVENT, reread);
      window.removeEventListener('storage', reread);
    };
  }, []);
  return isClient ? user : null;
}

function apiBase(): string {
  const configured = window.__AAROHI_CONFIG__?.apiBaseUrl;
  if (configured) return configured.replace(/\/+$/, '');
  return `${window.location.protocol}//${window.location.hostname}:4000`;
}

/**
 * Site logout (spec 01 §2): end the server session (failure ignored), remove the stored user, clear
 * all session storage and tell the other bundles. The caller then goes to /login.
 */
export function logoutEverywhere(): Promise<void> {
  const request = fetch(`${apiBase()}/logout`, { method: 'POST', credentials: 'include', keepalive: true })
    .then(() => undefined)
    .catch(() => undefined);
  try {
    window.sessionStorage.removeItem('user');
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  return request;
}
