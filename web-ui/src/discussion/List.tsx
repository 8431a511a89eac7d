/**
 * The discussion's first page for a batch: the muted banner when her posting is paused, "Ask a
 * question" (the new-thread form opens in place), and the threads or, with none yet, an empty
 * state that invites the first question. The screen around it is the app's.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, type RenderLink } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { FormAlert } from '@ai-women/ui-kit/forms';
import type { DiscussionListData } from '@ai-women/contracts/schemas';
import { DiscussionCompose, type DiscussionDraft, type DiscussionSent } from './Compose';
import { MODERATION_LABELS_EN, type DiscussionLabels, type ModerationLabels } from './labels';
import { DiscussionMutedBanner } from './Thread';
import { DiscussionThreadList } from './ThreadList';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;

export interface DiscussionListBodyProps {
  data: DiscussionListData;
  labels: DiscussionLabels;
  moderationLabels?: ModerationLabels;
  threadHref: (threadId: number) => string;
  renderLink?: RenderLink;
  /** Posts a new thread; rejects with the API's error. */
  onCreate: (draft: DiscussionDraft) => Promise<DiscussionSent>;
}

export function DiscussionListBody({
  data,
  labels,
  moderationLabels = MODERATION_LABELS_EN,
  threadHref,
  renderLink,
  onCreate,
}: DiscussionListBodyProps) {
  const listId = useId();
  const [asking, setAsking] = useState(false);
  const [posted, setPosted] = useState<{ text: string; n: number } | null>(null);
  const postedRef = useRef<HTMLParagraphElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (posted) postedRef.current?.focus();
  }, [posted]);
  const muted = data.viewer.muted;
  const moderator = data.viewer.can_moderate;
  const open = asking && !muted;
  // Paused, she cannot start a thread: the button stays, unusable, under the banner that says why.
  const ask = (
    <Button
      ref={askRef}
      onClick={() => {
        setPosted(null);
        setAsking(true);
      }}
      disabled={Boolean(muted)}
      data-testid="discussion-ask"
    >
      {labels.askButton}
    </Button>
  );

  return (
    <Stack>
      {muted && <DiscussionMutedBanner muted={muted} labels={labels} />}
      {posted && (
        <FormAlert
          key={posted.n}
          ref={postedRef}
          tabIndex={-1}
          tone="success"
          role="status"
          data-testid="discussion-posted"
        >
          {labels.say(posted.text)}
        </FormAlert>
      )}
      {open ? (
        <Card padding="md">
          <DiscussionCompose
            kind="thread"
            labels={labels}
            limits={data.limits}
            sessions={data.sessions}
            focusOnOpen
            showSent={false}
            onSubmit={onCreate}
            onSent={(sent) => {
              setAsking(false);
              setPosted((last) => ({ text: sent.message, n: (last?.n ?? 0) + 1 }));
            }}
            onCancel={() => {
              setAsking(false);
              // Back to the button that opened it, which is drawn again.
              requestAnimationFrame(() => askRef.current?.focus());
            }}
          />
        </Card>
      ) : null}
      {data.threads.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={labels.emptyTitle}
          description={labels.emptyText}
          action={open ? undefined : ask}
          data-testid="discussion-empty"
        />
      ) : (
        <Section aria-labelledby={listId}>
          <Bar>
            <h2 id={listId}>{labels.listLabel}</h2>
            {!open && ask}
          </Bar>
          <DiscussionThreadList
            threads={data.threads}
            labels={labels}
            moderator={moderator}
            moderationLabels={moderationLabels}
            threadHref={threadHref}
            renderLink={renderLink}
          />
        </Section>
      )}
    </Stack>
  );
}
