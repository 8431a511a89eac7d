import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchTestimonials = () => typed.get('/api/testimonials');

export function useTestimonials() {
  return useQuery({ queryKey: queryKeys.testimonials, queryFn: fetchTestimonials });
}
