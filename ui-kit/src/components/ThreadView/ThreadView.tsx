import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface ThreadMessage {
  id: string | number;
  /** Who wrote it ("You", "Anjali Rao"). */
  author: string;
  /** The person who raised the ticket, or the school's staff: they sit on opposite sides. */
  role: 'requester' | 'staff';
  body: string;
  /** The time as the reader should see it, already formatted ("17 Nov 2026, 1:40 pm"). */
  at: string;
  /** The same time as ISO, for the `<time>` element. */
  dateTime?: string;
}

export interface ThreadViewProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** Names the list for screen readers ("Conversation on ticket 14"). */
  label: string;
  messages: ThreadMessage[];
  /** Shown instead of the list when there are no messages. */
  emptyMessage?: string;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Bubble = styled.li<{ $role: ThreadMessage['role'] }>`
  max-width: min(92%, 40rem);
  align-self: ${({ $role }) => ($role === 'requester' ? 'flex-start' : 'flex-end')};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid
    ${({ theme, $role }) => ($role === 'requester' ? theme.colors.border : theme.colors.teal100)};
  background: ${({ theme, $role }) => ($role === 'requester' ? theme.colors.surface : theme.colors.teal100)};
  color: ${({ theme }) => theme.colors.text};
`;

const Who = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.plum900};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** A conversation: the person's messages on one side, the school's replies on the other, oldest first. */
export function ThreadView({ label, messages, emptyMessage = 'No replies yet.', ...rest }: ThreadViewProps) {
  if (messages.length === 0) return <Empty>{emptyMessage}</Empty>;
  return (
    <List aria-label={label} {...rest}>
      {messages.map((message) => (
        <Bubble key={message.id} $role={message.role}>
          <Who>
            <strong>{message.author}</strong>
            <time dateTime={message.dateTime}>{message.at}</time>
          </Who>
          <Body>{message.body}</Body>
        </Bubble>
      ))}
    </List>
  );
}
