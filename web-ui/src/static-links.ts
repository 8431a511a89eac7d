// Links inside a page's static sections (see ./static-section): React never hydrated them, so the
// app follows them itself.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Follows a click on a link inside `within` (a static part) in the browser (`navigate`, the router's), as the
 * app's own links are followed: a plain left click on a link to this site, not meant for a new tab
 * or a download. Anything else is left to the browser. (A part drawn in the browser has router
 * links of its own; they see the click already handled and leave it.)
 */
export function useFollowStaticLinks(navigate: (to: string) => void, within: RefObject<HTMLElement | null>) {
  const follow = useRef(navigate);
  follow.current = navigate;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !within.current?.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      follow.current(`${url.pathname}${url.search}${url.hash}`);
    };
    // In the capture phase, before React's own listener: React stops a click on a part it has not
    // hydrated from going further (it tries to hydrate the part first), though the browser still
    // follows the link.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [within]);
}
