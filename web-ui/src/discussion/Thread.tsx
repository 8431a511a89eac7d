/**
 * One thread as a member reads it: the opening post, the replies (oldest first, the tutor's
 * answer marked), the reply form and, when her posting is paused, the banner that says until when
 * and why. A student can report another's post; a tutor or staff member gets the moderation
 * controls instead (hide with a reason and unhide, pin the thread, mark the answer, dismiss
 * reports, pause a student's posting and let her post again) and sees hidden posts and open reports.
 *
 * The screen around it (its heading, the loading and error states, which API is called) is the
 * app's; every call goes through `actions`, and what the API answers is said under the post it is about.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@ai-women/ui-kit';
import { Banner, StatusBadge } from '@ai-women/ui-kit/status';
import { FormAlert } from '@ai-women/ui-kit/forms';
import type { ModerationAction } from '@ai-women/contracts';
import type { DiscussionPostView, DiscussionThreadData } from '@ai-women/contracts/schemas';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { DiscussionCompose, type DiscussionDraft, type DiscussionSent } from './Compose';
import {
  HideDialog,
  PauseDialog,
  ReportDialog,
  type DiscussionReportInput,
  type PauseInput,
} from './Dialogs';
import {
  MODERATION_LABELS_EN,
  type DiscussionLabels,
  type DiscussionMuted,
  type ModerationLabels,
} from './labels';
import { AuthorName, Badges, discussionDate, PostPhoto, PostText, PostTime, sessionText } from './parts';
import { List } from '@ai-women/ui-kit/portal';

/** What a moderator can do to a post: the contracts' actions, and closing its open reports. */
export type DiscussionModeration = ModerationAction | 'dismiss';

