import { useMutation } from '@tanstack/react-query';
import type { ContactValues } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

/** POST /api/contact: only the ok status matters; the form shows nothing from the body. */
export const sendContactMessage = (values: ContactValues) => typed.post('/api/contact', values);

export function useSendContact() {
  return useMutation({ mutationFn: sendContactMessage });
}
