// The back office frame, the kit's SignedInFrame (the tutor portal uses the same one): the screens of the
// signed-in role (support: tickets, to place (read), certificates (read), contact inbox, notices, WhatsApp (read), discussion; admin: all), who is signed in, Sign out.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  BellIcon,
  BookIcon,
  CalendarIcon,
  CheckCircleIcon,
  FileIcon,
  HelpIcon,
  MailIcon,
  PhoneIcon,
  UserIcon,
  UsersIcon,
} from '@ai-women/ui-kit';
import { type SidebarItem, SignedInFrame } from '@ai-women/ui-kit/portal';
import type { StaffMember } from '@ai-women/contracts';
import { routerLink } from '@ai-women/ui-kit/router';

const SIDEBAR_ID = 'staff-sidebar';

interface StaffNavItem extends SidebarItem {
  adminOnly?: boolean;
}

export const STAFF_NAV: StaffNavItem[] = [
  { label: 'Tickets', href: '/staff/tickets', icon: <HelpIcon /> },
  { label: 'To place', href: '/staff/placement', icon: <UserIcon /> },
  { label: 'Batches', href: '/staff/batches', icon: <CalendarIcon />, adminOnly: true },
  { label: 'Certificates', href: '/staff/certificates', icon: <CheckCircleIcon /> },
  { label: 'People', href: '/staff/people', icon: <UsersIcon />, adminOnly: true },
  { label: 'Money', href: '/staff/money', icon: <BookIcon />, adminOnly: true },
  { label: 'Contact inbox', href: '/staff/contact', icon: <MailIcon /> },
  { label: 'Notices', href: '/staff/notices', icon: <BellIcon /> },
  { label: 'WhatsApp', href: '/staff/whatsapp', icon: <PhoneIcon /> },
  { label: 'Discussion', href: '/staff/discussion', icon: <UsersIcon /> },
  { label: 'Audit log', href: '/staff/audit', icon: <FileIcon />, adminOnly: true },
];

export const ROLE_LABEL: Record<StaffMember['role'], string> = { admin: 'Admin', support: 'Support' };

export function StaffFrame({
  staff,
  onSignOut,
  children,
}: {
  staff: StaffMember;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const items = STAFF_NAV.filter((item) => !item.adminOnly || staff.role === 'admin').map(
    ({ adminOnly: _adminOnly, ...item }) => item,
  );
  return (
    <SignedInFrame
      title="Aarohi Back Office"
      brandNote="BACK OFFICE"
      sidebarLabel="Back office"
      sidebarId={SIDEBAR_ID}
      items={items}
      pathname={pathname}
      activeHref={pathname === '/staff' ? '/staff/tickets' : pathname}
      renderLink={routerLink}
      person={{
        name: staff.name,
        detail: (
          <>
            {ROLE_LABEL[staff.role]} · {staff.email}
          </>
        ),
      }}
      signOut={{ label: 'Sign out', busyLabel: 'Signing out…', onSignOut }}
    >
      {children}
    </SignedInFrame>
  );
}
