// "My tickets" under the support form: each of her tickets with its status and the
// school's replies, newest ticket first.
import styled from 'styled-components';
import { Button, Card, EmptyState, LoadingState, PriorityBadge, StatusBadge } from '@ai-women/ui-kit';
import { ThreadView } from '@ai-women/ui-kit/portal';
import { formatTicketDate } from '@ai-women/web-core';
import type { StudentOwnTicket } from '@ai-women/contracts';
import { useMyTickets } from '../api/tickets';

export const MY_TICKETS_TEXT = {
  title: 'My tickets',
  empty: 'You have not raised a ticket yet. Tickets you raise appear here with the helpdesk’s replies.',
  failed: 'Your tickets could not be loaded.',
  waiting: 'Waiting for support response...',
} as const;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Ticket = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

function threadOf(ticket: StudentOwnTicket, you: string) {
  return [
    {
      id: `t${ticket.ticket_id}`,
      author: you,
      role: 'requester' as const,
      body: ticket.description,
      at: formatTicketDate(ticket.created_at),
      dateTime: ticket.created_at,
    },
    ...ticket.replies.map((reply, i) => ({
      id: `r${ticket.ticket_id}-${i}`,
      author: reply.author,
      role: 'staff' as const,
      body: reply.message,
      at: formatTicketDate(reply.created_at),
      dateTime: reply.created_at,
    })),
  ];
}

export function MyTickets({ userId }: { userId: string | number | undefined }) {
  const tickets = useMyTickets(userId);
  return (
    <Card title={MY_TICKETS_TEXT.title} headingLevel={2}>
      {tickets.isPending ? (
        <LoadingState text="Loading your tickets…" />
      ) : tickets.isError ? (
        <Failed role="alert">
          <p>{MY_TICKETS_TEXT.failed}</p>
          <Button variant="secondary" size="sm" onClick={() => void tickets.refetch()}>
            Try again
          </Button>
        </Failed>
      ) : tickets.data.data.length === 0 ? (
        <EmptyState title="No tickets yet" description={MY_TICKETS_TEXT.empty} headingLevel={3} />
      ) : (
        <List>
          {tickets.data.data.map((ticket) => (
            <Ticket key={ticket.ticket_id}>
              <h3>{ticket.subject}</h3>
              <Meta>
                <span>Ticket #{ticket.ticket_id}</span>
                <StatusBadge status={ticket.status} size="sm" />
                <PriorityBadge priority={ticket.priority} size="sm" />
                <span>Updated {formatTicketDate(ticket.updated_at)}</span>
              </Meta>
              <ThreadView
                label={`Conversation on ticket ${ticket.ticket_id}`}
                messages={threadOf(ticket, 'You')}
                emptyMessage={MY_TICKETS_TEXT.waiting}
              />
              {ticket.replies.length === 0 && <Meta>{MY_TICKETS_TEXT.waiting}</Meta>}
            </Ticket>
          ))}
        </List>
      )}
    </Card>
  );
}
