// The portal frame (spec 02 §2.3), on the kit's Sidebar and PortalTopBar: Dashboard, Upload Content,
// Batches, Profile, Support (Create Ticket, My Tickets) and Logout; at 768 px and below a top bar with
// a menu toggle and a profile shortcut, the sidebar a drawer that closes on navigation.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  PortalTopBar,
  Sidebar,
  BookIcon,
  HelpIcon,
  HomeIcon,
  LogOutIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
  type RenderLink,
  type SidebarItem,
} from '@ai-women/ui-kit';
import type { StoredTutor } from '@ai-women/web-core';

const SIDEBAR_ID = 'tutor-portal-sidebar';

const items: SidebarItem[] = [
  { label: 'Dashboard', href: '/tutordashboard', icon: <HomeIcon /> },
  { label: 'Upload Content', href: '/tutoruploads', icon: <UploadIcon /> },
  { label: 'Batches', href: '/batchespage', icon: <UsersIcon /> },
  { label: 'Profile', href: '/tutorprofilepage', icon: <UserIcon /> },
  {
    label: 'Support',
    icon: <HelpIcon />,
    children: [
      { label: 'Create Ticket', href: '/tutorsupportticket', icon: <BookIcon /> },
      { label: 'My Tickets', href: '/tutorsupportticketlist', icon: <BookIcon /> },
    ],
  },
];

const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

const Layout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.portalNarrow} {
    flex-direction: column;
  }
`;
/*
 * The sidebar's colour runs the full height of long pages: a column of its own that stretches with
 * the page (the sticky sidebar sits inside it). A solid page background, not a hard-stop gradient,
 * lets contrast checkers (axe) measure every text on the content side.
 */
const SidebarColumn = styled.div`
  ${({ theme }) => theme.media.portalWide} {
    flex-shrink: 0;
    background: ${({ theme }) => theme.colors.plum900};
  }
`;
const Content = styled.div`
  flex: 1;
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
const Brand = styled.span`
  display: block;
  small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.onDarkMuted};
    letter-spacing: 0.06em;
  }
`;
const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  overflow-wrap: anywhere;
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

export function PortalFrame({
  tutor,
  onLogout,
  children,
}: {
  tutor: StoredTutor;
  onLogout: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { pathname } = useLocation();
  const name = tutor.name?.trim() || 'Tutor';

  // The drawer closes on navigation at narrow widths (also when a link elsewhere on the page is used).
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <Layout>
      <PortalTopBar
        title="Aarohi Tutor"
        menuOpen={open}
        onMenuToggle={() => setOpen((v) => !v)}
        menuControls={SIDEBAR_ID}
        menuLabel="Menu"
        profileHref="/tutorprofilepage"
        profileLabel="Your profile"
        profileContent={<Avatar name={name} size="sm" decorative />}
        renderLink={renderLink}
      />
      <SidebarColumn>
        <Sidebar
          id={SIDEBAR_ID}
          label="Tutor portal"
          items={items}
          activeHref={pathname === '/tutorsidebar' ? '/tutordashboard' : pathname}
          renderLink={renderLink}
          open={open}
          onClose={() => setOpen(false)}
          header={
            <Brand>
              Aarohi
              <small>TUTOR PORTAL</small>
            </Brand>
          }
          footer={
            <>
              <Who>
                <Avatar name={name} size="sm" decorative />
                <span>
                  <strong>{name}</strong>
                  {tutor.email}
                </span>
              </Who>
              <button
                type="button"
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  onLogout();
                }}
              >
                <LogOutIcon /> {leaving ? 'Logging out…' : 'Logout'}
              </button>
            </>
          }
        />
      </SidebarColumn>
      <Content>
        <Inner>{children}</Inner>
      </Content>
    </Layout>
  );
}
