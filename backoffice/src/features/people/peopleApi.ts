import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { staffKeys } from '../../lib/staff';

export function useStudents(q: string) {
  return useQuery({
    queryKey: staffKeys.students({ q }),
    queryFn: () => api.get('/api/staff/students', { query: { q } }),
    placeholderData: (previous) => previous,
  });
}

export function useTutors(q: string) {
  return useQuery({
    queryKey: staffKeys.tutors({ q }),
    queryFn: () => api.get('/api/staff/tutors', { query: { q } }),
    placeholderData: (previous) => previous,
  });
}

export function useReview(tutorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: 'approved' | 'changes_requested'; note?: string }) =>
      api.put('/api/staff/tutors/{id}/review', body, { params: { id: tutorId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.tutorsAll }),
  });
}
