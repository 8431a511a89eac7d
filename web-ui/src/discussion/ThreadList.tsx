/**
 * A batch's threads: pinned ones first, then as the API ordered them (latest activity first). Each
 * says what it is about (title, session, the first lines), who asked and when, how many replies
 * it has and whether the tutor marked an answer; moderators also see a hidden thread and how many
 * reports are open on it and its replies.
 */
import styled from 'styled-components';
import { StatusBadge } from '@ai-women/ui-kit/status';
import type { RenderLink } from '@ai-women/ui-kit';
import type { DiscussionThreadSummaryView } from '@ai-women/contracts/schemas';
import { MODERATION_LABELS_EN, type DiscussionLabels, type ModerationLabels } from './labels';
import { Badges, discussionDate, sessionText } from './parts';
import { List } from '@ai-women/ui-kit/portal';

const Item = styled.li<{ $pinned: boolean; $hidden: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $pinned, $hidden }) =>
      $hidden ? theme.colors.warning : $pinned ? theme.colors.saffron400 : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $hidden }) => ($hidden ? theme.colors.warningBg : theme.colors.surface)};
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;
const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.plum900};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    border-radius: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Session = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum600};
`;
const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.plum700};
  }
`;

/** Pinned first; otherwise the API's order stays (a stable sort). */
export function pinnedFirst<T extends { pinned: boolean }>(threads: readonly T[]): T[] {
  return [...threads].sort((a, b) => Number(b.pinned) - Number(a.pinned));
}

export interface DiscussionThreadListProps {
  threads: DiscussionThreadSummaryView[];
  labels: DiscussionLabels;
  /** Where a thread opens ('/discussion/12'). */
  threadHref: (threadId: number) => string;
  renderLink?: RenderLink;
  /** Tutors and staff: hidden threads and open reports are shown. */
  moderator?: boolean;
  moderationLabels?: ModerationLabels;
}

export function DiscussionThreadList({
  threads,
  labels,
  threadHref,
  renderLink,
  moderator = false,
  moderationLabels = MODERATION_LABELS_EN,
}: DiscussionThreadListProps) {
  return (
    <List gap={3} ordered aria-label={labels.listLabel} data-testid="discussion-threads">
      {pinnedFirst(threads).map((thread) => {
        const href = threadHref(thread.id);
        const session = sessionText(thread, labels);
        const link = renderLink ? (
          renderLink({ href, children: thread.title })
        ) : (
          <a href={href}>{thread.title}</a>
        );
        return (
          <Item key={thread.id} $pinned={thread.pinned} $hidden={Boolean(moderator && thread.hidden)}>
            <Title>{link}</Title>
            {(thread.pinned ||
              thread.answered ||
              (moderator && (thread.hidden || thread.open_reports > 0))) && (
              <Badges>
                {thread.pinned && <StatusBadge size="sm" status={labels.pinned} tone="warning" />}
                {thread.answered && <StatusBadge size="sm" status={labels.answered} tone="success" />}
                {moderator && thread.hidden && (
                  <StatusBadge size="sm" status={moderationLabels.hidden} tone="neutral" />
                )}
                {moderator && thread.open_reports > 0 && (
                  <StatusBadge
                    size="sm"
                    status={moderationLabels.openReports(thread.open_reports)}
                    tone="danger"
                  />
                )}
              </Badges>
            )}
            {session && <Session>{session}</Session>}
            {thread.excerpt && <Excerpt>{thread.excerpt}</Excerpt>}
            <Meta>
              <strong>{labels.replies(thread.replies)}</strong>
              <span>{labels.askedBy(thread.author.name, discussionDate(thread.created_at, labels))}</span>
              {thread.last_activity_at !== thread.created_at && (
                <span>{labels.lastActivity(discussionDate(thread.last_activity_at, labels))}</span>
              )}
            </Meta>
          </Item>
        );
      })}
    </List>
  );
}
