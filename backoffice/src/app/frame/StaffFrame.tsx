// The back office frame, on the kit's PortalLayout, Sidebar and PortalTopBar: the screens of the
// signed-in role (support: tickets, to place (read), contact inbox, notices; admin: all), who is signed in, Sign out.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  BookIcon,
  CalendarIcon,
  UserIcon,
  FileIcon,
  HelpIcon,
  LogOutIcon,
  MailIcon,
  UsersIcon,
  BellIcon,
  type RenderLink,
} from '@ai-women/ui-kit';
import {
  Avatar,
  PortalLayout,
  PortalTopBar,
  Sidebar,
  SidebarBrand,
  SidebarIdentity,
  type SidebarItem,
} from '@ai-women/ui-kit/portal';
import type { StaffMember } from '@ai-women/contracts';

const SIDEBAR_ID = 'staff-sidebar';

interface StaffNavItem extends SidebarItem {
  adminOnly?: boolean;
}

export const STAFF_NAV: StaffNavItem[] = [
  { label: 'Tickets', href: '/staff/tickets', icon: <HelpIcon /> },
  { label: 'To place', href: '/staff/placement', icon: <UserIcon /> },
  { label: 'Batches', href: '/staff/batches', icon: <CalendarIcon />, adminOnly: true },
  { label: 'People', href: '/staff/people', icon: <UsersIcon />, adminOnly: true },
  { label: 'Money', href: '/staff/money', icon: <BookIcon />, adminOnly: true },
  { label: 'Contact inbox', href: '/staff/contact', icon: <MailIcon /> },
  { label: 'Notices', href: '/staff/notices', icon: <BellIcon /> },
  { label: 'Audit log', href: '/staff/audit', icon: <FileIcon />, adminOnly: true },
];

export const ROLE_LABEL: Record<StaffMember['role'], string> = { admin: 'Admin', support: 'Support' };

const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

export function StaffFrame({
  staff,
  onSignOut,
  children,
}: {
  staff: StaffMember;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { pathname } = useLocation();
  const items = STAFF_NAV.filter((item) => !item.adminOnly || staff.role === 'admin').map(
    ({ adminOnly: _adminOnly, ...item }) => item,
  );

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <PortalLayout
      topBar={
        <PortalTopBar
          title="Aarohi Back Office"
          menuOpen={open}
          onMenuToggle={() => setOpen((v) => !v)}
          menuControls={SIDEBAR_ID}
          menuLabel="Menu"
          renderLink={renderLink}
        />
      }
      sidebar={
        <Sidebar
          id={SIDEBAR_ID}
          label="Back office"
          items={items}
          activeHref={pathname === '/staff' ? '/staff/tickets' : pathname}
          renderLink={renderLink}
          open={open}
          onClose={() => setOpen(false)}
          header={
            <SidebarBrand>
              Aarohi
              <small>BACK OFFICE</small>
            </SidebarBrand>
          }
          footer={
            <>
              <SidebarIdentity>
                <Avatar name={staff.name} size="sm" decorative />
                <span>
                  <strong>{staff.name}</strong>
                  {ROLE_LABEL[staff.role]} · {staff.email}
                </span>
              </SidebarIdentity>
              <button
                type="button"
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  onSignOut();
                }}
              >
                <LogOutIcon /> {leaving ? 'Signing out…' : 'Sign out'}
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
