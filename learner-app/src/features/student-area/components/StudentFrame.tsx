import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TIMINGS_MS } from '@ai-women/contracts';
import {
  BellIcon,
  BookIcon,
  Button,
  CheckCircleIcon,
  CheckIcon,
  FileIcon,
  HelpIcon,
  HomeIcon,
  LogOutIcon,
  MenuIcon,
  UserIcon,
  UsersIcon,
} from '@ai-women/ui-kit';
import { SearchInput } from '@ai-women/ui-kit/forms';
import { clearStudentSession } from '@ai-women/web-core';
import { useLogoutStudent } from '../api/logout';
import { Sidebar, type SidebarItem } from '@ai-women/ui-kit/portal';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { englishTexts, useT } from '../../../i18n';
import studentAreaTexts from '../../../i18n/en/studentArea.json';
import { routerLink } from '@ai-women/ui-kit/router';

englishTexts({ studentArea: studentAreaTexts });

export const LOGOUT_MESSAGE = 'You have been logged out. Taking you home…';
/** The query parameter the header search writes; the enrolled-courses page filters by it. */
export const SEARCH_PARAM = 'q';

const Shell = styled.div`
  display: flex;
  align-items: flex-start;
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  background: ${({ theme }) => theme.colors.background};
`;

const Brand = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const MenuToggle = styled.button`
  display: none;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.plum700};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.portalNarrow} {
    display: grid;
  }
`;

const Content = styled.div`
  flex: 1;
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
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Search = styled.div`
  flex: 1;
  max-width: 520px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  & > :first-child {
    flex: 1;
  }
  ${({ theme }) => theme.media.mobile} {
    button[data-search-go] {
      display: none;
    }
  }
`;

const Bell = styled(NavLink)`
  margin-left: auto;
  flex-shrink: 0;
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

const ITEMS = [
  { href: '/dashboard', key: 'dashboard', icon: <HomeIcon /> },
  { href: '/enrolled-courses', key: 'enrolledCourses', icon: <BookIcon /> },
  { href: '/quizzes', key: 'quizzes', icon: <CheckIcon /> },
  { href: '/discussion', key: 'discussion', icon: <UsersIcon /> },
  { href: '/certificate', key: 'certificate', icon: <CheckCircleIcon /> },
  { href: '/payments', key: 'payments', icon: <FileIcon /> },
  { href: '/notifications', key: 'notifications', icon: <BellIcon /> },
  { href: '/support', key: 'support', icon: <HelpIcon /> },
  { href: '/profile', key: 'profile', icon: <UserIcon /> },
] as const;

function AarohiMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#f4b740" />
      <path
        d="M9 23 L16 8 L23 23"
        fill="none"
        stroke="#2a1033"
        strokeWidth="2.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M12 18 H20" stroke="#2a1033" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The student area's frame: sidebar, header with search and bell, logout. Her pages have one URL for
 * both languages and follow her choice (the header's switch, her account).
 */
export function StudentFrame({ children }: { children: ReactNode }) {
  return (
    <FollowPreferredLanguage>
      <StudentFrameInLanguage>{children}</StudentFrameInLanguage>
    </FollowPreferredLanguage>
  );
}

function StudentFrameInLanguage({ children }: { children: ReactNode }) {
  const { t } = useT();
  const items: SidebarItem[] = ITEMS.map(({ href, key, icon }) => ({
    href,
    label: t(`studentArea.${key}`),
    icon,
  }));
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
    setMenuOpen(false);
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
      <Sidebar
        id="student-sidebar"
        label={t('studentArea.label')}
        items={items}
        activeHref={pathname}
        renderLink={routerLink}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        closeLabel={t('studentArea.closeMenu')}
        header={
          <Brand>
            <AarohiMark />
            <span>
              Aarohi
              <small>{t('studentArea.label')}</small>
            </span>
          </Brand>
        }
        footer={
          <button type="button" onClick={() => void onLogout()} disabled={loggedOut}>
            <LogOutIcon />
            {t('studentArea.logout')}
          </button>
        }
      />
      <Content>
        <TopBar>
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls="student-sidebar"
            aria-label={t('studentArea.openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </MenuToggle>
          <Search>
            <SearchInput
              label={t('studentArea.searchLabel')}
              placeholder={t('studentArea.searchPlaceholder')}
              value={search}
              onChange={(e) => onSearchChange(e.target.value)}
              onClear={() => onSearchChange('')}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSearchSubmit();
              }}
            />
            <Button type="button" size="sm" variant="secondary" onClick={onSearchSubmit} data-search-go>
              {t('studentArea.search')}
            </Button>
          </Search>
          <Bell
            to="/notifications"
            aria-label={t('studentArea.notifications')}
            title={t('studentArea.notifications')}
          >
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
