import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function fetchStudentNotifications(userId: string | number) {
  return typed.get('/api/student/notifications/{userId}', { params: { userId: Number(userId) } });
}

export function useStudentNotifications(userId: string | number) {
  return useQuery({
    queryKey: queryKeys.notifications(userId),
    queryFn: () => fetchStudentNotifications(userId),
    select: (r) => (Array.isArray(r?.data) ? r.data : []),
    retry: false,
  });
}
