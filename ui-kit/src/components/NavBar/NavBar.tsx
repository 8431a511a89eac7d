import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { useOutsideClick } from '../../internal/hooks';
import { RenderedLink, type RenderLink } from '../../internal/links';
import { focusRing, iconButtonStyles } from '../../internal/styles';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../Icons/Icons';

export interface NavLinkItem {
  label: string;
  href: string;
  /** Optional dropdown of sub-links. */
  children?: Array<{ label: string; href: string }>;
}

export interface NavBarProps {
  /** Logo / home link. */
  brand: ReactNode;
  links: NavLinkItem[];
  /** The current path; its link gets aria-current="page". */
  activeHref?: string;
  /** Render links with your router, e.g. `(p) => <Link to={p.href} {...}>`. */
  renderLink?: RenderLink;
  /** Login/Register or Logout, shown after the links (inside the mobile panel). */
  authSlot?: ReactNode;
  /** A profile icon link, always visible in the bar. */
  profileSlot?: ReactNode;
  /** Accessible name of the nav landmark. */
  label?: string;
  menuLabel?: string;
  /** Called after any link in the bar is chosen (e.g. to scroll to top). */
  onNavigate?: (href: string) => void;
  /**
   * Stays at the top while the page scrolls (the default). Its height is published as the CSS
   * variable `--sticky-header-height` on the document, so what sticks or floats below it (a
   * sidebar, the toasts) stops under it rather than sliding beneath.
   */
  sticky?: boolean;
}

/** The CSS variable a sticky NavBar sets to its height. */
export const STICKY_HEADER_HEIGHT_VAR = '--sticky-header-height';

const Header = styled.header<{ $sticky?: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  margin-right: auto;
`;

// Below 768 px the panel is a sheet that the menu button opens; from 768 px an inline row.
// The hiding lives only inside the mobile query, so environments without media queries (jsdom) see every link.
const Panel = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
    overflow-y: auto;
    transition:
      opacity ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      visibility 0s linear ${({ $open, theme }) => ($open ? '0s' : theme.motion.normal)};
    ${({ $open }) =>
      $open
        ? css`
            opacity: 1;
            transform: translateY(0);
            visibility: visible;
          `
        : css`
            opacity: 0;
            transform: translateY(-8px);
            visibility: hidden;
            pointer-events: none;
          `}
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  flex-direction: column;
  align-items: stretch;
  ${({ theme }) => theme.media.wide} {
    flex-direction: row;
    align-items: center;
  }
`;

const Item = styled.li`
  position: relative;
`;

const linkStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.plum100};
    color: ${({ theme }) => theme.colors.plum700};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.coral500};
  }
  ${focusRing}
  width: 100%;
  justify-content: space-between;
  ${({ theme }) => theme.media.wide} {
    width: auto;
    justify-content: flex-start;
  }
`;

const NavA = styled(RenderedLink)`
  ${linkStyles}
`;

const SubToggle = styled.button<{ $open: boolean }>`
  ${linkStyles}
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }
`;

const SubList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  padding-left: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.wide} {
    position: absolute;
    top: calc(100% + 4px);
    left: 0;
    min-width: 12rem;
    z-index: ${({ theme }) => theme.zIndices.dropdown};
    padding: ${({ theme }) => theme.space[1]};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Slot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const AuthSlot = styled(Slot)`
  flex-direction: column;
  align-items: stretch;
  ${({ theme }) => theme.media.wide} {
    flex-direction: row;
    align-items: center;
  }
`;

// Comes right before the panel in the DOM, so Tab goes from the button into the opened menu;
// \`order\` keeps it drawn at the right end of the bar.
const MenuButton = styled.button`
  ${iconButtonStyles}
  order: 1;
  color: ${({ theme }) => theme.colors.plum700};
  ${({ theme }) => theme.media.wide} {
    display: none;
  }
`;

function Dropdown({
  item,
  activeHref,
  renderLink,
}: {
  item: NavLinkItem & { children: NonNullable<NavLinkItem['children']> };
  activeHref?: string;
  renderLink?: RenderLink;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useOutsideClick<HTMLLIElement>(open, () => setOpen(false));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const current = item.children.some((c) => c.href === activeHref);
  return (
    <Item ref={ref} onKeyDown={onKeyDown}>
      <SubToggle
        ref={buttonRef}
        type="button"
        data-submenu-toggle=""
        aria-expanded={open}
        aria-controls={`${id}-sub`}
        $open={open}
        style={current ? { color: 'inherit', fontWeight: 700 } : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {item.label}
        <ChevronDownIcon size="1em" />
      </SubToggle>
      <SubList id={`${id}-sub`} hidden={!open}>
        {item.children.map((child) => (
          <li key={child.href}>
            <NavA
              href={child.href}
              renderLink={renderLink}
              aria-current={child.href === activeHref ? 'page' : undefined}
            >
              {child.label}
            </NavA>
          </li>
        ))}
      </SubList>
    </Item>
  );
}

/** The public site's navigation bar: inline at ≥768 px, a menu button and panel below. */
export function NavBar({
  brand,
  links,
  activeHref,
  renderLink,
  authSlot,
  profileSlot,
  label = 'Main',
  menuLabel = 'Menu',
  onNavigate,
  sticky = true,
}: NavBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useOutsideClick<HTMLElement>(open, () => setOpen(false));
  // With no links and no auth actions (the student area, whose sidebar has them) there is no menu.
  const hasPanel = links.length > 0 || Boolean(authSlot);

  useEffect(() => {
    const header = headerRef.current;
    if (!sticky || !header) return undefined;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(
        STICKY_HEADER_HEIGHT_VAR,
        `${Math.round(header.getBoundingClientRect().height)}px`,
      );
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT_VAR);
    };
  }, [sticky, headerRef]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Choosing a link (or an auth action) closes the mobile menu.
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('[data-submenu-toggle]')) return;
    const link = target.closest('a');
    if (link || target.closest('button')) {
      setOpen(false);
      if (link) onNavigate?.(link.getAttribute('href') ?? '');
    }
  };

  return (
    <Header ref={headerRef} $sticky={sticky}>
      <Inner>
        <Brand>{brand}</Brand>
        {hasPanel && (
          <MenuButton
            ref={buttonRef}
            type="button"
            aria-label={menuLabel}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </MenuButton>
        )}
        {hasPanel && (
          <Panel id={panelId} $open={open} data-open={open || undefined} onClick={onPanelClick}>
            <nav aria-label={label}>
              <List>
                {links.map((item) =>
                  item.children?.length ? (
                    <Dropdown
                      key={item.href}
                      item={item as NavLinkItem & { children: NonNullable<NavLinkItem['children']> }}
                      activeHref={activeHref}
                      renderLink={renderLink}
                    />
                  ) : (
                    <Item key={item.href}>
                      <NavA
                        href={item.href}
                        renderLink={renderLink}
                        aria-current={item.href === activeHref ? 'page' : undefined}
                      >
                        {item.label}
                      </NavA>
                    </Item>
                  ),
                )}
              </List>
            </nav>
            {authSlot && <AuthSlot>{authSlot}</AuthSlot>}
          </Panel>
        )}
        {profileSlot && <Slot>{profileSlot}</Slot>}
      </Inner>
    </Header>
  );
}
