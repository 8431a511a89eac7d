import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { RenderedLink, type RenderLink } from '../../internal/links';
import { focusableWithin } from '../../internal/hooks';
import { focusRing, iconButtonStyles } from '../../internal/styles';
import { ChevronDownIcon, CloseIcon } from '../Icons/Icons';

export interface SidebarItem {
  label: string;
  /** Leave out for a group that only opens its children (e.g. Support). */
  href?: string;
  icon?: ReactNode;
  children?: SidebarItem[];
}

export interface SidebarProps {
  items: SidebarItem[];
  /** The current path; its item is highlighted and gets aria-current="page". */
  activeHref?: string;
  renderLink?: RenderLink;
  /** Brand or title at the top. */
  header?: ReactNode;
  /** Bottom slot, e.g. the Logout button. */
  footer?: ReactNode;
  /** Accessible name of the nav landmark. */
  label?: string;
  /** Id, so a PortalTopBar's menu toggle can point at it (aria-controls). */
  id?: string;
  /** At 768 px and below the sidebar is a drawer: open or not. Ignored above. */
  open?: boolean;
  /** Called when the drawer asks to close (Escape, backdrop, close button, a link chosen). */
  onClose?: () => void;
  /** Called with the href of any link chosen. */
  onNavigate?: (href: string) => void;
  closeLabel?: string;
}

const Backdrop = styled.div<{ $open: boolean }>`
  display: none;
  ${({ theme }) => theme.media.portalNarrow} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.overlay};
    background: ${({ theme }) => theme.colors.scrim};
  }
`;

// Sticks below a sticky site header (NavBar publishes its height) rather than sliding under it.
const Root = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: var(--sticky-header-height, 0px);
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  flex-shrink: 0;
  height: calc(100vh - var(--sticky-header-height, 0px));
  height: calc(100dvh - var(--sticky-header-height, 0px));
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.plum900};
  color: ${({ theme }) => theme.colors.onDark};
  ${({ theme }) => theme.media.portalNarrow} {
    position: fixed;
    left: 0;
    top: 0;
    bottom: 0;
    height: auto;
    z-index: ${({ theme }) => theme.zIndices.overlay + 1};
    width: min(${({ theme }) => theme.layout.sidebarWidth}, 85vw);
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transition:
      transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      visibility 0s linear ${({ $open, theme }) => ($open ? '0s' : theme.motion.normal)};
    ${({ $open }) =>
      $open
        ? css`
            transform: translateX(0);
            visibility: visible;
          `
        : css`
            transform: translateX(-100%);
            visibility: hidden;
          `}
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.navHeight};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const CloseButton = styled.button`
  ${iconButtonStyles}
  color: ${({ theme }) => theme.colors.onDark};
  &:hover {
    background: rgba(255, 255, 255, 0.12);
    color: ${({ theme }) => theme.colors.onDark};
  }
  ${({ theme }) => theme.media.portalWide} {
    display: none;
  }
`;

const Nav = styled.nav`
  flex: 1;
  padding: ${({ theme }) => theme.space[3]};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled(List)`
  margin: 2px 0 ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[6]};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: rgba(255, 255, 255, 0.1);
    color: ${({ theme }) => theme.colors.onDark};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.plum700};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & > svg {
    flex-shrink: 0;
  }
  &:focus-visible {
    outline: 2px solid transparent;
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.plum900},
      0 0 0 4px ${({ theme }) => theme.colors.onDark};
  }
`;

const ItemLink = styled(RenderedLink)`
  ${itemStyles}
`;

const GroupButton = styled.button<{ $open: boolean }>`
  ${itemStyles}
  & > svg:last-child {
    margin-left: auto;
    transition: transform ${({ theme }) => theme.motion.fast};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  button,
  a {
    ${itemStyles}
  }
  ${focusRing}
`;

function containsActive(item: SidebarItem, activeHref?: string): boolean {
  return !!activeHref && (item.href === activeHref || !!item.children?.some((c) => containsActive(c, activeHref)));
}

function Group({ item, activeHref, renderLink }: { item: SidebarItem; activeHref?: string; renderLink?: RenderLink }) {
  const id = useId();
  const hasActive = containsActive(item, activeHref);
  const [open, setOpen] = useState(hasActive);
  useEffect(() => {
    if (hasActive) setOpen(true);
  }, [hasActive]);
  return (
    <li>
      <GroupButton type="button" aria-expanded={open} aria-controls={`${id}-group`} $open={open} onClick={() => setOpen((o) => !o)}>
        {item.icon}
        <span>{item.label}</span>
        <ChevronDownIcon size="1em" />
      </GroupButton>
      <SubList id={`${id}-group`} hidden={!open}>
        {item.children!.map((child) => (
          <Entry key={child.href ?? child.label} item={child} activeHref={activeHref} renderLink={renderLink} />
        ))}
      </SubList>
    </li>
  );
}

function Entry({ item, activeHref, renderLink }: { item: SidebarItem; activeHref?: string; renderLink?: RenderLink }) {
  if (item.children?.length) return <Group item={item} activeHref={activeHref} renderLink={renderLink} />;
  return (
    <li>
      <ItemLink href={item.href ?? '#'} renderLink={renderLink} aria-current={item.href === activeHref ? 'page' : undefined}>
        {item.icon}
        <span>{item.label}</span>
      </ItemLink>
    </li>
  );
}

/** The tutor portal's and student area's side navigation, with nested groups and a drawer mode at ≤768 px. */
export function Sidebar({
  items,
  activeHref,
  renderLink,
  header,
  footer,
  label = 'Portal',
  id,
  open = false,
  onClose,
  onNavigate,
  closeLabel = 'Close menu',
}: SidebarProps) {
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open || !onClose) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  // As a drawer it behaves like a dialog: focus moves in when it opens and back to the opener
  // (the menu button) when it closes, unless a link took her to another page.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    focusableWithin(root)[0]?.focus();
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || root.contains(active);
      if (lost && opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [open]);

  const onDrawerKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Tab' || !rootRef.current) return;
    const items = focusableWithin(rootRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link) return;
    onNavigate?.(link.getAttribute('href') ?? '');
    if (open) onClose?.();
  };

  return (
    <>
      <Backdrop $open={open} aria-hidden="true" onClick={onClose} />
      <Root ref={rootRef} id={id} $open={open} data-open={open || undefined} onKeyDown={onDrawerKeyDown}>
        {(header || onClose) && (
          <Top>
            <div>{header}</div>
            {onClose && (
              <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
                <CloseIcon />
              </CloseButton>
            )}
          </Top>
        )}
        <Nav aria-label={label} onClick={onNavClick}>
          <List>
            {items.map((item) => (
              <Entry key={item.href ?? item.label} item={item} activeHref={activeHref} renderLink={renderLink} />
            ))}
          </List>
        </Nav>
        {footer && <Footer>{footer}</Footer>}
      </Root>
    </>
  );
}
