import { useQuery } from '@tanstack/react-query';
import type { Blog, Workshop } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchBlogs = () => api.get<Blog[]>('/api/blogs');
export const fetchWorkshops = () => api.get<Workshop[]>('/api/workshops');

export function useBlogs() {
  return useQuery({ queryKey: queryKeys.blogs, queryFn: fetchBlogs });
}

export function useWorkshops() {
  return useQuery({ queryKey: queryKeys.workshops, queryFn: fetchWorkshops });
}
