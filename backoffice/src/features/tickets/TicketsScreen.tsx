// /staff/tickets: student and tutor tickets in one inbox. Filters narrow the list; choosing a ticket
// opens it beside the list (on a phone, in its place, with a way back). The open ticket is in the
// address (?ticket=tutor-12), so it can be shared and survives a reload.
import { useMemo } from 'react';
import styled from 'styled-components';
import { Button, ChevronLeftIcon, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, PriorityBadge, StatusBadge } from '@ai-women/ui-kit/status';
import { type DataColumn, DataTable, FilterBar, ScreenHeader } from '@ai-women/ui-kit/portal';
import { SearchInput, Select } from '@ai-women/ui-kit/forms';
import {
  TICKET_STATUSES,
  TUTOR_TICKET_PRIORITIES,
  type StaffTicketSummary,
  type TicketSource,
} from '@ai-women/contracts';
import { formatTicketDate } from '@ai-women/web-core';
import { LoadError } from '../../components/LoadError';
import { useSearchState } from '@ai-women/web-core/search-state';
import { Screen } from '../../components/Section';
import { TicketDetail } from './TicketDetail';
import { useTickets, type TicketFilters } from './ticketsApi';

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: ${({ $open }) => ($open ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  @media (max-width: 1099.98px) {
    grid-template-columns: minmax(0, 1fr);
    > .list {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
  }
`;
const Back = styled.div`
  display: none;
  margin-bottom: ${({ theme }) => theme.space[3]};
  @media (max-width: 1099.98px) {
    display: block;
  }
`;
const Requester = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const keyOf = (t: Pick<StaffTicketSummary, 'from' | 'ticket_id'>) => `${t.from}-${t.ticket_id}`;

function parseKey(value: string | null): { from: TicketSource; id: number } | null {
  const match = /^(student|tutor)-(\d{1,9})$/.exec(value ?? '');
  return match ? { from: match[1] as TicketSource, id: Number(match[2]) } : null;
}

const columns: DataColumn<StaffTicketSummary>[] = [
  {
    id: 'subject',
    header: 'Subject',
    cell: (t) => t.subject,
    sortValue: (t) => t.subject,
  },
  {
    id: 'from',
    header: 'From',
    cell: (t) => (
      <>
        {t.requester.name}
        <Requester>{t.from === 'student' ? 'Student' : 'Tutor'}</Requester>
      </>
    ),
    sortValue: (t) => t.requester.name,
  },
  {
    id: 'priority',
    header: 'Priority',
    cell: (t) => <PriorityBadge priority={t.priority} size="sm" />,
    sortValue: (t) => TUTOR_TICKET_PRIORITIES.indexOf(t.priority as never),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (t) => <StatusBadge status={t.status} size="sm" />,
    sortValue: (t) => TICKET_STATUSES.indexOf(t.status as never),
  },
  {
    id: 'updated',
    header: 'Updated',
    cell: (t) => formatTicketDate(t.updated_at),
    sortValue: (t) => t.updated_at,
  },
];

/** Beside an open ticket the list keeps what tells tickets apart: subject, who, status. */
const compactColumns: DataColumn<StaffTicketSummary>[] = [
  {
    id: 'subject',
    header: 'Ticket',
    cell: (t) => (
      <>
        {t.subject}
        <Requester>
          {t.requester.name} · {t.from === 'student' ? 'Student' : 'Tutor'}
        </Requester>
      </>
    ),
    sortValue: (t) => t.subject,
  },
  columns[3]!,
];

const ALL = { value: '', label: 'All' };

export function TicketsScreen() {
  const [params, set] = useSearchState();
  const filters: TicketFilters = useMemo(
    () => ({
      status: params.get('status') ?? '',
      priority: params.get('priority') ?? '',
      from: params.get('from') ?? '',
      q: params.get('q') ?? '',
    }),
    [params],
  );
  const open = parseKey(params.get('ticket'));
  const tickets = useTickets(filters);

  const filtered = Object.values(filters).some(Boolean);

  return (
    <Screen>
      <ScreenHeader
        title="Tickets"
        description="Questions from students and tutors, most recently changed first."
      />
      <FilterBar
        label="Filter tickets"
        onReset={filtered ? () => set({ status: null, priority: null, from: null, q: null }) : undefined}
      >
        <Select
          label="Status"
          value={filters.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[ALL, ...TICKET_STATUSES.map((s) => ({ value: s, label: s }))]}
        />
        <Select
          label="Priority"
          value={filters.priority}
          onChange={(e) => set({ priority: e.target.value })}
          options={[ALL, ...TUTOR_TICKET_PRIORITIES.map((p) => ({ value: p, label: p }))]}
        />
        <Select
          label="From"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
          options={[
            { value: '', label: 'Students and tutors' },
            { value: 'student', label: 'Students' },
            { value: 'tutor', label: 'Tutors' },
          ]}
        />
        <SearchInput
          label="Search tickets"
          showLabel
          placeholder="Subject, name or e-mail"
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
          onClear={() => set({ q: null })}
        />
      </FilterBar>
      <Layout $open={Boolean(open)}>
        <div className="list">
          {tickets.isPending ? (
            <LoadingState text="Loading tickets…" />
          ) : tickets.isError ? (
            <LoadError error={tickets.error} what="Tickets" onRetry={() => void tickets.refetch()} />
          ) : tickets.data.data.length === 0 && !filtered ? (
            <EmptyState
              headingLevel={2}
              title="No tickets yet"
              description="When a student or a tutor raises a ticket, it appears here."
            />
          ) : (
            <DataTable
              caption="Tickets"
              captionHidden
              columns={open ? compactColumns : columns}
              rows={tickets.data.data}
              rowKey={keyOf}
              emptyMessage="No tickets match these filters."
              onRowClick={(t) => set({ ticket: keyOf(t) })}
              selectedKey={open ? `${open.from}-${open.id}` : undefined}
            />
          )}
        </div>
        {open && (
          <div>
            <Back>
              <Button variant="ghost" size="sm" onClick={() => set({ ticket: null })}>
                <ChevronLeftIcon aria-hidden="true" /> Back to tickets
              </Button>
            </Back>
            <TicketDetail key={`${open.from}-${open.id}`} from={open.from} id={open.id} />
          </div>
        )}
      </Layout>
    </Screen>
  );
}
