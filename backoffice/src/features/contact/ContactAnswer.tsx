// One contact message's answers (the thread mailed to her) and the form that mails a new one.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@ai-women/ui-kit';
import { FormAlert, TextArea } from '@ai-women/ui-kit/forms';
import { ThreadView } from '@ai-women/ui-kit/portal';
import { STAFF_LIMITS, rulesOf, validateContactAnswer } from '@ai-women/contracts';
import type { ContactMessageRow } from '@ai-women/contracts/staff';
import { useRulesForm } from '@ai-women/web-core/forms';
import { formatTicketDate } from '@ai-women/web-core';
import { api, messageOf } from '../../lib/api';
import { staffKeys } from '../../lib/staff';

const AnswerForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const answerRules = rulesOf<{ message: string }>(['message'], validateContactAnswer);

/** The answers already mailed to her, oldest first, under her own message. */
export function AnswerThread({ message }: { message: ContactMessageRow }) {
  if (message.answers.length === 0) return null;
  return (
    <ThreadView
      label={`Answers to “${message.subject}”`}
      messages={message.answers.map((a) => ({
        id: a.answer_id,
        author: a.answered_by,
        role: 'staff' as const,
        body: a.message,
        at: formatTicketDate(a.answered_at),
        dateTime: a.answered_at,
      }))}
    />
  );
}

/** Mails an answer to the address she wrote from; the message then counts as handled. */
export function ContactAnswerForm({
  message,
  onDone,
  onCancel,
}: {
  message: ContactMessageRow;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) =>
      api.post('/api/staff/contact-messages/{id}/answers', { message: text }, { params: { id: message.message_id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.contactAll }),
  });
  const form = useRulesForm<{ message: string }>({
    rules: answerRules,
    defaultValues: { message: '' },
    afterEdit: 'clear',
  });
  const onSubmit = (event: FormEvent) => {
    setError(null);
    void form.submit(async ({ message: text }) => {
      try {
        const answer = await send.mutateAsync(text.trim());
        onDone(answer.message);
      } catch (err) {
        setError(messageOf(err, 'The answer could not be sent.'));
      }
    })(event);
  };
  return (
    <AnswerForm noValidate onSubmit={onSubmit} aria-label={`Answer ${message.name}`}>
      {error && (
        <FormAlert role="alert" tone="danger">
          {error}
        </FormAlert>
      )}
      <TextArea
        label={`Answer to ${message.name}`}
        rows={5}
        {...form.field('message')}
        maxLength={STAFF_LIMITS.contactAnswerMax}
        helperText={`Sent by e-mail to ${message.email} as plain text; the message then counts as handled.`}
      />
      <div>
        <Button type="submit" loading={send.isPending} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send answer'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
      </div>
    </AnswerForm>
  );
}
