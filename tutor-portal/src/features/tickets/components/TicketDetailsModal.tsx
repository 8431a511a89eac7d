// The Ticket Details modal (spec 02 §2.7): the ticket, then its Conversation Thread.
import styled from 'styled-components';
import { Button, Modal, PriorityBadge, StatusBadge } from '@ai-women/ui-kit';
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
const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
const Bubble = styled.li<{ $from: 'tutor' | 'support' }>`
  max-width: 90%;
  align-self: ${({ $from }) => ($from === 'tutor' ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $from }) => ($from === 'tutor' ? theme.colors.plum100 : theme.colors.teal100)};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  small {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
const Waiting = styled.p`
  margin: 0;
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
          <Thread>
            <Bubble $from="tutor">
              <small>You · {formatTicketDate(ticket.created_at)}</small>
              {ticket.description}
            </Bubble>
            {replies.length > 0 ? (
              replies.map((reply, i) => (
                <Bubble key={i} $from="support">
                  <small>
                    {reply.author} · {formatTicketDate(reply.created_at)}
                  </small>
                  {reply.message}
                </Bubble>
              ))
            ) : (
              <li>
                <Waiting>{WAITING_FOR_SUPPORT}</Waiting>
              </li>
            )}
          </Thread>
        </>
      )}
    </Modal>
  );
}
