// What the students thought of a held session: the average, how many gave each rating, and their
// comments. Names are never sent by the API, so the tutor reads the comments as the class wrote them;
// and below FEEDBACK_LIMITS.minShownToTutor ratings the API sends none of it (one rating would name
// its author), so the screen says there are not enough ratings yet.
import styled from 'styled-components';
import { FEEDBACK_LIMITS, ratingSummary, type TutorFeedbackSummary } from '@ai-women/contracts';

const Big = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Bars = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt,
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Bar = styled.span<{ $share: number }>`
  display: block;
  height: 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.plum100};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $share }) => Math.round($share * 100)}%;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.plum600};
  }
`;
const Comments = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

export interface FeedbackSummaryViewProps {
  summary: TutorFeedbackSummary | undefined;
  loading?: boolean;
  error?: boolean;
}

export function FeedbackSummaryView({ summary, loading, error }: FeedbackSummaryViewProps) {
  if (loading) return <Muted role="status">Loading the students’ ratings…</Muted>;
  if (error || !summary)
    return <Muted role="alert">The ratings could not be loaded. Reload the page to try again.</Muted>;
  if (summary.count === 0)
    return <Muted>No ratings yet. Students who attended can rate the session from their session page.</Muted>;
  if (summary.count < FEEDBACK_LIMITS.minShownToTutor || summary.average === null)
    return (
      <Muted data-testid="rating-summary">
        Not enough ratings yet: {summary.count} of {FEEDBACK_LIMITS.minShownToTutor}. The average and the
        comments show once {FEEDBACK_LIMITS.minShownToTutor} students have rated the session, so no one’s
        rating can be told apart.
      </Muted>
    );
  return (
    <div>
      <Big data-testid="rating-summary">{ratingSummary(summary.average, summary.count)}</Big>
      <Bars aria-label="Ratings by stars">
        {[5, 4, 3, 2, 1].map((n) => {
          const c = summary.distribution[n - 1] ?? 0;
          return (
            <div key={n} style={{ display: 'contents' }}>
              <dt>{n} ★</dt>
              <dd>
                <Bar $share={c / summary.count} aria-hidden="true" />
              </dd>
              <dd>{c}</dd>
            </div>
          );
        })}
      </Bars>
      {summary.comments.length === 0 ? (
        <Muted>No comments yet.</Muted>
      ) : (
        <Comments aria-label="Comments">
          {summary.comments.map((c, i) => (
            <li key={`${c.created_at}-${i}`}>
              <small>{c.rating} of 5</small>
              {c.comment}
            </li>
          ))}
        </Comments>
      )}
    </div>
  );
}
