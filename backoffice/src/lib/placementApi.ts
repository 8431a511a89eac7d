import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { staffKeys } from './staff';

/** Who waits for a batch, the open batches with their seats, and the API's alert. */
export function usePlacements() {
  return useQuery({
    queryKey: staffKeys.placements,
    queryFn: () => api.get('/api/staff/placements'),
  });
}

export function useBatchRoster(batchId: number | undefined) {
  return useQuery({
    queryKey: staffKeys.roster(batchId ?? 0),
    queryFn: () => api.get('/api/staff/batches/{id}/students', { params: { id: batchId! } }),
    enabled: batchId !== undefined,
  });
}

/** Places a waiting student, or moves one: every list of students, batches and seats changes. */
export function usePlaceStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, batchId, reason }: { studentId: number; batchId: number; reason: string }) =>
      api.put('/api/staff/students/{id}/batch', { batch_id: batchId, reason }, { params: { id: studentId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffKeys.placements });
      void client.invalidateQueries({ queryKey: staffKeys.rosterAll });
      void client.invalidateQueries({ queryKey: staffKeys.batchesAll });
      void client.invalidateQueries({ queryKey: staffKeys.studentsAll });
      void client.invalidateQueries({ queryKey: staffKeys.auditAll });
    },
  });
}

/** "under an hour", "5 hours", "2 days 3 hours": how long she has waited since she paid. */
export function formatWaiting(minutes: number): string {
  if (minutes < 60) return 'under an hour';
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} ${rest === 1 ? 'hour' : 'hours'}` : ''}`;
}
