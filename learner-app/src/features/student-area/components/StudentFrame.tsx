import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { TIMINGS_MS } from '@ai-women/contracts';
import { BellIcon, BookIcon, CloseIcon, HelpIcon, HomeIcon, LogOutIcon, MenuIcon, SearchIcon } from '@ai-women/ui-kit';
import { clearStudentSession } from '../../../lib/session';
import { useLogoutStudent } from '../api/logout';

export const LOGOUT_MESSAGE = 'You have been logged out. Taking you home…';
/** The query parameter the header search writes; the enrolled-courses page filters by it. */
export const SEARCH_PARAM = 'q';

const Shell = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.plum900};
  color: ${({ theme }) => theme.colors.onDark};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    gap: 0;
  }
`;

const SideTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Brand = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  span {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const MenuToggle = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  place-items: center;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.mobile} {
    display: grid;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    padding: ${({ theme }) => `${theme.space[2]} 0`};
  }
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
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.onDark};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Item = styled(NavLink)`
  ${itemStyles}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.plum600};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const LogoutButton = styled.button`
  ${itemStyles}
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }
`;

const SearchForm = styled.div`
  flex: 1;
  max-width: 480px;
  position: relative;
  display: flex;
  align-items: center;
  svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} 5.5rem ${theme.space[2]} 2.5rem`};
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const SearchSubmit = styled.button`
  position: absolute;
  right: 4px;
  min-height: 36px;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Bell = styled(NavLink)`
  margin-left: auto;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.plum700};
  background: ${({ theme }) => theme.colors.plum100};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.plum600};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  }
`;

const LogoutNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const links = [
  { to: '/dashboard', label: 'Dashboard', icon: <HomeIcon /> },
  { to: '/enrolled-courses', label: 'Enrolled Courses', icon: <BookIcon /> },
  { to: '/support', label: 'Support', icon: <HelpIcon /> },
];

function AarohiMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#f4b740" />
      <path d="M9 23 L16 8 L23 23" fill="none" stroke="#2a1033" strokeWidth="2.6" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M12 18 H20" stroke="#2a1033" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The student area's frame (spec 01 §2): sidebar, header with search and bell, logout. */
export function StudentFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const logout = useLogoutStudent();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const [search, setSearch] = useState(params.get(SEARCH_PARAM) ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCourses = pathname === '/enrolled-courses';

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setMenuOpen(false), [pathname]);

  const onSearchChange = (value: string) => {
    setSearch(value);
    // On the enrolled-courses page the list filters as she types.
    if (onCourses) setParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true });
  };

  // Not a <form>: a router navigation inside a submit event makes React 19 treat it as a form action.
  const onSearchSubmit = () => {
    const q = search.trim();
    navigate(q ? `/enrolled-courses?${SEARCH_PARAM}=${encodeURIComponent(q)}` : '/enrolled-courses');
  };

  const onLogout = async () => {
    if (loggedOut) return;
    setLoggedOut(true);
    try {
      await logout.mutateAsync();
    } catch {
      // The session is cleared on this device either way.
    }
    clearStudentSession();
    timer.current = setTimeout(() => navigate('/', { replace: true }), TIMINGS_MS.logoutMessage);
  };

  return (
    <Shell>
      <Side>
        <SideTop>
          <Brand>
            <AarohiMark />
            <span>
              Aarohi
              <span>Student area</span>
            </span>
          </Brand>
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls="student-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </MenuToggle>
        </SideTop>
        <Nav id="student-menu" aria-label="Student area" $open={menuOpen}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Item to={link.to} end>
                  {link.icon}
                  {link.label}
                </Item>
              </li>
            ))}
            <li>
              <LogoutButton type="button" onClick={() => void onLogout()} disabled={loggedOut}>
                <LogOutIcon />
                Logout
              </LogoutButton>
            </li>
          </ul>
        </Nav>
      </Side>
      <Content>
        <TopBar>
          <SearchForm role="search">
            <SearchIcon />
            <input
              type="search"
              aria-label="Search sessions by tool or topic"
              placeholder="Tool or topic, e.g. Canva"
              value={search}
              onChange={(e) => onSearchChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSearchSubmit();
              }}
            />
            <SearchSubmit type="button" onClick={onSearchSubmit}>
              Search
            </SearchSubmit>
          </SearchForm>
          <Bell to="/notifications" aria-label="Notifications" title="Notifications">
            <BellIcon />
          </Bell>
        </TopBar>
        {loggedOut && (
          <LogoutNotice role="status" aria-live="polite">
            {LOGOUT_MESSAGE}
          </LogoutNotice>
        )}
        <Body>{children}</Body>
      </Content>
    </Shell>
  );
}
