// /staff/discussion (support and admins): the posts of every batch's discussion that wait for a
// moderator — reported ones, oldest report first — and the posts hidden lately. A post is read
// here as its batch reads it; hiding it removes it for students at once (with a reason they never
// see), dismissing closes its reports and keeps it, and its thread opens in full.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { FilterBar, List, ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert, Select } from '@ai-women/ui-kit/forms';
import { routerLink } from '@ai-women/ui-kit/router';
import type { StaffDiscussionQueueData } from '@ai-women/contracts/schemas';
import {
  AuthorName,
  DISCUSSION_LABELS_EN,
  HideDialog,
  MODERATION_LABELS_EN,
  PostPhoto,
  PostText,
  PostTime,
  discussionDate,
} from '@ai-women/web-ui/discussion';
import { messageOf } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';
import { useModerationQueue, useStaffDiscussionActions, type QueueState } from './discussionApi';

type Item = StaffDiscussionQueueData['items'][number];

export const QUEUE_TEXT = {
  title: 'Discussion',
  description:
    'Posts reported in the batches’ discussions, and the posts hidden lately. A hidden post disappears for students at once; staff and the tutor still see it, with who hid it and why.',
  loading: 'Loading the posts waiting for a moderator…',
  what: 'The discussion queue',
  emptyReported: 'Nothing waits for a moderator',
  emptyReportedText: 'When a member reports a post, it appears here and on the batch tutor’s thread page.',
  emptyHidden: 'No post has been hidden',
  emptyHiddenText: 'Posts a tutor or staff member hides appear here, with the reason.',
} as const;

const Where = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;
const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.plum100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const reasons = DISCUSSION_LABELS_EN.reasons;

function QueueItem({ item, onHide }: { item: Item; onHide: (item: Item) => void }) {
  const { post } = item;
  const { moderate } = useStaffDiscussionActions(item.batch.id);
  const [said, setSaid] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const act = (action: 'dismiss' | 'unhide') =>
    moderate.mutate(
      { postId: post.id, action },
      {
        onSuccess: (sent) => setSaid({ text: sent.message, tone: 'success' }),
        onError: (error) => setSaid({ text: messageOf(error), tone: 'danger' }),
      },
    );
  return (
    <li>
      <Card padding="md" data-testid="discussion-queue-item">
        <Body>
          <Where>
            <strong>{item.batch.name}</strong> · {post.id === item.thread.id ? 'Thread' : 'Reply in'} “
            {item.thread.title}”
          </Where>
          <Head>
            <AuthorName author={post.author} labels={DISCUSSION_LABELS_EN} />
            <PostTime iso={post.created_at} labels={DISCUSSION_LABELS_EN} />
          </Head>
          <PostText text={post.body} />
          {post.image && <PostPhoto post={post} labels={DISCUSSION_LABELS_EN} />}
          {post.reports.length > 0 && (
            <Note>
              <p>
                <StatusBadge
                  size="sm"
                  tone="danger"
                  status={MODERATION_LABELS_EN.openReports(post.reports.length)}
                />
              </p>
              <ul>
                {post.reports.map((r, i) => (
                  <li key={i}>
                    {reasons[r.reason]}
                    {r.note ? `: “${r.note}”` : ''} (
                    {MODERATION_LABELS_EN.reportedOn(discussionDate(r.at, DISCUSSION_LABELS_EN))})
                  </li>
                ))}
              </ul>
            </Note>
          )}
          {post.hidden && (
            <Note>
              <p>
                {MODERATION_LABELS_EN.hiddenBy(
                  post.hidden.by,
                  discussionDate(post.hidden.at, DISCUSSION_LABELS_EN),
                )}
              </p>
              <p>
                {MODERATION_LABELS_EN.hiddenReason}: {post.hidden.reason}
              </p>
            </Note>
          )}
          <Actions>
            {!post.hidden && (
              <Button
                size="sm"
                variant="danger"
                onClick={() => onHide(item)}
                aria-label={`Hide the post of ${post.author.name}`}
              >
                {MODERATION_LABELS_EN.hide}
              </Button>
            )}
            {!post.hidden && post.reports.length > 0 && (
              <Button
                size="sm"
                variant="secondary"
                loading={moderate.isPending}
                onClick={() => act('dismiss')}
              >
                {MODERATION_LABELS_EN.dismiss}
              </Button>
            )}
            {post.hidden && (
              <Button
                size="sm"
                variant="secondary"
                loading={moderate.isPending}
                onClick={() => act('unhide')}
              >
                {MODERATION_LABELS_EN.unhide}
              </Button>
            )}
            <LinkButton
              size="sm"
              variant="ghost"
              href={`/staff/discussion/threads/${item.thread.id}`}
              renderLink={routerLink}
            >
              Open the thread
            </LinkButton>
          </Actions>
          {said && (
            <FormAlert tone={said.tone} role={said.tone === 'danger' ? 'alert' : 'status'}>
              {said.text}
            </FormAlert>
          )}
        </Body>
      </Card>
    </li>
  );
}

export function DiscussionQueueScreen() {
  const [state, setState] = useState<QueueState>('reported');
  const queue = useModerationQueue(state);
  const [hiding, setHiding] = useState<Item | null>(null);
  const [hidden, setHidden] = useState<string | null>(null);
  const { moderate } = useStaffDiscussionActions(hiding?.batch.id ?? 0);
  const data = queue.data;
  return (
    <Screen>
      <ScreenHeader title={QUEUE_TEXT.title} description={QUEUE_TEXT.description} />
      <FilterBar
        label="Choose which posts to show"
        onReset={state !== 'reported' ? () => setState('reported') : undefined}
      >
        <Select
          label="Show"
          value={state}
          onChange={(e) => setState(e.target.value as QueueState)}
          options={[
            { value: 'reported', label: data ? `Reported (${data.reported})` : 'Reported' },
            { value: 'hidden', label: data ? `Hidden (${data.hidden})` : 'Hidden' },
          ]}
        />
      </FilterBar>
      {hidden && (
        <FormAlert tone="success" role="status">
          {hidden}
        </FormAlert>
      )}
      {queue.isPending ? (
        <LoadingState text={QUEUE_TEXT.loading} />
      ) : queue.isError ? (
        <LoadError error={queue.error} what={QUEUE_TEXT.what} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState
          title={state === 'reported' ? QUEUE_TEXT.emptyReported : QUEUE_TEXT.emptyHidden}
          description={state === 'reported' ? QUEUE_TEXT.emptyReportedText : QUEUE_TEXT.emptyHiddenText}
        />
      ) : (
        <List gap={4} ordered aria-label={state === 'reported' ? 'Reported posts' : 'Hidden posts'}>
          {queue.data.items.map((item) => (
            <QueueItem
              key={item.post.id}
              item={item}
              onHide={(it) => {
                setHidden(null);
                setHiding(it);
              }}
            />
          ))}
        </List>
      )}
      <HideDialog
        open={hiding !== null}
        labels={DISCUSSION_LABELS_EN}
        moderationLabels={MODERATION_LABELS_EN}
        onSubmit={(reason) => moderate.mutateAsync({ postId: hiding!.post.id, action: 'hide', reason })}
        onSent={(sent) => {
          setHiding(null);
          setHidden(sent.message);
        }}
        onClose={() => setHiding(null)}
      />
    </Screen>
  );
}
