// Who is signed in to the back office: GET /api/staff/me (null when nobody is), and the query keys of
// every staff screen, each defined once.
import { useQuery } from '@tanstack/react-query';
import { ApiError, hasStaffHint, restoreSession, setStaffHint } from '@ai-women/web-core';
import type { StaffMember } from '@ai-women/contracts';
import { api } from './api';

export const staffKeys = {
  me: ['staff', 'me'] as const,
  tickets: (filters: object) => ['staff', 'tickets', filters] as const,
  ticketsAll: ['staff', 'tickets'] as const,
  ticket: (from: string, id: number) => ['staff', 'ticket', from, id] as const,
  batches: (filters: object) => ['staff', 'batches', filters] as const,
  batchesAll: ['staff', 'batches'] as const,
  students: (filters: object) => ['staff', 'students', filters] as const,
  studentsAll: ['staff', 'students'] as const,
  tutors: (filters: object) => ['staff', 'tutors', filters] as const,
  tutorsAll: ['staff', 'tutors'] as const,
  payments: (filters: object) => ['staff', 'payments', filters] as const,
  invoices: (filters: object) => ['staff', 'invoices', filters] as const,
  coupons: ['staff', 'coupons'] as const,
  refunds: ['staff', 'refunds'] as const,
  contact: (handled: string) => ['staff', 'contact', handled] as const,
  contactAll: ['staff', 'contact'] as const,
  audit: (entity: string) => ['staff', 'audit', entity] as const,
  auditAll: ['staff', 'audit'] as const,
  placements: ['staff', 'placements'] as const,
  roster: (batchId: number) => ['staff', 'roster', batchId] as const,
  rosterAll: ['staff', 'roster'] as const,
  certificates: (batchId: number) => ['staff', 'certificates', batchId] as const,
};

/**
 * The signed-in staff member, or null. A tab that stores no hint (a new tab, a link) asks the server
 * who is signed in first (one request shared with the other apps' guards); only staff go on.
 */
export async function fetchStaffMe(): Promise<StaffMember | null> {
  if (!hasStaffHint() && (await restoreSession()) !== 'staff') return null;
  try {
    return (await api.get('/api/staff/me', { anonymous: true })).staff;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      setStaffHint(false);
      return null;
    }
    throw err;
  }
}

export function useStaffMe() {
  return useQuery({ queryKey: staffKeys.me, queryFn: fetchStaffMe, retry: false, staleTime: 60_000 });
}
