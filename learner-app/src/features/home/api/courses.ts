import { useQuery } from '@tanstack/react-query';
import type { Course } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchCourses = () => api.get<Course[]>('/api/courses');

/** Spec 01 §8: a failed course fetch on the home page is only logged, never shown to the visitor. */
async function fetchCoursesLogged(): Promise<Course[]> {
  try {
    return await fetchCourses();
  } catch (error) {
    console.error('Failed to load courses', error);
    throw error;
  }
}

export function useCourses() {
  return useQuery({ queryKey: queryKeys.courses, queryFn: fetchCoursesLogged });
}
