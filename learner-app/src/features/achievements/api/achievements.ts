import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchAchievements = () => typed.get('/api/achievements');

export function useAchievements() {
  return useQuery({ queryKey: queryKeys.achievements, queryFn: fetchAchievements });
}
