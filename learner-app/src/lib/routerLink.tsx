import { Link } from 'react-router-dom';
import type { RenderLink } from '@ai-women/ui-kit';

/** Hands ui-kit links (LinkButton, NavBar, Footer…) to react-router so navigation stays client-side. */
export const routerLink: RenderLink = ({ href, children, className, onClick, ...rest }) => (
  <Link to={href} className={className} onClick={onClick} {...rest}>
    {children}
  </Link>
);
