// A batch's discussion for its tutor (/tutorbatches/:batchId/discussion): every thread, pinned ones
// first, with the hidden ones and the open reports marked so she sees what needs her, and a way to
// start a thread of her own. Each thread opens its page, where the moderation controls are.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { routerLink } from '@ai-women/ui-kit/router';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { DiscussionListBody } from '@ai-women/web-ui/discussion';
import { Loading, Notice, PageHeader, RetryButton } from '../../../components/ScreenParts';
import { useBatchDiscussion, useCreateTutorThread } from '../api/discussionQueries';
import { TUTOR_DISCUSSION_LABELS, TUTOR_DISCUSSION_MESSAGES } from './discussionLabels';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  max-width: 60rem;
`;

/** "2 open reports · 1 hidden" under the heading: what waits for her in this batch. */
export function moderationSummary(threads: { open_reports: number; hidden: unknown }[]): string {
  const reports = threads.reduce((n, t) => n + t.open_reports, 0);
  const hidden = threads.filter((t) => t.hidden).length;
  const parts = [
    `${threads.length} ${threads.length === 1 ? 'thread' : 'threads'}`,
    ...(reports ? [`${reports} open ${reports === 1 ? 'report' : 'reports'}`] : []),
    ...(hidden ? [`${hidden} hidden`] : []),
  ];
  return parts.join(' · ');
}

export function DiscussionScreen() {
  const batchId = Number(useParams().batchId);
  const query = useBatchDiscussion(batchId);
  const create = useCreateTutorThread(batchId);
  const data = query.data;
  const refused = query.error instanceof ApiError && [403, 404].includes(query.error.status);

  const header = (
    <PageHeader>
      <div>
        <h1>{data?.batch ? `Discussion: ${data.batch.name}` : 'Discussion'}</h1>
        {data && <p data-testid="discussion-summary">{moderationSummary(data.threads)}</p>}
      </div>
      <LinkButton
        href={`/tutorbatches/${batchId}/sessions`}
        renderLink={routerLink}
        variant="secondary"
        size="sm"
      >
        Sessions of this batch
      </LinkButton>
    </PageHeader>
  );

  let body;
  if (data)
    body = (
      <DiscussionListBody
        data={data}
        labels={TUTOR_DISCUSSION_LABELS}
        threadHref={(id) => `/tutorbatches/${batchId}/discussion/${id}`}
        renderLink={routerLink}
        onCreate={(draft) => create.mutateAsync(draft)}
      />
    );
  else if (query.isError)
    body = (
      <Notice
        tone="danger"
        action={
          refused ? undefined : (
            <RetryButton onRetry={() => void query.refetch()} retrying={query.isFetching} />
          )
        }
      >
        {refused
          ? errorMessage(query.error, TUTOR_DISCUSSION_MESSAGES.notYours, TUTOR_DISCUSSION_MESSAGES.notYours)
          : TUTOR_DISCUSSION_MESSAGES.failed}
      </Notice>
    );
  else body = <Loading>{TUTOR_DISCUSSION_MESSAGES.loading}</Loading>;

  return (
    <Stack>
      <title>{data?.batch ? `Discussion · ${data.batch.name} · Aarohi` : 'Discussion · Aarohi'}</title>
      {header}
      {body}
    </Stack>
  );
}
