// The rating card wired to the API (the card itself is presentational, for its stories and tests).
import { useSaveFeedback, useSessionFeedback } from '../../../lib/feedbackApi';
import { RatingCard } from './RatingCard';

export function SessionRating({ sessionId }: { sessionId: number }) {
  const query = useSessionFeedback(sessionId);
  const save = useSaveFeedback(sessionId);
  return (
    <RatingCard
      state={query.data}
      loading={query.isPending}
      loadError={query.error}
      saving={save.isPending}
      onSave={(v) => save.mutateAsync(v)}
    />
  );
}
