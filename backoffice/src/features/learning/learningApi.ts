// One batch's learning between the classes: the sessions that count for each student (attended
// live or caught up in time), who is at risk, her best quiz score per module and each module's pass
// rate. Read-only, for support and admins; the same report downloads as a CSV.
import { useQuery } from '@tanstack/react-query';
import type { StaffBatchLearningResponse, StaffLearningRow } from '@ai-women/contracts';
import { apiUrl } from '@ai-women/web-core/config';
import { api } from '../../lib/api';

export type LearningRow = StaffLearningRow;
export type BatchLearning = StaffBatchLearningResponse['data'];
export type ModuleQuiz = LearningRow['quizzes'][number];

export const learningKey = (batchId: number) => ['staff', 'learning', batchId] as const;

export function useBatchLearning(batchId: number) {
  return useQuery({
    queryKey: learningKey(batchId),
    queryFn: () => api.get('/api/staff/batches/{batchId}/learning', { params: { batchId } }),
    select: (answer) => answer.data,
    enabled: Number.isInteger(batchId) && batchId > 0,
  });
}

/** The report as a CSV download, through the API's base like the back office's other downloads. */
export const learningCsvUrl = (batchId: number) =>
  apiUrl(api.path('/api/staff/batches/{batchId}/learning.csv', { batchId }));
