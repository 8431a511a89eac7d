import { useQuery } from '@tanstack/react-query';
import type { StudentDashboard, StudentSessionsResponse } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function fetchStudentDashboard(userId: string | number) {
  return api.get<StudentDashboard>(`/api/student/dashboard/${encodeURIComponent(String(userId))}`);
}

export function fetchStudentSessions(userId: string | number) {
  return api.get<StudentSessionsResponse>(`/api/student/sessions/${encodeURIComponent(String(userId))}`);
}

export function useStudentDashboard(userId: string | number) {
  return useQuery({ queryKey: queryKeys.dashboard(userId), queryFn: () => fetchStudentDashboard(userId), retry: false });
}

export function useStudentSessions(userId: string | number) {
  return useQuery({
    queryKey: queryKeys.sessions(userId),
    queryFn: () => fetchStudentSessions(userId),
    select: (r) => (Array.isArray(r?.sessions) ? r.sessions : []),
    retry: false,
  });
}
