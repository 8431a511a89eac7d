import { useQuery } from '@tanstack/react-query';
import type { Course } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchCourses = () => api.get<Course[]>('/api/courses');

/** Spec 01 §8: a failed course fetch is only logged; the section simply stays out of the way. */
export function useCourses() {
  const query = useQuery({ queryKey: queryKeys.courses, queryFn: fetchCourses });
  if (query.error) console.error('Failed to load courses', query.error);
  return query;
}
