// The Ticket Details modal: the ticket, then its Conversation Thread.
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import { PriorityBadge, StatusBadge } from '@ai-women/ui-kit/status';
import { Modal } from '@ai-women/ui-kit/dialogs';
import { ThreadView } from '@ai-women/ui-kit/portal';
import type { SupportTicket } from '@ai-women/contracts';
import { formatTicketDate } from '@ai-women/web-core';

export const WAITING_FOR_SUPPORT = 'Waiting for support response...';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Subject = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
  overflow-wrap: anywhere;
`;
const ThreadTitle = styled.h3`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.plum900};
`;
const Waiting = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** The school's replies, oldest first; a ticket answered before threads existed has only reply_message. */
function repliesOf(ticket: SupportTicket) {
  if (ticket.replies?.length) return ticket.replies;
  return ticket.reply_message
    ? [{ author: 'Aarohi Support', message: ticket.reply_message, created_at: ticket.updated_at }]
    : [];
}

export function TicketDetailsModal({
  ticket,
  onClose,
}: {
  ticket: SupportTicket | null;
  onClose: () => void;
}) {
  const replies = ticket ? repliesOf(ticket) : [];
  return (
    <Modal
      open={ticket !== null}
      onClose={onClose}
      title="Ticket Details"
      size="md"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {ticket && (
        <>
          <Subject>{ticket.subject}</Subject>
          <Meta>
            <span>Ticket #{ticket.support_id}</span>
            <StatusBadge status={ticket.status} size="sm" />
            <PriorityBadge priority={ticket.priority} size="sm" />
          </Meta>
          <Meta>
            <span>Created {formatTicketDate(ticket.created_at)}</span>
            <span>· Updated {formatTicketDate(ticket.updated_at)}</span>
          </Meta>
          <ThreadTitle>Conversation Thread</ThreadTitle>
          <ThreadView
            label={`Conversation on ticket ${ticket.support_id}`}
            messages={[
              {
                id: 'ticket',
                author: 'You',
                role: 'requester',
                body: ticket.description,
                at: formatTicketDate(ticket.created_at),
                dateTime: ticket.created_at,
              },
              ...replies.map((reply, i) => ({
                id: i,
                author: reply.author,
                role: 'staff' as const,
                body: reply.message,
                at: formatTicketDate(reply.created_at),
                dateTime: reply.created_at,
              })),
            ]}
          />
          {replies.length === 0 && <Waiting>{WAITING_FOR_SUPPORT}</Waiting>}
        </>
      )}
    </Modal>
  );
}
