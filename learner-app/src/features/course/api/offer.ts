import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@ai-women/web-core';
import type { CourseOffer } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

/**
 * One course's public offer (GET /api/courses/:courseId/offer): null when the course does not exist,
 * so the page can say so with a 404 instead of an error.
 */
export function useCourseOffer(courseId: string | undefined) {
  const id = Number(courseId);
  return useQuery({
    queryKey: ['course-offer', courseId] as const,
    enabled: Number.isInteger(id) && id > 0,
    queryFn: async (): Promise<CourseOffer | null> => {
      try {
        return (await typed.get('/api/courses/{courseId}/offer', {
          params: { courseId: id },
        })) as CourseOffer;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
