import type { ReactNode } from 'react';

export interface PageFrameProps {
  header?: ReactNode;
  main: ReactNode;
  footer?: ReactNode;
}

/**
 * The site's three slots, always as three siblings (an absent header or footer is an empty slot).
 * The shell renders its frame with it; a remote that renders one of its pages on the server renders
 * the page as `main` of a PageFrame with empty header and footer, inside the same providers. React's
 * useId derives ids from the position in the tree, so the page then gets the same ids on the remote's
 * server as inside the shell in the browser, and hydration matches.
 */
export function PageFrame({ header = null, main, footer = null }: PageFrameProps) {
  return (
    <>
      {header}
      {main}
      {footer}
    </>
  );
}
