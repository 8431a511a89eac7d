// A batch's practice review queue (GET /api/tutor/batches/:batchId/practice), read by the Practice
// screen and, for its "n waiting" count, by the batch's sessions page: one query per filter, under
// keys that a review invalidates all at once (tutorKeys.practiceQueues).
import { queryOptions } from '@tanstack/react-query';
import type { PracticeStatus } from '@ai-women/contracts';
import type { PracticeQueueData, PracticeQueueEntry } from '@ai-women/contracts/schemas';
import { typed } from './apiClient';
import { tutorKeys } from './queryKeys';

export type { PracticeQueueData, PracticeQueueEntry };

/** The status filter: one status, or every answer ('all' sends no status). */
export type PracticeStatusFilter = PracticeStatus | 'all';

export interface PracticeQueueFilter {
  /** One held session, or null for every session. */
  session_no: number | null;
  status: PracticeStatusFilter;
}

/** What the Practice screen opens on: every session's answers waiting for a review. */
export const WAITING_FILTER: PracticeQueueFilter = { session_no: null, status: 'submitted' };

export async function fetchPracticeQueue(
  batchId: number,
  filter: PracticeQueueFilter,
): Promise<PracticeQueueData> {
  const query = {
    ...(filter.session_no ? { session_no: filter.session_no } : {}),
    ...(filter.status !== 'all' ? { status: filter.status } : {}),
  };
  return (await typed.get('/api/tutor/batches/{batchId}/practice', { params: { batchId }, query })).data;
}

export function practiceQueueQuery(batchId: number, filter: PracticeQueueFilter = WAITING_FILTER) {
  return queryOptions({
    queryKey: tutorKeys.practiceQueue(batchId, filter.session_no, filter.status),
    queryFn: () => fetchPracticeQueue(batchId, filter),
    enabled: batchId > 0,
  });
}
