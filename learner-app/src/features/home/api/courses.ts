import { useEffect } from 'react';
import { useCourses as useCourseList } from '@ai-women/web-core';

/** Spec 01 §8: a failed course fetch on the home page is only logged, never shown to the visitor. */
export function useCourses() {
  const query = useCourseList();
  useEffect(() => {
    if (query.error) console.error('Failed to load courses', query.error);
  }, [query.error]);
  return query;
}
