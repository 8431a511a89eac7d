import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentTicketBody } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function createStudentTicket(body: StudentTicketBody) {
  return typed.post('/api/support-tickets', body);
}

/** A new ticket appears at once under "My tickets". */
export function useCreateStudentTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStudentTicket,
    onSuccess: (_data, body) =>
      client.invalidateQueries({ queryKey: queryKeys.tickets(String(body.userId)) }),
  });
}

/** Her own tickets with the school's replies, newest first, so she sees the latest answer at the top. */
export function useMyTickets(userId: string | number | undefined) {
  return useQuery({
    queryKey: queryKeys.tickets(String(userId ?? '')),
    queryFn: () => typed.get('/api/student/tickets/{userId}', { params: { userId: Number(userId) } }),
    enabled: userId !== undefined && userId !== '',
  });
}
