import { useMutation, useQuery } from '@tanstack/react-query';
import type { Course, StudentRegisterBody, StudentRegisterResponse } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function registerStudent(body: StudentRegisterBody) {
  return api.post<StudentRegisterResponse>('/register', body);
}

export function useRegisterStudent() {
  return useMutation({ mutationFn: registerStudent });
}

export function fetchCourses() {
  return api.get<Course[]>('/api/courses');
}

/** The course chosen with Enroll Now, matched from the course list. */
export function useChosenCourse(courseId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.courses,
    queryFn: fetchCourses,
    enabled: Boolean(courseId),
    select: (courses) => (Array.isArray(courses) ? courses.find((c) => String(c.course_id) === String(courseId)) : undefined),
  });
}
