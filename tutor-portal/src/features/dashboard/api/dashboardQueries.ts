// The dashboard's reads: batches, stats, tickets, notifications and documents.
import { useQuery } from '@tanstack/react-query';
import { tutorKeys } from '../../../lib/queryKeys';
import {
  fetchBatches,
  fetchBatchStats,
  fetchNotifications,
  fetchTickets,
  fetchTicketStats,
  fetchUploads,
} from '../../../lib/tutorApi';

type Id = number | string;

export function useDashboardData(tutorId: Id | null) {
  const enabled = tutorId !== null;
  const id = tutorId ?? '';
  const batches = useQuery({
    queryKey: tutorKeys.batches(id, 'all'),
    queryFn: () => fetchBatches(id, 'all'),
    enabled,
  });
  const batchStats = useQuery({
    queryKey: tutorKeys.batchStats(id),
    queryFn: () => fetchBatchStats(id),
    enabled,
  });
  const tickets = useQuery({ queryKey: tutorKeys.tickets(id), queryFn: () => fetchTickets(id), enabled });
  const ticketStats = useQuery({
    queryKey: tutorKeys.ticketStats(id),
    queryFn: () => fetchTicketStats(id),
    enabled,
  });
  const notifications = useQuery({
    queryKey: tutorKeys.notifications(id),
    queryFn: () => fetchNotifications(id),
    enabled,
  });
  const uploads = useQuery({ queryKey: tutorKeys.uploads(id), queryFn: () => fetchUploads(id), enabled });
  const all = [batches, batchStats, tickets, ticketStats, notifications, uploads];
  return {
    batches,
    batchStats,
    tickets,
    ticketStats,
    notifications,
    uploads,
    isLoading: all.some((q) => q.isPending),
    isError: all.some((q) => q.isError),
    isFetching: all.some((q) => q.isFetching),
    /** Refetches only the reads that failed. */
    retry: () => Promise.all(all.filter((q) => q.isError).map((q) => q.refetch())),
  };
}
