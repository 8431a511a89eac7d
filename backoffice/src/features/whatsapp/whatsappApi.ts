// The WhatsApp outbox as the back office reads it: one page of messages under the filters, and one
// batch's reminders with how each reached its students. Read-only, for support and admins.
import { useQuery } from '@tanstack/react-query';
import type {
  StaffWhatsAppMessage,
  StaffWhatsAppReachResponse,
  WhatsAppMessagesQuery,
} from '@ai-women/contracts';
import { api } from '../../lib/api';
import { staffKeys } from '../../lib/staff';

export type WhatsAppMessage = StaffWhatsAppMessage;
export type WhatsAppReach = StaffWhatsAppReachResponse['data'];
export type ReachEvent = WhatsAppReach['events'][number];

export const PER_PAGE = 25;

/** The list's filters as the address keeps them ('' when not set). */
export interface MessageFilters {
  batch: string;
  status: string;
  template: string;
  from: string;
  to: string;
  page: number;
}

export const whatsappKeys = {
  messages: (filters: MessageFilters) => ['staff', 'whatsapp', 'messages', filters] as const,
  reach: (batchId: number) => ['staff', 'whatsapp', 'reach', batchId] as const,
};

export function useWhatsAppMessages(filters: MessageFilters) {
  return useQuery({
    queryKey: whatsappKeys.messages(filters),
    queryFn: () =>
      api.get('/api/staff/whatsapp/messages', {
        query: {
          batch_id: Number(filters.batch) || undefined,
          // The selects offer only the API's own values; an edited address gets the API's 400.
          status: (filters.status || undefined) as WhatsAppMessagesQuery['status'],
          template: (filters.template || undefined) as WhatsAppMessagesQuery['template'],
          from: filters.from || undefined,
          to: filters.to || undefined,
          page: filters.page,
          per_page: PER_PAGE,
        },
      }),
    select: (answer) => answer.data,
    // The previous page stays on screen while the next one loads: the pager does not jump.
    placeholderData: (previous) => previous,
  });
}

export function useWhatsAppReach(batchId: number) {
  return useQuery({
    queryKey: whatsappKeys.reach(batchId),
    queryFn: () => api.get('/api/staff/batches/{batchId}/whatsapp-reach', { params: { batchId } }),
    select: (answer) => answer.data,
    enabled: Number.isInteger(batchId) && batchId > 0,
  });
}

/** The batches a filter can name: every batch, newest first as the API lists them. */
export function useBatchOptions() {
  return useQuery({
    queryKey: staffKeys.batches({ status: '', q: '' }),
    queryFn: () => api.get('/api/staff/batches', { query: { status: '', q: '' } }),
    select: (answer) => answer.data.map((b) => ({ value: String(b.batch_id), label: b.batch_name })),
  });
}
