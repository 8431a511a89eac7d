import { Button } from '@ai-women/ui-kit';
import { FormAlert } from '@ai-women/ui-kit/forms';
import { messageOf } from '../lib/api';

/** A read that failed: what happened, and a way to try again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <FormAlert role="alert" tone="danger">
      {messageOf(error, `${what} could not be loaded.`)}{' '}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </FormAlert>
  );
}
