import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchBlogs = () => typed.get('/api/blogs');
export const fetchWorkshops = () => typed.get('/api/workshops');

export function useBlogs() {
  return useQuery({ queryKey: queryKeys.blogs, queryFn: fetchBlogs });
}

export function useWorkshops() {
  return useQuery({ queryKey: queryKeys.workshops, queryFn: fetchWorkshops });
}
