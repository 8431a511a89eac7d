import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionFeedbackState } from '@ai-women/contracts';
import { typed } from './apiClient';

const feedbackKey = (sessionId: number) => ['session-feedback', sessionId] as const;

/** Her rating of one session, and whether she may rate it now. */
export function useSessionFeedback(sessionId: number | undefined) {
  return useQuery({
    queryKey: feedbackKey(sessionId ?? 0),
    enabled: sessionId !== undefined,
    queryFn: async () =>
      (await typed.get('/api/sessions/{id}/feedback', { params: { id: sessionId! } }))
        .data as SessionFeedbackState,
    retry: false,
  });
}

/** Sends her rating: POST the first time, PUT to change it. */
export function useSaveFeedback(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ edit, rating, comment }: { edit: boolean; rating: number; comment: string }) =>
      edit
        ? typed.put('/api/sessions/{id}/feedback', { rating, comment }, { params: { id: sessionId } })
        : typed.post('/api/sessions/{id}/feedback', { rating, comment }, { params: { id: sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey(sessionId) }),
  });
}
