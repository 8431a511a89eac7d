// The portal frame (spec 02 §2.3), on the kit's Sidebar and PortalTopBar: Dashboard, Upload Content,
// Batches, Profile, Support (Create Ticket, My Tickets) and Logout; at 768 px and below a top bar with
// a menu toggle and a profile shortcut, the sidebar a drawer that closes on navigation.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BookIcon, HelpIcon, HomeIcon, LogOutIcon, UploadIcon, UserIcon, UsersIcon, type RenderLink } from '@ai-women/ui-kit';
import { Avatar, PortalLayout, PortalTopBar, Sidebar, SidebarBrand, SidebarIdentity, type SidebarItem } from '@ai-women/ui-kit/portal';
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
    <PortalLayout
      topBar={
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
      }
      sidebar={
        <Sidebar
          id={SIDEBAR_ID}
          label="Tutor portal"
          items={items}
          activeHref={pathname === '/tutorsidebar' ? '/tutordashboard' : pathname}
          renderLink={renderLink}
          open={open}
          onClose={() => setOpen(false)}
          header={
            <SidebarBrand>
              Aarohi
              <small>TUTOR PORTAL</small>
            </SidebarBrand>
          }
          footer={
            <>
              <SidebarIdentity>
                <Avatar name={name} size="sm" decorative />
                <span>
                  <strong>{name}</strong>
                  {tutor.email}
                </span>
              </SidebarIdentity>
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
      }
    >
      {children}
    </PortalLayout>
  );
}
