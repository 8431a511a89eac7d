// /discussion — her batch's discussion in the student area: the questions of her batch (pinned
// ones first), each with its session, replies and whether her tutor marked an answer, and "Ask a
// question". Before she has a batch the page says when it opens; a paused member reads the banner
// and cannot post. The API decides everything; this page says what it answered.
import styled from 'styled-components';
import { Button, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { Banner, EmptyState } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { routerLink } from '@ai-women/ui-kit/router';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { DiscussionListBody } from '@ai-women/web-ui/discussion';
import { useCreateThread, useDiscussion } from '../api/discussion';
import { useDiscussionLabels } from './discussionText';
import { englishTexts, useT } from '../../../i18n';
import discussionTexts from '../../../i18n/en/discussion.json';

englishTexts({ discussion: discussionTexts });

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  max-width: 60rem;
`;

export function DiscussionScreen() {
  const { t } = useT();
  const labels = useDiscussionLabels();
  const query = useDiscussion();
  const create = useCreateThread();
  const data = query.data;

  let body;
  if (query.isPending) body = <LoadingState text={t('discussion.loading')} />;
  else if (query.isError) {
    // Unpaid, refunded or not a member: the API says why, and trying again would not change it.
    const refused = query.error instanceof ApiError && query.error.status === 403;
    body = (
      <Banner
        tone="error"
        title={t('discussion.failed')}
        action={
          refused ? undefined : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {t('discussion.tryAgain')}
            </Button>
          )
        }
        data-testid="discussion-error"
      >
        {labels.say(
          query.error instanceof ApiError && query.error.status >= 500
            ? t('discussion.tryLater')
            : errorMessage(query.error, t('discussion.tryLater'), t('discussion.offline')),
        )}
      </Banner>
    );
  } else if (!data!.batch)
    body = (
      <EmptyState
        headingLevel={2}
        title={t('discussion.noBatchTitle')}
        description={labels.say(DISCUSSION_MESSAGES.noBatch)}
        data-testid="discussion-no-batch"
        action={
          <LinkButton href="/dashboard" renderLink={routerLink} variant="secondary">
            {t('discussion.backToDashboard')}
          </LinkButton>
        }
      />
    );
  else
    body = (
      <DiscussionListBody
        data={data!}
        labels={labels}
        threadHref={(id) => `/discussion/${id}`}
        renderLink={routerLink}
        onCreate={(draft) => create.mutateAsync(draft)}
      />
    );

  return (
    <Stack>
      <title>{t('discussion.docTitle')}</title>
      <ScreenHeader
        title={t('discussion.title')}
        description={
          data?.batch ? t('discussion.intro', { batch: data.batch.name }) : t('discussion.introNoBatch')
        }
      />
      {body}
    </Stack>
  );
}
