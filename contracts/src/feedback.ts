/**
 * A student's rating of a session she attended, and what the tutor and the school read from it.
 * The API enforces these rules; the screens say them in the same words.
 */

export const FEEDBACK_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  /** Characters of her optional comment. */
  commentMax: 1000,
  /** Hours after her first submission during which she may change it. */
  editHours: 48,
  /**
   * Ratings a session needs before its tutor sees the average, the spread and the comments: with
   * fewer, the tutor (who knows who attended) could tell whose rating it is.
   */
  minShownToTutor: 3,
} as const;

export const FEEDBACK_MESSAGES = {
  rating: 'Choose a rating from 1 to 5.',
  commentTooLong: `Your comment can be at most ${FEEDBACK_LIMITS.commentMax.toLocaleString('en-IN')} characters.`,
  alreadyRated: 'You have already rated this session. Use Edit to change your rating.',
  notRatedYet: 'You have not rated this session yet.',
  editClosed: `Ratings can be changed for ${FEEDBACK_LIMITS.editHours} hours after you first send them. This one can no longer be changed.`,
  notAttended: 'You can rate a session once you have attended it.',
  notHeld: 'You can rate this session once it has taken place.',
  saved: 'Thank you — your rating is saved.',
  updated: 'Your rating is updated.',
} as const;

/** The rating as sent: a whole number from 1 to 5, else the message. */
export function validateRating(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return FEEDBACK_MESSAGES.rating;
  if (value < FEEDBACK_LIMITS.ratingMin || value > FEEDBACK_LIMITS.ratingMax) return FEEDBACK_MESSAGES.rating;
  return undefined;
}

/** The optional comment: plain text of at most 1,000 characters (counted as she sees them). */
export function validateFeedbackComment(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return FEEDBACK_MESSAGES.commentTooLong;
  if ([...value].length > FEEDBACK_LIMITS.commentMax) return FEEDBACK_MESSAGES.commentTooLong;
  return undefined;
}

/** What the tutor reads of a session rated by fewer students than FEEDBACK_LIMITS.minShownToTutor. */
export const NOT_ENOUGH_RATINGS = `Not enough ratings yet: shown from ${FEEDBACK_LIMITS.minShownToTutor} ratings, so no one's rating can be told apart`;

/**
 * "4.3 from 7 ratings" (one decimal; "1 rating" in the singular). Ratings without an average (the
 * API withholds it from the tutor below the minimum) read "Not enough ratings yet…".
 */
export function ratingSummary(average: number | null, count: number): string {
  if (count === 0) return 'No ratings yet';
  if (average === null) return NOT_ENOUGH_RATINGS;
  return `${average.toFixed(1)} from ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}
