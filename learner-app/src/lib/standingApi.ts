// Where she stands (GET /api/student/standing): the one answer the dashboard, the certificate page,
// the enrolled-courses page and the notifications read, so they never contradict each other.
import { useQuery } from '@tanstack/react-query';
import type { StudentStandingView } from '@ai-women/contracts';
import { typed } from './apiClient';

export type Standing = StudentStandingView;
export const standingKey = ['student', 'standing'] as const;

export async function fetchStanding(): Promise<Standing> {
  const body = await typed.get('/api/student/standing');
  return body.data as Standing;
}

export function useStanding() {
  return useQuery({ queryKey: standingKey, queryFn: fetchStanding, retry: false });
}
