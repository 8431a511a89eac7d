// Tutor registration, login and logout (spec 01 §7, DESIGN §9).
import type { TutorData } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';

export interface TutorRegisterPayload {
  name: string;
  email: string;
  mobile_number: string;
  password: string;
}
export interface TutorRegisterResult {
  success: boolean;
  tutor?: TutorData;
  message?: string;
  error?: string;
}
export interface TutorLoginResult {
  success: boolean;
  data?: TutorData;
  tutor?: TutorData;
  message?: string;
}

export function registerTutor(payload: TutorRegisterPayload) {
  return api.post<TutorRegisterResult>('/tutor/register', payload, { anonymous: true });
}

export function loginTutor(email: string, password: string) {
  return api.post<TutorLoginResult>(
    '/api/tutor/login',
    { email: email.trim(), password },
    { anonymous: true },
  );
}

/** Ends the server session; the stored tutor is cleared whatever the answer. */
export async function logoutTutor(): Promise<void> {
  try {
    await api.post('/api/tutor/logout', undefined, { anonymous: true });
  } catch {
    // the local sign-out still happens
  }
}
