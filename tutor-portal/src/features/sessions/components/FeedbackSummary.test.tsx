import { screen } from '@testing-library/react';
import { FEEDBACK_LIMITS, NOT_ENOUGH_RATINGS, ratingSummary } from '@ai-women/contracts';
import { renderPage } from '../../../test/render';
import { FeedbackSummaryView } from './FeedbackSummary';

// Below the minimum the API withholds the average, the spread and the comments from the tutor: she
// knows who attended, so one rating would name its author. The screen says so instead of "0.0".
describe('the ratings a tutor reads', () => {
  it('with fewer ratings than the minimum: how many, and why nothing more is shown', () => {
    renderPage(
      <FeedbackSummaryView
        summary={{ session_id: 203, average: null, count: 1, distribution: [0, 0, 0, 0, 0], comments: [] }}
      />,
    );
    expect(screen.getByTestId('rating-summary')).toHaveTextContent(
      `Not enough ratings yet: 1 of ${FEEDBACK_LIMITS.minShownToTutor}.`,
    );
    expect(screen.queryByRole('list', { name: 'Comments' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ratings by stars')).not.toBeInTheDocument();
  });

  it('from the minimum on: the average, the spread and the comments', () => {
    renderPage(
      <FeedbackSummaryView
        summary={{
          session_id: 203,
          average: 4,
          count: 3,
          distribution: [0, 0, 1, 1, 1],
          comments: [{ rating: 5, comment: 'Clear and kind.', created_at: '2026-11-18T15:40:00.000Z' }],
        }}
      />,
    );
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.0 from 3 ratings');
    expect(screen.getByText('Clear and kind.')).toBeInTheDocument();
  });

  it('the batch list line says the same', () => {
    expect(ratingSummary(null, 2)).toBe(NOT_ENOUGH_RATINGS);
    expect(ratingSummary(null, 0)).toBe('No ratings yet');
    expect(ratingSummary(4.3, 3)).toBe('4.3 from 3 ratings');
  });
});
