// The portal frame (spec 02 §2.3): a sidebar with Dashboard, Upload Content, Batches, Profile and
// Support (Create Ticket, My Tickets) and Logout; at 768 px and below a top bar with a menu toggle and
// a profile shortcut, the sidebar becoming a drawer that closes on navigation.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  BookIcon,
  CloseIcon,
  HelpIcon,
  HomeIcon,
  LogOutIcon,
  MenuIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
} from '@ai-women/ui-kit';
import type { StoredTutor } from '../../lib/session';

const NARROW_QUERY = '(max-width: 768px)';

function useIsNarrow() {
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches,
  );
  useEffect(() => {
    const mq = window.matchMedia(NARROW_QUERY);
    const change = () => setNarrow(mq.matches);
    mq.addEventListener?.('change', change);
    return () => mq.removeEventListener?.('change', change);
  }, []);
  return narrow;
}

const Layout = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.portalWide} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
    /* the sidebar's colour runs the full height of long pages */
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.plum900} ${({ theme }) => theme.layout.sidebarWidth},
      ${({ theme }) => theme.colors.background} ${({ theme }) => theme.layout.sidebarWidth}
    );
  }
`;

const TopBar = styled.header`
  display: none;
  ${({ theme }) => theme.media.portalNarrow} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndices.sticky};
    height: ${({ theme }) => theme.layout.navHeight};
    padding: 0 ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.plum900};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const ProfileShortcut = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.plum600};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Brand = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onDark};
  small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.onDarkMuted};
    letter-spacing: 0.04em;
  }
`;

const Aside = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.plum900};
  color: ${({ theme }) => theme.colors.onDark};
  ${({ theme }) => theme.media.portalWide} {
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
  ${({ theme }) => theme.media.portalNarrow} {
    position: fixed;
    top: ${({ theme }) => theme.layout.navHeight};
    bottom: 0;
    left: 0;
    width: min(300px, 85vw);
    overflow-y: auto;
    z-index: ${({ theme }) => theme.zIndices.overlay};
    transform: translateX(${({ $open }) => ($open ? '0' : '-105%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      visibility ${({ theme }) => theme.motion.normal};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.navHeight} 0 0 0;
  background: ${({ theme }) => theme.colors.scrim};
  z-index: ${({ theme }) => theme.zIndices.overlay - 1};
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.onDark};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.plum600};
    color: ${({ theme }) => theme.colors.onDark};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onDark};
    outline-offset: 2px;
  }
  svg {
    flex: none;
  }
`;

const Item = styled(NavLink)`
  ${itemStyles}
`;
const ItemButton = styled.button`
  ${itemStyles}
`;
const GroupLabel = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const SubList = styled(NavList)`
  padding-left: ${({ theme }) => theme.space[5]};
`;

const Who = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.06);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  overflow-wrap: anywhere;
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.onDark};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Bottom = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Content = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.portalNarrow} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const SupportIcon = HelpIcon;

export function PortalFrame({
  tutor,
  onLogout,
  children,
}: {
  tutor: StoredTutor;
  onLogout: () => void;
  children: ReactNode;
}) {
  const narrow = useIsNarrow();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();
  const initial = (tutor.name?.trim()?.[0] ?? 'T').toUpperCase();

  // The drawer closes on navigation at narrow widths.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const drawerHidden = narrow && !open;

  return (
    <Layout>
      <TopBar>
        <IconButton
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon size="1.5em" /> : <MenuIcon size="1.5em" />}
        </IconButton>
        <Brand>Aarohi Tutor</Brand>
        <ProfileShortcut to="/tutorprofilepage" aria-label="Your profile" title="Your profile">
          {initial}
        </ProfileShortcut>
      </TopBar>
      {narrow && open && <Scrim aria-hidden="true" onClick={() => setOpen(false)} />}
      <Aside id={navId} $open={open} inert={drawerHidden ? true : undefined}>
        {!narrow && (
          <Brand>
            Aarohi
            <small>TUTOR PORTAL</small>
          </Brand>
        )}
        <nav aria-label="Tutor portal">
          <NavList>
            <li>
              <Item to="/tutordashboard" end>
                <HomeIcon /> Dashboard
              </Item>
            </li>
            <li>
              <Item to="/tutoruploads">
                <UploadIcon /> Upload Content
              </Item>
            </li>
            <li>
              <Item to="/batchespage">
                <UsersIcon /> Batches
              </Item>
            </li>
            <li>
              <Item to="/tutorprofilepage">
                <UserIcon /> Profile
              </Item>
            </li>
            <li>
              <GroupLabel id={`${navId}-support`}>
                <SupportIcon /> Support
              </GroupLabel>
              <SubList aria-labelledby={`${navId}-support`}>
                <li>
                  <Item to="/tutorsupportticket">
                    <BookIcon /> Create Ticket
                  </Item>
                </li>
                <li>
                  <Item to="/tutorsupportticketlist">
                    <BookIcon /> My Tickets
                  </Item>
                </li>
              </SubList>
            </li>
          </NavList>
        </nav>
        <Bottom>
          <Who>
            <strong>{tutor.name || 'Tutor'}</strong>
            {tutor.email}
          </Who>
          <ItemButton
            type="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              onLogout();
            }}
          >
            <LogOutIcon /> {leaving ? 'Logging out…' : 'Logout'}
          </ItemButton>
        </Bottom>
      </Aside>
      <Content>
        <Inner>{children}</Inner>
      </Content>
    </Layout>
  );
}
