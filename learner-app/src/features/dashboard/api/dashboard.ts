import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function fetchStudentDashboard(userId: string | number) {
  return typed.get('/api/student/dashboard/{userId}', { params: { userId: Number(userId) } });
}

export function fetchStudentSessions(userId: string | number) {
  return typed.get('/api/student/sessions/{userId}', { params: { userId: Number(userId) } });
}

export function useStudentDashboard(userId: string | number) {
  return useQuery({
    queryKey: queryKeys.dashboard(userId),
    queryFn: () => fetchStudentDashboard(userId),
    retry: false,
  });
}

export function useStudentSessions(userId: string | number) {
  return useQuery({
    queryKey: queryKeys.sessions(userId),
    queryFn: () => fetchStudentSessions(userId),
    select: (r) => (Array.isArray(r?.sessions) ? r.sessions : []),
    retry: false,
  });
}
