// A batch's discussion as the school reads it: its threads (/staff/batches/:batchId/discussion),
// hidden ones and open reports marked, with a way to start a thread as the school; and one thread
// (/staff/discussion/threads/:threadId) with every post, hidden ones included with who hid them and
// why, the reply form and the moderation controls a tutor has, for any batch.
import { useParams } from 'react-router-dom';
import { LinkButton, LoadingState } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { routerLink } from '@ai-women/ui-kit/router';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import { ApiError } from '@ai-women/web-core';
import {
  DISCUSSION_LABELS_EN,
  DiscussionListBody,
  DiscussionThreadBody,
  type DiscussionLabels,
} from '@ai-women/web-ui/discussion';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';
import { useStaffBatchDiscussion, useStaffDiscussionActions, useStaffThread } from './discussionApi';

/** The words of the shared components where staff are not the one asking. */
export const STAFF_DISCUSSION_LABELS: DiscussionLabels = {
  ...DISCUSSION_LABELS_EN,
  listLabel: 'Threads of the batch',
  askButton: 'Start a thread',
  askHeading: 'Start a thread as the school',
  questionLabel: 'Your message',
  postQuestion: 'Post thread',
  emptyTitle: 'No threads yet',
  emptyText: 'The batch’s questions appear here as its students ask them.',
};

const queueLink = (
  <LinkButton href="/staff/discussion" renderLink={routerLink} variant="secondary" size="sm">
    Posts waiting for a moderator
  </LinkButton>
);

export function StaffBatchDiscussionScreen() {
  const batchId = Number(useParams().batchId);
  const query = useStaffBatchDiscussion(batchId);
  const { create } = useStaffDiscussionActions(batchId);
  const data = query.data;
  const missing = !(batchId > 0) || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Screen>
      <ScreenHeader
        title={data?.batch ? `Discussion: ${data.batch.name}` : 'Discussion'}
        description="Every thread of the batch, hidden ones and open reports included."
        actions={queueLink}
      />
      {data ? (
        <DiscussionListBody
          data={data}
          labels={STAFF_DISCUSSION_LABELS}
          threadHref={(id) => `/staff/discussion/threads/${id}`}
          renderLink={routerLink}
          onCreate={(draft) => create.mutateAsync(draft)}
        />
      ) : missing ? (
        <EmptyState title="Batch not found" description="Open a batch from Batches to read its discussion." />
      ) : query.isError ? (
        <LoadError error={query.error} what="The batch’s discussion" onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState text="Loading the batch’s discussion…" />
      )}
    </Screen>
  );
}

export function StaffThreadScreen() {
  const threadId = Number(useParams().threadId);
  const query = useStaffThread(threadId);
  const data = query.data;
  const { reply, moderate, pause, resume } = useStaffDiscussionActions(data?.batch.id ?? 0, threadId);
  const missing = !(threadId > 0) || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Screen>
      <ScreenHeader
        title={data ? data.thread.title : 'Discussion thread'}
        description={data ? `In the discussion of ${data.batch.name}` : undefined}
        actions={
          data ? (
            <LinkButton
              href={`/staff/batches/${data.batch.id}/discussion`}
              renderLink={routerLink}
              variant="secondary"
              size="sm"
            >
              All threads of the batch
            </LinkButton>
          ) : (
            queueLink
          )
        }
      />
      {data ? (
        <DiscussionThreadBody
          data={data}
          labels={STAFF_DISCUSSION_LABELS}
          actions={{
            reply: (draft) => reply.mutateAsync(draft),
            moderate: (postId, body) => moderate.mutateAsync({ postId, ...body }),
            mute: (studentId, body) => pause.mutateAsync({ studentId, ...body }),
            unmute: (studentId) => resume.mutateAsync(studentId),
          }}
        />
      ) : missing ? (
        <EmptyState title={DISCUSSION_MESSAGES.threadNotFound} />
      ) : query.isError ? (
        <LoadError error={query.error} what="This thread" onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState text="Loading the thread…" />
      )}
    </Screen>
  );
}
