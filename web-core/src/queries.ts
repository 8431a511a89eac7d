// Queries more than one screen (or app) reads, each with its key defined once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course, MeResponse } from '@ai-women/contracts';
import { createApiClient } from './client';

const client = createApiClient();

export const sharedKeys = {
  courses: ['courses'] as const,
  me: ['me'] as const,
};

/** The course list (spec 01 §7): home, /course and registration read the same cache entry. */
export const fetchCourses = () => client.get<Course[]>('/api/courses');

export const coursesQuery = queryOptions({ queryKey: sharedKeys.courses, queryFn: fetchCourses });

export function useCourses() {
  return useQuery(coursesQuery);
}

/** Who the server says is signed in (`GET /api/me`): a student, a tutor, or nobody (401). */
export const fetchMe = () => client.get<MeResponse>('/api/me', { anonymous: true });

export function useMe() {
  return useQuery({ queryKey: sharedKeys.me, queryFn: fetchMe, retry: false });
}
