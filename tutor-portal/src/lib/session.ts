// Session storage keys of DESIGN §9 for the tutor (`tutor`, `tutorData`, `isTutorLoggedIn`), read and
// written in one place. Every write announces itself so the portal frame updates without a reload.
import type { TutorData } from '@ai-women/contracts';

export const TUTOR_SESSION_CHANGE_EVENT = 'aarohi:tutor-session-change';

export type StoredTutor = Omit<Partial<TutorData>, 'tutor_id'> & { tutor_id?: number | string | null };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TUTOR_SESSION_CHANGE_EVENT));
}

/** The stored tutor, or null when none is stored (the tutor guard's test). */
export function getStoredTutor(): StoredTutor | null {
  const raw = storage()?.getItem('tutorData');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StoredTutor) : {};
  } catch {
    return {};
  }
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
  s?.setItem('tutor', json);
  s?.setItem('tutorData', json);
  s?.setItem('isTutorLoggedIn', 'true');
  announce();
}

/** Profile saved: the stored copies follow the server's answer. */
export function updateStoredTutor(patch: Partial<TutorData>) {
  const current = getStoredTutor();
  if (!current) return;
  const json = JSON.stringify({ ...current, ...patch });
  const s = storage();
  s?.setItem('tutorData', json);
  s?.setItem('tutor', json);
  announce();
}

/** Tutor logout or an expired server session. */
export function clearTutorSession() {
  const s = storage();
  s?.removeItem('tutor');
  s?.removeItem('tutorData');
  s?.removeItem('isTutorLoggedIn');
  announce();
}
