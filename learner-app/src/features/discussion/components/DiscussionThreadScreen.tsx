// /discussion/:threadId — one question of her batch: the opening post, the replies (her tutor's
// answer marked), the reply form and a way to report someone's post. A thread that was hidden or
// never was is "not found" (the API does not tell them apart); one of another batch is refused.
import styled from 'styled-components';
import { Button, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { Banner, EmptyState } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { routerLink } from '@ai-women/ui-kit/router';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { DiscussionThreadBody, type DiscussionThreadActions } from '@ai-women/web-ui/discussion';
import { useParams } from 'react-router-dom';
import { useDiscussionThread, useReply, useReport } from '../api/discussion';
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

export function DiscussionThreadScreen() {
  const { t } = useT();
  const labels = useDiscussionLabels();
  const threadId = Number(useParams().threadId);
  const query = useDiscussionThread(threadId);
  const reply = useReply(threadId);
  const report = useReport(threadId);
  const data = query.data;

  const back = (
    <LinkButton href="/discussion" renderLink={routerLink} variant="secondary" size="sm">
      {t('discussion.allQuestions')}
    </LinkButton>
  );

  const actions: DiscussionThreadActions = {
    reply: (draft) => reply.mutateAsync(draft),
    report: (postId, body) => report.mutateAsync({ postId, report: body }),
  };

  let body;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  if (data) body = <DiscussionThreadBody data={data} labels={labels} actions={actions} />;
  else if (!(threadId > 0) || status === 404)
    body = (
      <EmptyState
        headingLevel={2}
        title={labels.say(DISCUSSION_MESSAGES.threadNotFound)}
        action={back}
        data-testid="discussion-not-found"
      />
    );
  else if (query.isError)
    body = (
      <Banner
        tone="error"
        title={t('discussion.threadFailed')}
        action={
          // Not her batch's (403): the API says so, and trying again would not change it.
          status === 403 ? undefined : (
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
          status >= 500
            ? t('discussion.tryLater')
            : errorMessage(query.error, t('discussion.tryLater'), t('discussion.offline')),
        )}
      </Banner>
    );
  else body = <LoadingState text={t('discussion.loadingThread')} />;

  return (
    <Stack>
      <title>
        {data ? t('discussion.threadDocTitle', { title: data.thread.title }) : t('discussion.docTitle')}
      </title>
      <ScreenHeader
        title={data ? data.thread.title : t('discussion.thread')}
        description={data ? t('discussion.threadIntro', { batch: data.batch.name }) : undefined}
        actions={back}
      />
      {body}
    </Stack>
  );
}
