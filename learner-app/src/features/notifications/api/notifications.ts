import { useQuery } from '@tanstack/react-query';
import type { StudentNotificationsResponse } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function fetchStudentNotifications(userId: string | number) {
  return api.get<StudentNotificationsResponse>(`/api/student/notifications/${encodeURIComponent(String(userId))}`);
}

export function useStudentNotifications(userId: string | number) {
  return useQuery({
    queryKey: queryKeys.notifications(userId),
    queryFn: () => fetchStudentNotifications(userId),
    select: (r) => (Array.isArray(r?.data) ? r.data : []),
    retry: false,
  });
}
