import type { MouseEvent, ReactNode } from 'react';

/** What the kit hands to a `renderLink` prop, so apps can render react-router's <Link> instead of <a>. */
export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
  title?: string;
}

export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, className, onClick, ...rest }) => (
  <a href={href} className={className} onClick={onClick} {...rest}>
    {children}
  </a>
);

/** A component wrapper around a render-prop, so styled() can give it a className. */
export function RenderedLink({ renderLink = defaultRenderLink, ...props }: RenderLinkProps & { renderLink?: RenderLink }) {
  return <>{renderLink(props)}</>;
}
