// The tutor's view of her batch's module quizzes: each student's best score, pass and attempts per
// module (the API grades; the rules are contracts' QUIZ_RULES). Read-only here: a student's attempt
// is what changes it, so nothing in the portal invalidates it.
import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';

export function useBatchQuizScores(batchId: number) {
  return useQuery({
    queryKey: tutorKeys.batchQuizzes(batchId),
    queryFn: async () => (await typed.get('/api/tutor/batches/{batchId}/quizzes', { params: { batchId } })).data,
    enabled: batchId > 0,
  });
}
