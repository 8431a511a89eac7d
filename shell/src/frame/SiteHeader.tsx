import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton, NavBar, UserIcon, type NavLinkItem, type RenderLink } from '@ai-women/ui-kit';
import { Link } from 'react-router-dom';
import { Brand } from './Brand';
import { isPaymentCompleted, logoutEverywhere } from '@ai-women/web-core';
import { useStoredUser } from './session';

/** The six links of spec 01 §2 "Shared frame", in order. */
export const NAV_LINKS: NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Course', href: '/course' },
  { label: 'Raise Of Women', href: '/wonderwomen' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Contact Us', href: '/contact' },
];

const routerLink: RenderLink = ({ href, children, className, onClick, ...rest }) => (
  <Link to={href} className={className} onClick={onClick} {...rest}>
    {children}
  </Link>
);

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.plum900};
  color: ${({ theme }) => theme.colors.onDark};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Auth = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Profile = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.plum700};
  &:hover {
    background: ${({ theme }) => theme.colors.plum600};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The site header (spec 01 §2): nav links, Login/Register or Logout, and the paid student's profile icon. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useStoredUser(pathname);
  const showProfile = user !== null && isPaymentCompleted(user) && pathname !== '/payment';

  const onLogout = () => {
    void logoutEverywhere();
    navigate('/login');
  };

  return (
    <>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <NavBar
        brand={<Brand />}
        links={NAV_LINKS}
        activeHref={pathname}
        renderLink={routerLink}
        onNavigate={() => window.scrollTo(0, 0)}
        authSlot={
          user ? (
            <Auth>
              <Button variant="secondary" size="sm" onClick={onLogout}>
                Logout
              </Button>
            </Auth>
          ) : (
            <Auth>
              <LinkButton href="/loginchoice" renderLink={routerLink} variant="secondary" size="sm">
                Login
              </LinkButton>
              <LinkButton href="/registerchoice" renderLink={routerLink} size="sm">
                Register
              </LinkButton>
            </Auth>
          )
        }
        profileSlot={
          showProfile ? (
            <Profile to="/dashboard" aria-label="Your dashboard" title="Your dashboard">
              <UserIcon />
            </Profile>
          ) : undefined
        }
      />
    </>
  );
}
