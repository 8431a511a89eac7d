// A batch's practice for its tutor: the review queue (its reads live in lib/practiceQueue, which the
// sessions page reads too), a review (Done or Try again with a comment), and the batch's wording of
// each session's task (save, restore). A review reads the queue and the progress table again (she
// may now have one more practice done); a task change reads the tasks again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeOutcome, PracticeTaskText } from '@ai-women/contracts';
import { api, typed } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';
import { practiceQueueQuery, type PracticeQueueFilter } from '../../../lib/practiceQueue';

export function usePracticeQueue(batchId: number, filter: PracticeQueueFilter, enabled = true) {
  return useQuery({
    ...practiceQueueQuery(batchId, filter),
    enabled: enabled && batchId > 0,
    // A new filter keeps the answers on screen until its own arrive (the list says it is updating).
    placeholderData: (previous) => previous,
  });
}

/** Reads every view of the queue again (after a 409: what another tab or device changed). */
export function useReloadPracticeQueue(batchId: number) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: tutorKeys.practiceQueues(batchId) });
}

export function useReviewPractice(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, comment }: { id: number; outcome: PracticeOutcome; comment: string }) =>
      typed.post(
        '/api/tutor/practice/{submissionId}/review',
        { outcome, comment },
        { params: { submissionId: id } },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tutorKeys.practiceQueues(batchId) }),
        client.invalidateQueries({ queryKey: tutorKeys.batchProgress(batchId) }),
      ]),
  });
}

export function usePracticeTasks(batchId: number) {
  return useQuery({
    queryKey: tutorKeys.practiceTasks(batchId),
    queryFn: async () =>
      (await typed.get('/api/tutor/batches/{batchId}/practice-tasks', { params: { batchId } })).data.tasks,
    enabled: batchId > 0,
  });
}

export function useSavePracticeTask(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionNo, body }: { sessionNo: number; body: PracticeTaskText }) =>
      typed.put('/api/tutor/batches/{batchId}/practice-tasks/{sessionNo}', body, {
        params: { batchId, sessionNo },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.practiceTasks(batchId) }),
  });
}

export function useRestorePracticeTask(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionNo: number) =>
      api.request<{ success: true; message: string }>(
        `/api/tutor/batches/${batchId}/practice-tasks/${sessionNo}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.practiceTasks(batchId) }),
  });
}
