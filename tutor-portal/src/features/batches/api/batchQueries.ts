// Batches: the filtered list, stats, notifications and the status change, which invalidates exactly
// the batch lists and the stats, the only data a status change alters, so nothing else refetches.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchStatus } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';
import { fetchBatches, fetchBatchStats, fetchNotifications } from '../../../lib/tutorApi';

type Id = number | string;
export type BatchFilterValue = 'all' | 'active' | 'completed';

export function useBatches(tutorId: Id | null, filter: BatchFilterValue) {
  return useQuery({
    queryKey: tutorKeys.batches(tutorId ?? '', filter),
    enabled: tutorId !== null,
    queryFn: () => fetchBatches(tutorId ?? '', filter),
    placeholderData: (previous) => previous,
  });
}

export function useBatchStats(tutorId: Id | null) {
  return useQuery({
    queryKey: tutorKeys.batchStats(tutorId ?? ''),
    enabled: tutorId !== null,
    queryFn: () => fetchBatchStats(tutorId ?? ''),
  });
}

export function useTutorNotifications(tutorId: Id | null) {
  return useQuery({
    queryKey: tutorKeys.notifications(tutorId ?? ''),
    enabled: tutorId !== null,
    queryFn: () => fetchNotifications(tutorId ?? ''),
  });
}

export interface BatchStatusChange {
  tutorId: Id;
  batchId: number;
  status: BatchStatus;
}

export function useChangeBatchStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, batchId, status }: BatchStatusChange) =>
      typed.put(
        '/api/batches/{batchId}/status',
        { status, tutor_id: tutorId },
        { params: { batchId: Number(batchId) } },
      ),
    onSuccess: (_data, { tutorId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tutorKeys.batchLists(tutorId) }),
        queryClient.invalidateQueries({ queryKey: tutorKeys.batchStats(tutorId) }),
      ]),
  });
}

/** Who is in a batch; loaded when the tutor opens its student list. */
export function useBatchStudents(tutorId: Id, batchId: number, enabled: boolean) {
  return useQuery({
    queryKey: tutorKeys.batchStudents(tutorId, batchId),
    enabled,
    queryFn: () =>
      typed.get('/api/tutor/batch-students/{batchId}', { params: { batchId } }),
  });
}

export interface MeetingLinkChange {
  tutorId: Id;
  batchId: number;
  meetingUrl: string;
}

/** Sets the batch's meeting link; the lists show it at once (the students are told by the API). */
export function useSetMeetingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, batchId, meetingUrl }: MeetingLinkChange) =>
      typed.put(
        '/api/batches/{batchId}/meeting-url',
        { meeting_url: meetingUrl, tutor_id: tutorId },
        { params: { batchId } },
      ),
    onSuccess: (_data, { tutorId }) => queryClient.invalidateQueries({ queryKey: tutorKeys.batchLists(tutorId) }),
  });
}
