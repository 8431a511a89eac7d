import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchTeam = () => api.get<TeamMember[]>('/api/team');

export function useTeam() {
  return useQuery({ queryKey: queryKeys.team, queryFn: fetchTeam });
}
