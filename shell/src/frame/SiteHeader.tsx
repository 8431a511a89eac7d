import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton, NavBar, type NavLinkItem, UserIcon } from '@ai-women/ui-kit';
import { Link } from 'react-router-dom';
import { Brand } from './Brand';
import { hasPaid, logoutEverywhere } from '@ai-women/web-core';
import { useStoredUser } from './session';
import { shellTexts, useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { routerLink } from '@ai-women/ui-kit/router';

const NAV = [
  ['home', '/'],
  ['about', '/about'],
  ['course', '/course'],
  ['wonderwomen', '/wonderwomen'],
  ['blogs', '/blogs'],
  ['contact', '/contact'],
] as const;

/** The six links of the shared frame, in order (English). */
export const NAV_LINKS: NavLinkItem[] = NAV.map(([key, href]) => ({ label: shellTexts.en.nav[key], href }));

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
  white-space: nowrap;
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

/**
 * The site header: nav links, Login/Register or Logout, and the paid student's profile icon. In the
 * student area (`studentArea`) it keeps only the brand and the language switch: her sidebar has the
 * links, Logout and the phone's only ☰, so no screen has two navigations.
 */
export function SiteHeader({ studentArea = false }: { studentArea?: boolean } = {}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t, path } = useT();
  const user = useStoredUser(pathname);
  const showProfile = user !== null && hasPaid(user) && path('/payment') !== pathname;
  const links = NAV.map(([key, href]) => ({ label: t(`nav.${key}`), href: path(href) }));

  const onLogout = () => {
    void logoutEverywhere();
    navigate(path('/login'));
  };

  if (studentArea)
    return (
      <>
        <SkipLink href="#main-content">{t('skipToMain')}</SkipLink>
        <NavBar
          brand={<Brand />}
          label={t('navLabel')}
          menuLabel={t('menuLabel')}
          links={[]}
          profileSlot={<LanguageSwitch signedIn={user !== null} />}
        />
      </>
    );

  return (
    <>
      <SkipLink href="#main-content">{t('skipToMain')}</SkipLink>
      <NavBar
        brand={<Brand />}
        label={t('navLabel')}
        menuLabel={t('menuLabel')}
        links={links}
        activeHref={pathname}
        renderLink={routerLink}
        onNavigate={() => window.scrollTo(0, 0)}
        authSlot={
          user ? (
            <Auth>
              <LanguageSwitch signedIn />
              <Button variant="secondary" size="sm" onClick={onLogout}>
                {t('logout')}
              </Button>
            </Auth>
          ) : (
            <Auth>
              <LanguageSwitch signedIn={false} />
              <LinkButton href={path('/loginchoice')} renderLink={routerLink} variant="secondary" size="sm">
                {t('login')}
              </LinkButton>
              <LinkButton href={path('/registerchoice')} renderLink={routerLink} size="sm">
                {t('register')}
              </LinkButton>
            </Auth>
          )
        }
        profileSlot={
          showProfile ? (
            <Profile to="/dashboard" aria-label={t('yourDashboard')} title={t('yourDashboard')}>
              <UserIcon />
            </Profile>
          ) : undefined
        }
      />
    </>
  );
}
