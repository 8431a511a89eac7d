// One thread of a batch's discussion for its tutor (/tutorbatches/:batchId/discussion/:threadId):
// every post, hidden ones included with who hid them and why, the open reports on each, her reply,
// and the moderation controls (hide and unhide, pin, mark the answer, dismiss reports, pause a
// student's posting for 1, 3 or 7 days and let her post again).
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { routerLink } from '@ai-women/ui-kit/router';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { DiscussionThreadBody, type DiscussionThreadActions } from '@ai-women/web-ui/discussion';
import { Empty, Loading, Notice, PageHeader, RetryButton } from '../../../components/ScreenParts';
import {
  useModeratePost,
  usePauseStudent,
  useResumeStudent,
  useTutorReply,
  useTutorThread,
} from '../api/discussionQueries';
import { TUTOR_DISCUSSION_LABELS, TUTOR_DISCUSSION_MESSAGES } from './discussionLabels';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  max-width: 60rem;
`;

export function DiscussionThreadScreen() {
  const params = useParams();
  const batchId = Number(params.batchId);
  const threadId = Number(params.threadId);
  const query = useTutorThread(threadId);
  const reply = useTutorReply(threadId);
  const moderate = useModeratePost();
  const pause = usePauseStudent(batchId);
  const resume = useResumeStudent(batchId);
  const data = query.data;
  const status = query.error instanceof ApiError ? query.error.status : 0;

  const actions: DiscussionThreadActions = {
    reply: (draft) => reply.mutateAsync(draft),
    // No `report`: a tutor moderates a post rather than reporting it.
    moderate: (postId, body) => moderate.mutateAsync({ postId, ...body }),
    mute: (studentId, body) => pause.mutateAsync({ studentId, ...body }),
    unmute: (studentId) => resume.mutateAsync(studentId),
  };

  const back = (
    <LinkButton
      href={`/tutorbatches/${batchId}/discussion`}
      renderLink={routerLink}
      variant="secondary"
      size="sm"
    >
      All threads
    </LinkButton>
  );

  let body;
  if (data) body = <DiscussionThreadBody data={data} labels={TUTOR_DISCUSSION_LABELS} actions={actions} />;
  else if (!(threadId > 0) || status === 404) body = <Empty title={DISCUSSION_MESSAGES.threadNotFound} />;
  else if (query.isError)
    body = (
      <Notice
        tone="danger"
        action={
          status === 403 ? undefined : (
            <RetryButton onRetry={() => void query.refetch()} retrying={query.isFetching} />
          )
        }
      >
        {status === 403
          ? errorMessage(query.error, TUTOR_DISCUSSION_MESSAGES.notYours, TUTOR_DISCUSSION_MESSAGES.notYours)
          : TUTOR_DISCUSSION_MESSAGES.threadFailed}
      </Notice>
    );
  else body = <Loading>{TUTOR_DISCUSSION_MESSAGES.loadingThread}</Loading>;

  return (
    <Stack>
      <title>{data ? `${data.thread.title} · Discussion · Aarohi` : 'Discussion · Aarohi'}</title>
      <PageHeader>
        <div>
          <h1>{data ? data.thread.title : 'Discussion thread'}</h1>
          {data && <p>In the discussion of {data.batch.name}</p>}
        </div>
        {back}
      </PageHeader>
      {body}
    </Stack>
  );
}
