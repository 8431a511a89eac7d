import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export const fetchTeam = () => typed.get('/api/team');

export function useTeam() {
  return useQuery({ queryKey: queryKeys.team, queryFn: fetchTeam });
}
