import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchTestimonials = () => api.get<Testimonial[]>('/api/testimonials');

export function useTestimonials() {
  return useQuery({ queryKey: queryKeys.testimonials, queryFn: fetchTestimonials });
}