export interface DiscussionThreadActions {
  reply: (draft: DiscussionDraft) => Promise<DiscussionSent>;
  /** Members who report rather than moderate (students). */
  report?: (postId: number, report: DiscussionReportInput) => Promise<DiscussionSent>;
  /** Tutors and staff only. */
  moderate?: (
    postId: number,
    body: { action: DiscussionModeration; reason?: string },
  ) => Promise<DiscussionSent>;
  mute?: (studentId: number, pause: PauseInput) => Promise<DiscussionSent>;
  unmute?: (studentId: number) => Promise<DiscussionSent>;
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
const Post = styled.article<{ $hidden: boolean; $answer: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid
    ${({ theme, $hidden, $answer }) =>
      $hidden ? theme.colors.warning : $answer ? theme.colors.success : theme.colors.border};
  border-left-width: ${({ $hidden, $answer }) => ($hidden || $answer ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $hidden }) => ($hidden ? theme.colors.warningBg : theme.colors.surface)};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;
const Head = styled.header`
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
const Session = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum600};
`;
const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.plum900};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Note = styled.div<{ $tone: 'warning' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space[4]};
  }
  strong {
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Aside = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Her posting paused: until when and why, in her language. Shown above every form she cannot use. */
export function DiscussionMutedBanner({
  muted,
  labels,
}: {
  muted: DiscussionMuted;
  labels: DiscussionLabels;
}) {
  return (
    <Banner tone="warning" title={labels.mutedTitle} data-testid="discussion-muted">
      {labels.mutedText(muted)}
    </Banner>
  );
}

type Dialog =
  | { kind: 'report'; post: DiscussionPostView }
  | { kind: 'hide'; post: DiscussionPostView }
  | { kind: 'pause'; post: DiscussionPostView }
  | null;

interface PostProps {
  post: DiscussionPostView;
  opening: boolean;
  data: DiscussionThreadData;
  labels: DiscussionLabels;
  moderationLabels: ModerationLabels;
  moderator: boolean;
  canReport: boolean;
  /** The control that is waiting for the API ('12:pin'). */
  busy: string | null;
  onAct: (post: DiscussionPostView, action: DiscussionModeration) => void;
  onResume: (post: DiscussionPostView) => void;
  onDialog: (dialog: Dialog) => void;
  /** What the API said about this post's last action, shown (and focused) under it. */
  said: Said | null;
  saidRef: RefObject<HTMLParagraphElement | null>;
}

function PostCard({
  post,
  opening,
  data,
  labels,
  moderationLabels: m,
  moderator,
  canReport,
  busy,
  onAct,
  onResume,
  onDialog,
  said,
  saidRef,
}: PostProps) {
  const hidden = moderator && post.hidden;
  const session = opening ? sessionText(data.thread, labels) : null;
  const student = post.author.role === 'student' && !post.author.me;
  const waiting = (what: string) => busy === `${post.id}:${what}`;
  const act = (action: DiscussionModeration, label: string, variant: 'secondary' | 'ghost' = 'secondary') => (
    <Button
      size="sm"
      variant={variant}
      loading={waiting(action)}
      disabled={busy !== null}
      onClick={() => onAct(post, action)}
    >
      {label}
    </Button>
  );
  return (
    <Post
      $hidden={Boolean(hidden)}
      $answer={!opening && post.is_answer}
      data-testid={`discussion-post-${post.id}`}
      aria-label={opening ? undefined : post.author.name}
    >
      <Head>
        <AuthorName author={post.author} labels={labels} />
        <PostTime iso={post.created_at} labels={labels} />
      </Head>
      {(session ||
        (opening && (data.thread.pinned || data.thread.answered)) ||
        (!opening && post.is_answer) ||
        hidden) && (
        <Badges>
          {opening && data.thread.pinned && <StatusBadge size="sm" status={labels.pinned} tone="warning" />}
          {opening && data.thread.answered && (
            <StatusBadge size="sm" status={labels.answered} tone="success" />
          )}
          {!opening && post.is_answer && <StatusBadge size="sm" status={labels.isAnswer} tone="success" />}
          {hidden && <StatusBadge size="sm" status={m.hidden} tone="neutral" />}
        </Badges>
      )}
      {session && <Session>{session}</Session>}
      <PostText text={post.body} data-testid="discussion-post-body" />
      <PostPhoto post={post} labels={labels} />
      {hidden && post.hidden && (
        <Note $tone="warning" data-testid="discussion-hidden-note">
          <p>
            <strong>{m.hiddenBy(post.hidden.by, discussionDate(post.hidden.at, labels))}</strong>
          </p>
          <p>
            {m.hiddenReason}: {post.hidden.reason}
          </p>
        </Note>
      )}
      {moderator && post.reports.length > 0 && (
        <Note $tone="danger" data-testid="discussion-reports">
          <p>
            <strong>{m.reportsHeading(post.reports.length)}</strong>
          </p>
          <ul>
            {post.reports.map((report, i) => (
              <li key={i}>
                {labels.reasons[report.reason]}
                {report.note && `: “${report.note}”`}{' '}
                <Aside>({m.reportedOn(discussionDate(report.at, labels))})</Aside>
              </li>
            ))}
          </ul>
        </Note>
      )}
      {moderator && post.author.muted_until && student && (
        <Muted>{m.pausedUntil(discussionDate(post.author.muted_until, labels))}</Muted>
      )}
      {moderator ? (
        <Actions role="group" aria-label={m.controls(post.author.name)}>
          {opening
            ? act(data.thread.pinned ? 'unpin' : 'pin', data.thread.pinned ? m.unpin : m.pin)
            : // A hidden reply is nobody's answer: it can only stop being one.
              (!post.hidden || post.is_answer) &&
              act(post.is_answer ? 'unanswer' : 'answer', post.is_answer ? m.unmarkAnswer : m.markAnswer)}
          {post.reports.length > 0 && act('dismiss', m.dismiss)}
          {post.hidden ? (
            act('unhide', m.unhide)
          ) : (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy !== null}
              onClick={() => onDialog({ kind: 'hide', post })}
            >
              {m.hide}
            </Button>
          )}
          {student &&
            (post.author.muted_until ? (
              <Button
                size="sm"
                variant="ghost"
                loading={waiting('resume')}
                disabled={busy !== null}
                onClick={() => onResume(post)}
              >
                {m.resume}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy !== null}
                onClick={() => onDialog({ kind: 'pause', post })}
              >
                {m.pause}
              </Button>
            ))}
        </Actions>
      ) : (
        canReport &&
        !post.author.me &&
        (post.reported_by_me ? (
          <Aside data-testid="discussion-reported">{labels.reportedByMe}</Aside>
        ) : (
          <Actions>
            <Button
              size="sm"
              variant="ghost"
              aria-label={labels.reportPost(post.author.name)}
              onClick={() => onDialog({ kind: 'report', post })}
            >
              {labels.report}
            </Button>
          </Actions>
        ))
      )}
      {said && said.postId === post.id && (
        <FormAlert
          key={said.n}
          ref={saidRef}
          tabIndex={-1}
          tone={said.tone}
          role={said.tone === 'danger' ? 'alert' : 'status'}
          data-testid="discussion-said"
        >
          {said.text}
        </FormAlert>
      )}
    </Post>
  );
}

