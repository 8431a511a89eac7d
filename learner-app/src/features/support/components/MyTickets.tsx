// "My tickets" under the support form: each of her tickets with its status and the
// school's replies, newest ticket first.
import styled from 'styled-components';
import { Button, Card, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, PriorityBadge, StatusBadge } from '@ai-women/ui-kit/status';
import { List, ThreadView } from '@ai-women/ui-kit/portal';
import { formatTicketDate } from '@ai-women/web-core';
import type { StudentOwnTicket } from '@ai-women/contracts';
import { useMyTickets } from '../api/tickets';
import { englishTexts, useT } from '../../../i18n';
import commonTexts from '../../../i18n/en/common.json';
import supportTexts from '../../../i18n/en/support.json';

englishTexts({ common: commonTexts, support: supportTexts });

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

function threadOf(ticket: StudentOwnTicket, you: string, locale: string) {
  return [
    {
      id: `t${ticket.ticket_id}`,
      author: you,
      role: 'requester' as const,
      body: ticket.description,
      at: formatTicketDate(ticket.created_at, locale),
      dateTime: ticket.created_at,
    },
    ...ticket.replies.map((reply, i) => ({
      id: `r${ticket.ticket_id}-${i}`,
      author: reply.author,
      role: 'staff' as const,
      body: reply.message,
      at: formatTicketDate(reply.created_at, locale),
      dateTime: reply.created_at,
    })),
  ];
}

export function MyTickets({ userId }: { userId: string | number | undefined }) {
  const tickets = useMyTickets(userId);
  const { t, locale } = useT();
  return (
    <Card title={t('support.myTickets')} headingLevel={2}>
      {tickets.isPending ? (
        <LoadingState text={t('support.loadingTickets')} />
      ) : tickets.isError ? (
        <Failed role="alert">
          <p>{t('support.ticketsFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void tickets.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Failed>
      ) : tickets.data.data.length === 0 ? (
        <EmptyState
          title={t('support.noTickets')}
          description={t('support.noTicketsText')}
          headingLevel={3}
        />
      ) : (
        <List gap={4} ordered>
          {tickets.data.data.map((ticket) => (
            <Ticket key={ticket.ticket_id}>
              <h3>{ticket.subject}</h3>
              <Meta>
                <span>{t('support.ticketNo', { id: ticket.ticket_id })}</span>
                <StatusBadge status={ticket.status} size="sm" />
                <PriorityBadge priority={ticket.priority} size="sm" />
                <span>{t('support.updated', { date: formatTicketDate(ticket.updated_at, locale) })}</span>
              </Meta>
              <ThreadView
                label={t('support.conversation', { id: ticket.ticket_id })}
                messages={threadOf(ticket, t('support.you'), locale)}
                emptyMessage={t('support.waiting')}
              />
              {ticket.replies.length === 0 && <Meta>{t('support.waiting')}</Meta>}
            </Ticket>
          ))}
        </List>
      )}
    </Card>
  );
}
