import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@ai-women/web-core';
import { typed } from './apiClient';
import { queryKeys } from './queryKeys';

/** Her batch's 25 sessions (held or not, her attendance) and her progress; null data: no batch yet. */
export function useMySessions() {
  return useQuery({
    queryKey: queryKeys.mySessions,
    queryFn: async () => (await typed.get('/api/student/my-sessions')).data,
    retry: false,
  });
}

/** One session of her batch by its number (1–25). */
export function useMySession(sessionNo: number) {
  return useQuery({
    queryKey: queryKeys.mySession(sessionNo),
    enabled: Number.isInteger(sessionNo) && sessionNo > 0,
    queryFn: async () =>
      (await typed.get('/api/student/my-sessions/{sessionNo}', { params: { sessionNo } })).data,
    retry: false,
  });
}

/** Join goes through the API, which records the click and opens the meeting in its window. */
export function joinUrl(sessionId: number): string {
  return apiUrl(`/api/sessions/${sessionId}/join`);
}
