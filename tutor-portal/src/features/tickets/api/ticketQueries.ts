// Support tickets: the tutor's list and ticket creation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';
import { fetchTickets } from '../../../lib/tutorApi';

type Id = number | string;

export function useTutorTickets(tutorId: Id | null) {
  return useQuery({
    queryKey: tutorKeys.tickets(tutorId ?? ''),
    enabled: tutorId !== null,
    queryFn: () => fetchTickets(tutorId ?? ''),
  });
}

export interface NewTicket {
  tutorId: Id;
  subject: string;
  priority: string;
  description: string;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, subject, priority, description }: NewTicket) =>
      typed.post('/api/tutor-support-tickets', {
        tutor_id: tutorId,
        subject: subject.trim(),
        priority,
        description: description.trim(),
      }),
    onSuccess: (_data, { tutorId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tutorKeys.tickets(tutorId) }),
        queryClient.invalidateQueries({ queryKey: tutorKeys.ticketStats(tutorId) }),
      ]),
  });
}
