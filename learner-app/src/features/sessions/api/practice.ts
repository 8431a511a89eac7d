// Her practice after a held session: the task in her batch's wording, where she stands, her answers
// with their reviews (GET), and a new answer with at most one photo or PDF (POST, multipart). The API
// decides everything (held or not, whether she may send); the card shows what it answered.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeData, PracticeSubmissionView } from '@ai-women/contracts/schemas';
import { ApiError } from '@ai-women/web-core';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export type { PracticeData, PracticeSubmissionView };

/** Under her 'student' keys, so whatever reads all of hers again reads this too. */
export const practiceKeys = {
  one: (sessionId: number) => ['student', 'practice', sessionId] as const,
};

export async function fetchPractice(sessionId: number): Promise<PracticeData> {
  const body = await typed.get('/api/student/sessions/{id}/practice', { params: { id: sessionId } });
  return body.data;
}

/** Her practice of one session (by its id); `enabled: false` for a session not held yet (no call). */
export function usePractice(sessionId: number, enabled = true) {
  return useQuery({
    queryKey: practiceKeys.one(sessionId),
    enabled,
    queryFn: () => fetchPractice(sessionId),
    // A 409 (not held yet) or 403 is an answer, not a hiccup; her tutor's review can come any time.
    retry: false,
    staleTime: 0,
  });
}

export interface PracticeAnswer {
  text: string;
  file: File | null;
}

export interface PracticeSent {
  message: string;
  data: PracticeSubmissionView;
}

export async function sendPractice(sessionId: number, answer: PracticeAnswer): Promise<PracticeSent> {
  const form = new FormData();
  form.append('text', answer.text);
  if (answer.file) form.append('file', answer.file, answer.file.name);
  const body = await typed.form('post', '/api/student/sessions/{id}/practice', form, {
    params: { id: sessionId },
  });
  return { message: body.message, data: body.data };
}

/**
 * Sends her answer. Once stored, the card (its status, her history) and her progress (my-sessions:
 * the session list's tag, "Practice done") are read again before the promise resolves.
 */
export function useSendPractice(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: PracticeAnswer) => sendPractice(sessionId, answer),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: practiceKeys.one(sessionId) }),
        // The list with her progress; not each session's page under it, which has no practice in it.
        client.invalidateQueries({ queryKey: queryKeys.mySessions, exact: true }),
      ]),
    // 409: an answer is already with her tutor, or done (another tab, another device): show where it stands.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: practiceKeys.one(sessionId) });
    },
  });
}
