// The one adapter from the kit's links to react-router. The kit itself knows no router (its links
// render <a> unless given a `renderLink`); the apps that do hand this to LinkButton, NavBar, Footer,
// Sidebar and the frames, so moving between their pages stays client-side. Its own entry point,
// so the kit's main entry never pulls react-router in.
import { Link } from 'react-router-dom';
import type { RenderLink } from './internal/links';

export const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
