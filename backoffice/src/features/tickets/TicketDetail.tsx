// One ticket: who asked and when, the whole conversation, a reply box and the status menu.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, LoadingState } from '@ai-women/ui-kit';
import { PriorityBadge } from '@ai-women/ui-kit/status';
import { FormAlert, TextArea } from '@ai-women/ui-kit/forms';
import { StatusMenu, ThreadView } from '@ai-women/ui-kit/portal';
import {
  STAFF_LIMITS,
  TICKET_STATUSES,
  rulesOf,
  validateReply,
  type TicketSource,
} from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
import { formatTicketDate } from '@ai-women/web-core';
import { messageOf } from '../../lib/api';
import { useMoveTicket, useReply, useTicket } from './ticketsApi';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
const ReplyForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  button {
    justify-self: start;
  }
`;
const Closed = styled.p`
  margin: ${({ theme }) => theme.space[5]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const replyRules = rulesOf<{ message: string }>(['message'], validateReply);

export function TicketDetail({ from, id }: { from: TicketSource; id: number }) {
  const ticket = useTicket(from, id);
  const reply = useReply(from, id);
  const move = useMoveTicket(from, id);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useRulesForm<{ message: string }>({
    rules: replyRules,
    defaultValues: { message: '' },
    afterEdit: 'clear',
  });

  if (ticket.isPending) return <LoadingState text="Opening the ticket…" />;
  if (ticket.isError)
    return (
      <FormAlert role="alert" tone="danger">
        {messageOf(ticket.error, 'This ticket could not be opened.')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void ticket.refetch()}>
          Try again
        </Button>
      </FormAlert>
    );

  const t = ticket.data.data;
  const send = async ({ message }: { message: string }) => {
    try {
      const answer = await reply.mutateAsync(message.trim());
      form.reset({ message: '' });
      setResult({ tone: 'success', text: answer.message ?? 'Reply sent.' });
    } catch (err) {
      setResult({ tone: 'danger', text: messageOf(err, 'The reply could not be sent.') });
    }
  };
  const onSubmit = (event: FormEvent) => {
    setResult(null);
    void form.submit(send)(event);
  };
  const changeStatus = async (status: string) => {
    setResult(null);
    try {
      const answer = await move.mutateAsync(status);
      setResult({ tone: 'success', text: answer.message ?? `Ticket marked ${status}.` });
    } catch (err) {
      setResult({ tone: 'danger', text: messageOf(err, 'The status could not be changed.') });
    }
  };

  const who = t.from === 'student' ? 'Student' : 'Tutor';
  return (
    <Card padding="lg">
      <Head>
        <div>
          <h2>{t.subject}</h2>
          <Meta>
            <span>
              {who} · {t.requester.name} · <a href={`mailto:${t.requester.email}`}>{t.requester.email}</a>
            </span>
            {t.from === 'student' && (
              // Her batch, payment status and attendance, read-only, to answer her without asking.
              <Link to={`/staff/students/${t.requester.id}`}>Open her student view</Link>
            )}
            <span>Ticket #{t.ticket_id}</span>
            <PriorityBadge priority={t.priority} size="sm" />
            <span>Raised {formatTicketDate(t.created_at)}</span>
          </Meta>
        </div>
        <StatusMenu
          label="Ticket status"
          value={t.status}
          busy={move.isPending}
          options={TICKET_STATUSES.map((status) => ({
            value: status,
            disabled: status !== t.status && !t.next_statuses.includes(status),
          }))}
          onChange={(status) => void changeStatus(status)}
        />
      </Head>
      <ThreadView
        label={`Conversation on ticket ${t.ticket_id}`}
        messages={[
          {
            id: 'ticket',
            author: t.requester.name,
            role: 'requester',
            body: t.description,
            at: formatTicketDate(t.created_at),
            dateTime: t.created_at,
          },
          ...t.thread.map((r) => ({
            id: r.reply_id,
            author: r.author,
            role: 'staff' as const,
            body: r.message,
            at: formatTicketDate(r.created_at),
            dateTime: r.created_at,
          })),
        ]}
      />
      {result && (
        <div style={{ marginTop: '1rem' }}>
          <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
            {result.text}
          </FormAlert>
        </div>
      )}
      {t.status === 'Closed' ? (
        <Closed>This ticket is closed. A new question needs a new ticket.</Closed>
      ) : (
        <ReplyForm noValidate onSubmit={onSubmit} aria-label="Reply to the ticket">
          <TextArea
            label={`Reply to ${t.requester.name}`}
            rows={5}
            {...form.field('message')}
            maxLength={STAFF_LIMITS.replyMax}
            helperText={`${t.requester.name} gets it as a notification and by e-mail.`}
          />
          <Button type="submit" loading={reply.isPending} disabled={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </ReplyForm>
      )}
    </Card>
  );
}
