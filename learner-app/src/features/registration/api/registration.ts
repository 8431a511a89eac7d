import { useMutation, useQuery } from '@tanstack/react-query';
import type { StudentRegisterBody } from '@ai-women/contracts';
import { coursesQuery } from '@ai-women/web-core';
import { typed } from '../../../lib/apiClient';

export function registerStudent(body: StudentRegisterBody) {
  return typed.post('/register', body);
}

export function useRegisterStudent() {
  return useMutation({ mutationFn: registerStudent });
}

/** The course chosen with Enroll Now, matched from the course list. */
export function useChosenCourse(courseId: string | undefined) {
  return useQuery({
    ...coursesQuery,
    enabled: Boolean(courseId),
    select: (courses) =>
      Array.isArray(courses) ? courses.find((c) => String(c.course_id) === String(courseId)) : undefined,
  });
}

/** Every course, for the list shown when a link names a course that does not exist. */
export function useCourseList() {
  return useQuery({ ...coursesQuery, select: (courses) => (Array.isArray(courses) ? courses : []) });
}
