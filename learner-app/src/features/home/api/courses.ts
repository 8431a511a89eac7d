import { useEffect } from 'react';
import { useCourses as useCourseList } from '@ai-women/web-core';

/**
 * A failed course fetch on the home page is only logged, never shown to the visitor: the page reads
 * as complete without the list, while an error there would only alarm someone who came to look.
 */
export function useCourses() {
  const query = useCourseList();
  useEffect(() => {
    if (query.error) console.error('Failed to load courses', query.error);
  }, [query.error]);
  return query;
}
