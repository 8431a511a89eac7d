// Queries more than one screen (or app) reads, each with its key defined once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createApiClient } from './client';
import { typedApi } from './api/typed';

const api = typedApi(createApiClient());

export const sharedKeys = {
  courses: ['courses'] as const,
  me: ['me'] as const,
};

/** The course list: home, /course and registration read the same cache entry. */
export const fetchCourses = () => api.get('/api/courses');

export const coursesQuery = queryOptions({ queryKey: sharedKeys.courses, queryFn: fetchCourses });

export function useCourses() {
  return useQuery(coursesQuery);
}

/** Who the server says is signed in (`GET /api/me`): a student, a tutor, or nobody (401). */
export const fetchMe = () => api.get('/api/me', { anonymous: true });

export function useMe() {
  return useQuery({ queryKey: sharedKeys.me, queryFn: fetchMe, retry: false });
}