export interface DiscussionThreadBodyProps {
  data: DiscussionThreadData;
  labels: DiscussionLabels;
  moderationLabels?: ModerationLabels;
  actions: DiscussionThreadActions;
}

/** What the API said last (a post stored, a report sent, a moderation done), and its tone. */
interface Said {
  postId: number;
  text: string;
  tone: 'success' | 'danger';
  /** A new message each time, so the same words are focused and read again. */
  n: number;
}

export function DiscussionThreadBody({
  data,
  labels,
  moderationLabels = MODERATION_LABELS_EN,
  actions,
}: DiscussionThreadBodyProps) {
  const moderator = data.viewer.can_moderate && Boolean(actions.moderate);
  const repliesId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);

  const say = (postId: number, text: string, tone: Said['tone'] = 'success') =>
    setSaid((last) => ({ postId, text: labels.say(text), tone, n: (last?.n ?? 0) + 1 }));
  const sent = (result: DiscussionSent) => {
    if (dialog) say(dialog.post.id, result.message);
    setDialog(null);
  };
  const run = async (post: DiscussionPostView, key: string, call: () => Promise<DiscussionSent>) => {
    setBusy(`${post.id}:${key}`);
    setSaid(null);
    try {
      say(post.id, (await call()).message);
    } catch (error) {
      say(
        post.id,
        error instanceof ApiError && error.status >= 500
          ? moderationLabels.actionFailed
          : errorMessage(error, moderationLabels.actionFailed, labels.offline),
        'danger',
      );
    } finally {
      setBusy(null);
    }
  };

  const { moderate, unmute } = actions;
  const onAct = (post: DiscussionPostView, action: DiscussionModeration) => {
    if (moderate) void run(post, action, () => moderate(post.id, { action }));
  };
  const onResume = (post: DiscussionPostView) => {
    if (unmute) void run(post, 'resume', () => unmute(post.author.id));
  };

  const muted = data.viewer.muted;
  const postProps = {
    data,
    labels,
    moderationLabels,
    moderator,
    canReport: Boolean(actions.report),
    busy,
    onAct,
    onResume,
    onDialog: (next: Dialog) => {
      setSaid(null);
      setDialog(next);
    },
    said,
    saidRef,
  };
  return (
    <Stack>
      {muted && <DiscussionMutedBanner muted={muted} labels={labels} />}
      <PostCard post={data.post} opening {...postProps} />
      <section aria-labelledby={repliesId}>
        <SectionHeading id={repliesId}>{labels.repliesHeading(data.replies.length)}</SectionHeading>
        {data.replies.length === 0 ? (
          <Muted>{labels.noReplies}</Muted>
        ) : (
          <List gap={3} ordered data-testid="discussion-replies">
            {data.replies.map((reply) => (
              <li key={reply.id}>
                <PostCard post={reply} opening={false} {...postProps} />
              </li>
            ))}
          </List>
        )}
      </section>
      <Card padding="md">
        <DiscussionCompose
          kind="reply"
          labels={labels}
          limits={data.limits}
          disabled={Boolean(muted)}
          // The banner above says until when and why; the form she cannot use repeats only that.
          before={
            muted ? (
              <Banner tone="warning" title={labels.mutedTitle} data-testid="discussion-muted-form" />
            ) : undefined
          }
          onSubmit={actions.reply}
        />
      </Card>
      <ReportDialog
        open={dialog?.kind === 'report'}
        labels={labels}
        onSubmit={(report) => actions.report!(dialog!.post.id, report)}
        onSent={sent}
        onClose={() => setDialog(null)}
      />
      <HideDialog
        open={dialog?.kind === 'hide'}
        labels={labels}
        moderationLabels={moderationLabels}
        onSubmit={(reason) => actions.moderate!(dialog!.post.id, { action: 'hide', reason })}
        onSent={sent}
        onClose={() => setDialog(null)}
      />
      <PauseDialog
        open={dialog?.kind === 'pause'}
        name={dialog?.post.author.name ?? ''}
        labels={labels}
        moderationLabels={moderationLabels}
        onSubmit={(pause) => actions.mute!(dialog!.post.author.id, pause)}
        onSent={sent}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
