import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's filters, view and open record live in the address (`?status=Open&ticket=tutor-12`,
 * `?view=tasks`), so a view can be shared and survives a reload. `set` changes some keys (empty or
 * null removes one) without adding a history entry per keystroke.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | null | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, set] as const;
}
