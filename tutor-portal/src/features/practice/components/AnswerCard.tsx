// One student's practice answer for one session, as her tutor reviews it: who and which session,
// which answer (Answer 2) and when she sent it (India time), her words as she wrote them (plain text,
// line breaks kept), her photo or PDF, the review it got, her earlier answers with their reviews,
// and, for her newest answer while it waits, the review form: a comment (required, up to 1,000
// characters) and Done or Try again. The API decides what may be reviewed; a refusal (409: reviewed
// in another tab, or she sent a newer answer) is said in the card.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, FileIcon } from '@ai-women/ui-kit';
import { StatusBadge, type BadgeTone } from '@ai-women/ui-kit/status';
import { FormAlert, TextArea } from '@ai-women/ui-kit/forms';
import {
  PRACTICE_MESSAGES,
  PRACTICE_RULES,
  validatePracticeReview,
  type PracticeOutcome,
  type PracticeStatus,
} from '@ai-women/contracts';
import { ApiError, errorMessage, fileSize, formatTicketDate } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import type { PracticeQueueEntry } from '../../../lib/practiceQueue';
import { useReviewPractice } from '../api/practiceQueries';
import { STATUS_LABEL, reviewable } from '../lib/practiceView';

export const REVIEW_FORM_MESSAGES = {
  failed: 'The review could not be sent. Please try again.',
  network: 'Network error. Check your connection and try again.',
} as const;

