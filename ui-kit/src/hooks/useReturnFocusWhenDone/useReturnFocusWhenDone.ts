import { useEffect, useRef, type RefObject } from 'react';

/**
 * A button that is disabled while its request runs loses keyboard focus to <body> (and a payment
 * checkout takes focus away altogether). When `busy` ends and focus is still lost, it returns to
 * `target`, so she carries on from where she was instead of from the top of the page.
 */
export function useReturnFocusWhenDone(busy: boolean, target: RefObject<HTMLElement | null>) {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!finished) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) target.current?.focus();
  }, [busy, target]);
}
