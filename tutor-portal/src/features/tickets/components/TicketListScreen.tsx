// /tutorsupportticketlist: search and filters, the list, the details modal.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PriorityBadge, StatusBadge } from '@ai-women/ui-kit/status';
import { SearchInput, Select } from '@ai-women/ui-kit/forms';
import { TICKET_STATUSES, TUTOR_TICKET_PRIORITIES, type SupportTicket } from '@ai-women/contracts';
import { getStoredTutorId, formatTicketDate } from '@ai-women/web-core';
import { Empty, LoginPrompt, Loading, PageHeader } from '../../../components/ScreenParts';
import { useTutorTickets } from '../api/ticketQueries';
import { ALL, filterTickets, isFiltering, NO_FILTERS, type TicketFilters } from '../lib/filterTickets';
import { TicketDetailsModal } from './TicketDetailsModal';
import { TICKETS_LOGIN_PROMPT } from './CreateTicketScreen';

export const NO_TICKETS_TITLE = 'No Support Tickets Found';
export const NO_TICKETS_YET = "You haven't created any support tickets yet.";
export const NO_TICKETS_MATCH = 'No tickets match your current filters.';

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.portalNarrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
const TicketButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
const Subject = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.plum900};
  overflow-wrap: anywhere;
`;
const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;
const Dates = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const NewLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: s })),
];
const priorityOptions = [
  { value: ALL, label: 'All priorities' },
  ...TUTOR_TICKET_PRIORITIES.map((p) => ({ value: p, label: p })),
];

export function TicketListScreen() {
  const tutorId = getStoredTutorId();
  const query = useTutorTickets(tutorId);
  const [filters, setFilters] = useState<TicketFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<SupportTicket | null>(null);

  if (tutorId === null) return <LoginPrompt>{TICKETS_LOGIN_PROMPT}</LoginPrompt>;

  // A failed or non-ok list fetch shows an empty list and is only logged: she can still write a
  // ticket, and an error here would tell her nothing she can act on.
  if (query.isError) console.warn('Could not load support tickets', query.error);
  const tickets = query.data ?? [];
  const shown = filterTickets(tickets, filters);
  const set = (patch: Partial<TicketFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <>
      <PageHeader>
        <div>
          <h1>My Support Tickets</h1>
          <p>Every question you have raised with our support team, and their replies.</p>
        </div>
        <NewLink to="/tutorsupportticket">Create a new ticket</NewLink>
      </PageHeader>
      <Filters>
        <SearchInput
          label="Search tickets"
          showLabel
          placeholder="Subject, description or ticket ID"
          value={filters.search}
          onChange={(e) => set({ search: e.target.value })}
          onClear={() => set({ search: '' })}
        />
        <Select
          label="Status"
          options={statusOptions}
          value={filters.status}
          onChange={(e) => set({ status: e.target.value })}
        />
        <Select
          label="Priority"
          options={priorityOptions}
          value={filters.priority}
          onChange={(e) => set({ priority: e.target.value })}
        />
      </Filters>

      {query.isPending ? (
        <Loading>Loading your tickets...</Loading>
      ) : shown.length === 0 ? (
        <Empty title={NO_TICKETS_TITLE}>
          {tickets.length > 0 && isFiltering(filters) ? NO_TICKETS_MATCH : NO_TICKETS_YET}
        </Empty>
      ) : (
        <>
          <Count aria-live="polite">
            Showing {shown.length} of {tickets.length} {tickets.length === 1 ? 'ticket' : 'tickets'}
          </Count>
          <List>
            {shown.map((t) => (
              <li key={t.support_id}>
                <TicketButton type="button" onClick={() => setSelected(t)} aria-haspopup="dialog">
                  <Top>
                    <Subject>{t.subject}</Subject>
                    <Badges>
                      <StatusBadge status={t.status} size="sm" />
                      <PriorityBadge priority={t.priority} size="sm" />
                    </Badges>
                  </Top>
                  <Description>{t.description}</Description>
                  <Dates>
                    <span>#{t.support_id}</span>
                    <span>Created {formatTicketDate(t.created_at)}</span>
                    <span>Updated {formatTicketDate(t.updated_at)}</span>
                  </Dates>
                </TicketButton>
              </li>
            ))}
          </List>
        </>
      )}
      <TicketDetailsModal ticket={selected} onClose={() => setSelected(null)} />
    </>
  );
}
