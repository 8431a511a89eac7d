import { useQuery } from '@tanstack/react-query';
import type { Achievement } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchAchievements = () => api.get<Achievement[]>('/api/achievements');

export function useAchievements() {
  return useQuery({ queryKey: queryKeys.achievements, queryFn: fetchAchievements });
}
