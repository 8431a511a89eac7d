// The tutor portal's frame, the kit's SignedInFrame (the back office uses the same one): Dashboard,
// CV and documents, Batches, Profile, Support (Create Ticket, My Tickets) and Logout; at 768 px and
// below a top bar with a menu toggle and a profile shortcut.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  BookIcon,
  HelpIcon,
  HomeIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
} from '@ai-women/ui-kit';
import { type SidebarItem, SignedInFrame } from '@ai-women/ui-kit/portal';
import type { StoredTutor } from '@ai-women/web-core';
import { routerLink } from '@ai-women/ui-kit/router';

const SIDEBAR_ID = 'tutor-portal-sidebar';

const items: SidebarItem[] = [
  { label: 'Dashboard', href: '/tutordashboard', icon: <HomeIcon /> },
  { label: 'CV and documents', href: '/tutoruploads', icon: <UploadIcon /> },
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

export function PortalFrame({
  tutor,
  onLogout,
  children,
}: {
  tutor: StoredTutor;
  onLogout: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const name = tutor.name?.trim() || 'Tutor';
  return (
    <SignedInFrame
      title="Aarohi Tutor"
      brandNote="TUTOR PORTAL"
      sidebarLabel="Tutor portal"
      sidebarId={SIDEBAR_ID}
      items={items}
      pathname={pathname}
      activeHref={pathname === '/tutorsidebar' ? '/tutordashboard' : pathname}
      renderLink={routerLink}
      person={{ name, detail: tutor.email }}
      profile={{ href: '/tutorprofilepage', label: 'Your profile' }}
      signOut={{ label: 'Logout', busyLabel: 'Logging out…', onSignOut: onLogout }}
    >
      {children}
    </SignedInFrame>
  );
}
