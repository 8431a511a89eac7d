import { useMutation } from '@tanstack/react-query';
import type { StudentTicketBody, StudentTicketResponse } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';

export function createStudentTicket(body: StudentTicketBody) {
  return api.post<StudentTicketResponse>('/api/support-tickets', body);
}

export function useCreateStudentTicket() {
  return useMutation({ mutationFn: createStudentTicket });
}
