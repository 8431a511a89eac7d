// Tutor registration, login and logout (registering also signs her in), typed from the API's
// OpenAPI document: registration answers `{ success, message, tutor }`, login
// `{ success, message, data }`.
import type { TutorLoginBody, TutorRegisterBody } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

export function registerTutor(payload: TutorRegisterBody) {
  return typed.post('/tutor/register', payload, { anonymous: true });
}

export function loginTutor(email: string, password: string) {
  const body: TutorLoginBody = { email: email.trim(), password };
  return typed.post('/api/tutor/login', body, { anonymous: true });
}

/** Ends the server session; the stored tutor is cleared whatever the answer. */
export async function logoutTutor(): Promise<void> {
  try {
    await typed.post('/api/tutor/logout', undefined, { anonymous: true });
  } catch {
    // the local sign-out still happens
  }
}
