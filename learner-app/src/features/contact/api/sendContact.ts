import { useMutation } from '@tanstack/react-query';
import type { ContactValues } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';

/** POST /api/contact: only the ok status matters (spec 01 §7). */
export const sendContactMessage = (values: ContactValues) => api.post<unknown>('/api/contact', values);

export function useSendContact() {
  return useMutation({ mutationFn: sendContactMessage });
}
