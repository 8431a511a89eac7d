// The back office's WhatsApp views for the Pages stories (/staff/whatsapp and
// /staff/batches/:batchId/whatsapp), from the screens' own fixtures: an evening batch's reminders
// with a refused number whose reminder went by mail instead, one handler set per state.
import { answerGet as get, envelope, type MockState } from './api';
import { emptyReach, whatsappPage, whatsappReach } from '../../backoffice/src/features/whatsapp/fixtures';

/** The batches the list's filter offers: read in every state, so the filter bar looks the same. */
const batchOptions = get(
  '/api/staff/batches',
  envelope([
    { batch_id: 12, batch_name: 'Aarohi Evening Batch 12' },
    { batch_id: 14, batch_name: 'Aarohi Weekend Batch 14' },
  ]),
);

export function staffWhatsAppHandlers(state: MockState) {
  const path = '/api/staff/whatsapp/messages';
  const body =
    state === 'loading' || state === 'error'
      ? state
      : envelope(state === 'empty' ? { messages: [], page: 1, per_page: 25, total: 0 } : whatsappPage);
  return [get(path, body), batchOptions];
}

export function staffWhatsAppReachHandlers(state: MockState) {
  const path = '/api/staff/batches/:batchId/whatsapp-reach';
  const body =
    state === 'loading' || state === 'error'
      ? state
      : envelope(state === 'empty' ? emptyReach : whatsappReach);
  return [get(path, body)];
}
