import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateBatchBody, UpdateBatchBody } from '@ai-women/contracts';
import { api } from '../../lib/api';
import { staffKeys } from '../../lib/staff';

export function useBatches(filters: { status: string; q: string }) {
  return useQuery({
    queryKey: staffKeys.batches(filters),
    queryFn: () => api.get('/api/staff/batches', { query: filters }),
    placeholderData: (previous) => previous,
  });
}

/** The courses a new batch can teach. */
export function useCourseOptions() {
  return useQuery({
    queryKey: ['courses'],
    queryFn: () => api.get('/api/courses', {}),
    select: (answer) =>
      (Array.isArray(answer) ? answer : []).map((c) => ({ value: String(c.course_id), label: c.title })),
  });
}

export function useTutorOptions() {
  return useQuery({
    queryKey: staffKeys.tutors({ q: '' }),
    queryFn: () => api.get('/api/staff/tutors', { query: {} }),
    select: (answer) =>
      answer.data.map((t) => ({ value: String(t.tutor_id), label: `${t.name} (${t.email})` })),
  });
}

/** Every batch write changes lists of batches and of students. */
function useBatchWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffKeys.batchesAll });
      void client.invalidateQueries({ queryKey: staffKeys.studentsAll });
    },
  });
}

export const useCreateBatch = () =>
  useBatchWrite((body: CreateBatchBody) => api.post('/api/staff/batches', body));
export const useUpdateBatch = (id: number) =>
  useBatchWrite((body: UpdateBatchBody) => api.put('/api/staff/batches/{id}', body, { params: { id } }));
export const useBatchStatus = (id: number) =>
  useBatchWrite((status: string) =>
    api.put('/api/staff/batches/{id}/status', { status }, { params: { id } }),
  );