const TONE: Record<PracticeStatus, BadgeTone> = { submitted: 'info', done: 'success', try_again: 'warning' };

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
/** Her words and her tutor's, as they were written: plain text, line breaks kept, never markup. */
const Written = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
const Attachment = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  overflow-wrap: anywhere;
  min-width: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Thumb = styled.img`
  display: block;
  width: 10rem;
  max-width: 100%;
  height: 7.5rem;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.plum100};
`;
const Review = styled.div<{ $tone: 'success' | 'warning' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;
const Earlier = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function AttachmentLink({
  attachment,
  studentName,
}: {
  attachment: NonNullable<PracticeQueueEntry['attachment']>;
  studentName: string;
}) {
  if (attachment.kind === 'pdf')
    return (
      <Attachment>
        <a href={attachment.url} download={attachment.name}>
          <FileIcon aria-hidden="true" /> {attachment.name}
        </a>
        <small>PDF · {fileSize(attachment.size)}</small>
      </Attachment>
    );
  // A photo opens in a tab of its own (the API serves it inline), from its thumbnail.
  return (
    <Attachment>
      <a href={attachment.url} target="_blank" rel="noopener noreferrer">
        <Thumb
          src={attachment.url}
          alt={`Photo from ${studentName}: ${attachment.name} (opens in a new tab)`}
        />
      </a>
      <small>Photo · {fileSize(attachment.size)}</small>
    </Attachment>
  );
}

function ReviewNote({ review }: { review: NonNullable<PracticeQueueEntry['review']> }) {
  return (
    <Review $tone={review.outcome === 'done' ? 'success' : 'warning'}>
      <Row>
        <strong>Review</strong>
        <StatusBadge size="sm" status={STATUS_LABEL[review.outcome]} tone={TONE[review.outcome]} />
      </Row>
      <Written>{review.comment}</Written>
      <Meta>
        {review.tutor_name} · {formatTicketDate(review.reviewed_at)}
      </Meta>
    </Review>
  );
}

/** What she sent and what it got: the parts an answer and an earlier answer share. */
function AnswerParts({ answer }: { answer: PracticeQueueEntry }) {
  return (
    <>
      <Written>{answer.text}</Written>
      {answer.attachment && (
        <AttachmentLink attachment={answer.attachment} studentName={answer.student_name} />
      )}
      {answer.review && <ReviewNote review={answer.review} />}
    </>
  );
}

function Sent({ answer }: { answer: PracticeQueueEntry }) {
  return (
    <Meta>
      <strong>Answer {answer.version}</strong> · Sent {formatTicketDate(answer.submitted_at)}
    </Meta>
  );
}

export type EarlierState =
  | { state: 'ready'; answers: PracticeQueueEntry[] }
  | { state: 'loading' }
  | { state: 'error'; retry: () => void; retrying: boolean };

function EarlierAnswers({ answer, earlier }: { answer: PracticeQueueEntry; earlier: EarlierState }) {
  const headingId = useId();
  return (
    <Earlier aria-labelledby={headingId}>
      <h3 id={headingId}>Earlier answers</h3>
      {earlier.state === 'loading' ? (
        <Meta role="status">Loading her earlier answers…</Meta>
      ) : earlier.state === 'error' ? (
        <Row>
          <Meta role="alert">Her earlier answers could not be loaded.</Meta>
          <Button
            size="sm"
            variant="secondary"
            onClick={earlier.retry}
            loading={earlier.retrying}
            disabled={earlier.retrying}
          >
            Load them again
          </Button>
        </Row>
      ) : (
        <ol aria-label={`Earlier answers of ${answer.student_name} for session ${answer.session_no}`}>
          {earlier.answers.map((a) => (
            <li key={a.id}>
              <Sent answer={a} />
              <AnswerParts answer={a} />
            </li>
          ))}
        </ol>
      )}
    </Earlier>
  );
}

interface ReviewValues {
  comment: string;
}

const reviewRules = {
  comment: (value: unknown) => validatePracticeReview('done', typeof value === 'string' ? value : ''),
};

function ReviewForm({
  answer,
  batchId,
  onReviewed,
  onReload,
}: {
  answer: PracticeQueueEntry;
  batchId: number;
  onReviewed: (message: string) => void;
  onReload: () => void;
}) {
  const review = useReviewPractice(batchId);
  const headingId = useId();
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);
  const form = useRulesForm<ReviewValues>({
    rules: reviewRules,
    defaultValues: { comment: '' },
    afterEdit: 'touched',
    onEdit: () => setProblem(null),
  });
  const comment = form.field('comment');
  const sending = review.isPending ? review.variables?.outcome : undefined;

  const send = (outcome: PracticeOutcome) =>
    form.submit(async (values) => {
      setProblem(null);
      try {
        const sent = await review.mutateAsync({ id: answer.id, outcome, comment: values.comment });
        onReviewed(sent.message);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const errors = (error.body as { errors?: { comment?: string; outcome?: string } } | null)?.errors;
          if (errors?.comment) {
            form.setError('comment', { type: 'server', message: errors.comment }, { shouldFocus: true });
            return;
          }
        }
        if (error instanceof ApiError && error.status === 409) {
          setProblem({ text: error.serverMessage ?? PRACTICE_MESSAGES.alreadyReviewed, stale: true });
          return;
        }
        setProblem({
          text: errorMessage(error, REVIEW_FORM_MESSAGES.failed, REVIEW_FORM_MESSAGES.network),
          stale: false,
        });
      }
    });

  return (
    <Form noValidate aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()}>
      <h3 id={headingId}>
        Review {answer.student_name}’s answer {answer.version}
      </h3>
      <TextArea
        label="Comment for her"
        helperText="She reads it on her session page, with Done or Try again."
        required
        rows={4}
        maxLength={PRACTICE_RULES.commentMax}
        showCounter
        counterText={(n, max) => `${n.toLocaleString('en-IN')}/${max.toLocaleString('en-IN')} characters`}
        {...comment}
      />
      {problem && (
        <FormAlert tone="danger" role="alert">
          {problem.text}
        </FormAlert>
      )}
      <Buttons>
        <Button
          type="button"
          onClick={(event) => void send('done')(event)}
          loading={sending === 'done'}
          disabled={review.isPending}
        >
          Done
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={(event) => void send('try_again')(event)}
          loading={sending === 'try_again'}
          disabled={review.isPending}
        >
          Try again
        </Button>
        {problem?.stale && (
          <Button type="button" variant="ghost" onClick={onReload}>
            Reload the queue
          </Button>
        )}
      </Buttons>
    </Form>
  );
}

export function AnswerCard({
  answer,
  earlier,
  batchId,
  onReviewed,
  onReload,
}: {
  answer: PracticeQueueEntry;
  /** Her earlier answers of this session; undefined for a first answer. */
  earlier?: EarlierState;
  batchId: number;
  onReviewed: (message: string) => void;
  onReload: () => void;
}) {
  return (
    <Card
      as="article"
      title={answer.student_name}
      headingLevel={2}
      subtitle={`Session ${answer.session_no} · ${answer.topic}`}
      actions={<StatusBadge size="sm" status={STATUS_LABEL[answer.status]} tone={TONE[answer.status]} />}
      data-testid="practice-answer"
    >
      <Body>
        <Sent answer={answer} />
        <AnswerParts answer={answer} />
        {!answer.latest && <Meta>She has sent a newer answer since.</Meta>}
        {earlier && <EarlierAnswers answer={answer} earlier={earlier} />}
        {reviewable(answer) && (
          <ReviewForm answer={answer} batchId={batchId} onReviewed={onReviewed} onReload={onReload} />
        )}
      </Body>
    </Card>
  );
}
