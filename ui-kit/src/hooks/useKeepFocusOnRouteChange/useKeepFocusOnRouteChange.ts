import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A route change replaces the page, and with it the link or button that had focus: the browser
 * drops focus to <body> and the next Tab starts again from the top of the document. When that
 * happened, focus goes to the new page's <main> instead, so keyboard and screen reader users carry
 * on from the content they asked for. Focus that survived (a sidebar link) is left where it is.
 *
 * A layout effect, in the same commit that removed the control: with a passive one, focus sat on
 * <body> until after the next paint, long enough on a slow phone for a key press (or a screen
 * reader) to land there.
 */
export function useKeepFocusOnRouteChange(pathname: string, main: RefObject<HTMLElement | null>) {
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected)
      main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
