import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StudentOwnTicketsResponse,
  StudentTicketBody,
  StudentTicketResponse,
} from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function createStudentTicket(body: StudentTicketBody) {
  return api.post<StudentTicketResponse>('/api/support-tickets', body);
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

/** Her own tickets with the school's replies, newest first (DESIGN §10). */
export function useMyTickets(userId: string | number | undefined) {
  return useQuery({
    queryKey: queryKeys.tickets(String(userId ?? '')),
    queryFn: () => api.get<StudentOwnTicketsResponse>(`/api/student/tickets/${userId}`),
    enabled: userId !== undefined && userId !== '',
  });
}
