// /staff/contact (support, admin): messages from the contact form. Answer one by e-mail from here
// (the answers stay under the message and it counts as handled), or mark it handled when it needs
// no answer; a handled message can move back to the inbox.
import { useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, LoadingState } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { List, ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert, ToggleGroup } from '@ai-women/ui-kit/forms';
import { formatTicketDate } from '@ai-women/web-core';
import { api, messageOf } from '../../lib/api';
import { staffKeys } from '../../lib/staff';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';
import { AnswerThread, ContactAnswerForm } from './ContactAnswer';

const Message = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: ${({ theme }) => theme.space[3]} 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const VIEWS = [
  { value: 'no', label: 'To handle' },
  { value: 'yes', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;
type View = (typeof VIEWS)[number]['value'];

export function ContactScreen() {
  const [view, setView] = useState<View>('no');
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [answering, setAnswering] = useState<number | null>(null);
  const client = useQueryClient();
  const messages = useQuery({
    queryKey: staffKeys.contact(view),
    queryFn: () => api.get('/api/staff/contact-messages', { query: { handled: view } }),
  });
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.put('/api/staff/contact-messages/{id}/handled', { handled }, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.contactAll }),
  });

  return (
    <Screen>
      <ScreenHeader title="Contact inbox" description="Messages sent from the website's contact form." />
      <ToggleGroup
        label="Show messages"
        options={VIEWS.map((v) => ({ value: v.value, label: v.label }))}
        value={view}
        onChange={(value) => {
          setView(value as View);
          setResult(null);
        }}
      />
      {result && (
        <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
          {result.text}
        </FormAlert>
      )}
      {messages.isPending ? (
        <LoadingState text="Loading messages…" />
      ) : messages.isError ? (
        <LoadError error={messages.error} what="Messages" onRetry={() => void messages.refetch()} />
      ) : messages.data.data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={view === 'no' ? 'Inbox zero' : 'No messages here'}
          description={
            view === 'no'
              ? 'Every message from the contact form has been handled.'
              : 'Nothing to show in this view yet.'
          }
        />
      ) : (
        <List gap={4} ordered aria-label="Contact messages">
          {messages.data.data.map((m) => (
            <Message key={m.message_id}>
              <h2>{m.subject}</h2>
              <Meta>
                {m.name} · {m.email} · received {formatTicketDate(m.created_at)}
              </Meta>
              <blockquote>{m.message}</blockquote>
              <AnswerThread message={m} />
              {answering === m.message_id ? (
                <ContactAnswerForm
                  message={m}
                  onCancel={() => setAnswering(null)}
                  onDone={(text) => {
                    setAnswering(null);
                    setResult({ tone: 'success', text });
                  }}
                />
              ) : null}
              <Row>
                {m.handled_at ? (
                  <Meta>
                    Handled by {m.handled_by ?? 'the team'} on {formatTicketDate(m.handled_at)}
                  </Meta>
                ) : null}
                {answering !== m.message_id ? (
                  <Button
                    size="sm"
                    aria-label={`${m.answers.length ? 'Answer again' : 'Answer'}: ${m.subject}`}
                    onClick={() => {
                      setResult(null);
                      setAnswering(m.message_id);
                    }}
                  >
                    {m.answers.length ? 'Answer again' : 'Answer'}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant={m.handled_at ? 'ghost' : 'secondary'}
                  disabled={mark.isPending}
                  aria-label={`${m.handled_at ? 'Move back to the inbox' : 'Mark handled'}: ${m.subject}`}
                  onClick={async () => {
                    setResult(null);
                    try {
                      const answer = await mark.mutateAsync({ id: m.message_id, handled: !m.handled_at });
                      setResult({ tone: 'success', text: answer.message });
                    } catch (err) {
                      setResult({
                        tone: 'danger',
                        text: messageOf(err, 'The message could not be updated.'),
                      });
                    }
                  }}
                >
                  {m.handled_at ? 'Move back to the inbox' : 'Mark handled'}
                </Button>
              </Row>
            </Message>
          ))}
        </List>
      )}
    </Screen>
  );
}
