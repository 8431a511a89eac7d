// The frame of a signed-in portal (the tutor portal, the back office), on PortalLayout, Sidebar and
// PortalTopBar: the portal's menu, who is signed in and a sign-out button in the sidebar's footer; at
// narrow widths a top bar with a menu toggle (and an optional profile shortcut), the sidebar a drawer
// that closes on navigation.
import { useEffect, useState, type ReactNode } from 'react';
import type { RenderLink } from '../../internal/links';
import { LogOutIcon } from '../Icons/Icons';
import { Avatar } from '../Avatar/Avatar';
import { PortalLayout, SidebarBrand, SidebarIdentity } from '../PortalLayout/PortalLayout';
import { PortalTopBar } from '../PortalTopBar/PortalTopBar';
import { Sidebar, type SidebarItem } from '../Sidebar/Sidebar';

export interface SignedInFrameProps {
  /** The top bar's title at narrow widths, e.g. 'Aarohi Tutor'. */
  title: string;
  /** The small line under the brand in the sidebar, e.g. 'TUTOR PORTAL'. */
  brandNote: string;
  /** The sidebar's landmark name and element id. */
  sidebarLabel: string;
  sidebarId: string;
  items: SidebarItem[];
  /** The current path: the active menu entry, and the drawer closes when it changes. */
  pathname: string;
  /** Which entry is highlighted (defaults to the current path). */
  activeHref?: string;
  renderLink: RenderLink;
  /** Who is signed in: her name, and a second line (e-mail, role). */
  person: { name: string; detail: ReactNode };
  /** A shortcut to her profile in the top bar. */
  profile?: { href: string; label: string };
  signOut: { label: string; busyLabel: string; onSignOut: () => void };
  children: ReactNode;
}

export function SignedInFrame({
  title,
  brandNote,
  sidebarLabel,
  sidebarId,
  items,
  pathname,
  activeHref,
  renderLink,
  person,
  profile,
  signOut,
  children,
}: SignedInFrameProps) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The drawer closes on navigation at narrow widths (also when a link elsewhere on the page is used).
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <PortalLayout
      topBar={
        <PortalTopBar
          title={title}
          menuOpen={open}
          onMenuToggle={() => setOpen((v) => !v)}
          menuControls={sidebarId}
          menuLabel="Menu"
          {...(profile
            ? {
                profileHref: profile.href,
                profileLabel: profile.label,
                profileContent: <Avatar name={person.name} size="sm" decorative />,
              }
            : {})}
          renderLink={renderLink}
        />
      }
      sidebar={
        <Sidebar
          id={sidebarId}
          label={sidebarLabel}
          items={items}
          activeHref={activeHref ?? pathname}
          renderLink={renderLink}
          open={open}
          onClose={() => setOpen(false)}
          header={
            <SidebarBrand>
              Aarohi
              <small>{brandNote}</small>
            </SidebarBrand>
          }
          footer={
            <>
              <SidebarIdentity>
                <Avatar name={person.name} size="sm" decorative />
                <span>
                  <strong>{person.name}</strong>
                  {person.detail}
                </span>
              </SidebarIdentity>
              <button
                type="button"
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  signOut.onSignOut();
                }}
              >
                <LogOutIcon /> {leaving ? signOut.busyLabel : signOut.label}
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
