import { useCallback, useRef } from 'react';

/**
 * One submission at a time. `lock(submit)` runs `submit` unless the previous one is still running,
 * in which case the call is ignored. The lock is a ref, so it holds from the very first click: a
 * disabled button or a mutation's `isPending` only take effect after React re-renders, and a quick
 * double click can land before that.
 */
export function useSubmitLock() {
  const running = useRef(false);
  return useCallback(async <T>(submit: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await submit();
    } finally {
      running.current = false;
    }
  }, []);
}
