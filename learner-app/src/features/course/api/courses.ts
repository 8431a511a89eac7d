import { useQuery } from '@tanstack/react-query';
import type { Course } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchCourses = () => api.get<Course[]>('/api/courses');

export function useCourses() {
  return useQuery({ queryKey: queryKeys.courses, queryFn: fetchCourses });
}
