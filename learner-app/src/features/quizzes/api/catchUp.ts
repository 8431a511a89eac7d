// A missed session's catch-up: where it stands (the API applies the rule) and its three-question
// check, graded by the API like a module quiz; the answers come back only with her graded attempt.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatchUpData, QuizAttemptInput, QuizResultData } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

export type { CatchUpData };

/** Under her 'student' keys: a graded check is read again with her sessions, progress and standing. */
export const catchUpKeys = {
  one: (sessionId: number) => ['student', 'catch-up', sessionId] as const,
};

export async function fetchCatchUp(sessionId: number): Promise<CatchUpData> {
  const body = await typed.get('/api/student/sessions/{id}/catch-up', { params: { id: sessionId } });
  return body.data;
}

/** Her catch-up of one session (by its id). Her own answers once graded: always read fresh. */
export function useCatchUp(sessionId: number | undefined) {
  return useQuery({
    queryKey: catchUpKeys.one(sessionId ?? 0),
    enabled: sessionId !== undefined,
    queryFn: () => fetchCatchUp(sessionId!),
    retry: false,
    staleTime: 0,
  });
}

export async function submitCheck(sessionId: number, body: QuizAttemptInput): Promise<QuizResultData> {
  const answer = await typed.post('/api/student/sessions/{id}/catch-up/attempts', body, {
    params: { id: sessionId },
  });
  return answer.data;
}

/** A graded check: everything of hers is read again (this page, the session page, progress, certificate). */
export function useSubmitCheck(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptInput) => submitCheck(sessionId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['student'] }),
  });
}
