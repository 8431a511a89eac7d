// A kit link that moves inside the back office without reloading the page (React Router's Link).
import { Link } from 'react-router-dom';
import type { RenderLink } from '@ai-women/ui-kit';

export const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
