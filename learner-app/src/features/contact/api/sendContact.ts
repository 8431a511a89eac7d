import { useMutation } from '@tanstack/react-query';
import type { ContactValues } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

/** POST /api/contact: only the ok status matters (spec 01 §7). */
export const sendContactMessage = (values: ContactValues) => typed.post('/api/contact', values);

export function useSendContact() {
  return useMutation({ mutationFn: sendContactMessage });
}
