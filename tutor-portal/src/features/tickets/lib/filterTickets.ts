// My Support Tickets filtering: a case-insensitive search over subject, description and support_id,
// combined with the status and priority filters; 'all' means no filter.
import type { SupportTicket } from '@ai-women/contracts';

export const ALL = 'all';

export interface TicketFilters {
  search: string;
  status: string;
  priority: string;
}

export const NO_FILTERS: TicketFilters = { search: '', status: ALL, priority: ALL };

type FilterableTicket = Pick<SupportTicket, 'support_id' | 'subject' | 'description' | 'status' | 'priority'>;

export function matchesSearch(ticket: FilterableTicket, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [ticket.subject, ticket.description, String(ticket.support_id)].some((field) =>
    String(field ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

function matchesChoice(value: string, choice: string): boolean {
  return !choice || choice === ALL || value.toLowerCase() === choice.toLowerCase();
}

export function filterTickets<T extends FilterableTicket>(
  tickets: readonly T[],
  filters: TicketFilters,
): T[] {
  return tickets.filter(
    (t) =>
      matchesSearch(t, filters.search) &&
      matchesChoice(t.status, filters.status) &&
      matchesChoice(t.priority, filters.priority),
  );
}

export function isFiltering(filters: TicketFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== ALL || filters.priority !== ALL;
}
