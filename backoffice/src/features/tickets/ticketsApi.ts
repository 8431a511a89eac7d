import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTicketDetail, TicketSource } from '@ai-women/contracts';
import { api } from '../../lib/api';
import { staffKeys } from '../../lib/staff';

export interface TicketFilters {
  status: string;
  priority: string;
  from: string;
  q: string;
}

export function useTickets(filters: TicketFilters) {
  return useQuery({
    queryKey: staffKeys.tickets(filters),
    queryFn: () => api.get('/api/staff/tickets', { query: filters }),
    placeholderData: (previous) => previous,
  });
}

export function useTicket(from: TicketSource | undefined, id: number | undefined) {
  return useQuery({
    queryKey: staffKeys.ticket(from ?? '', id ?? 0),
    queryFn: () =>
      api.get('/api/staff/tickets/{from}/{ticket_id}', { params: { from: from!, ticket_id: id! } }),
    enabled: Boolean(from && id),
  });
}

/** After a reply or a status change: the detail from the answer, the list read again. */
function useTicketWrite<V>(write: (vars: V) => Promise<{ message?: string; data: StaffTicketDetail }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      client.setQueryData(staffKeys.ticket(answer.data.from, answer.data.ticket_id), {
        success: true,
        data: answer.data,
      });
      void client.invalidateQueries({ queryKey: staffKeys.ticketsAll });
    },
  });
}

export function useReply(from: TicketSource, id: number) {
  return useTicketWrite((message: string) =>
    api.post(
      '/api/staff/tickets/{from}/{ticket_id}/replies',
      { message },
      { params: { from, ticket_id: id } },
    ),
  );
}

export function useMoveTicket(from: TicketSource, id: number) {
  return useTicketWrite((status: string) =>
    api.put('/api/staff/tickets/{from}/{ticket_id}/status', { status }, { params: { from, ticket_id: id } }),
  );
}
