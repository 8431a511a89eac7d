import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, CheckIcon } from '../Icons/Icons';
import { StatusBadge } from '@ai-women/ui-kit/status';

export interface StatusOption {
  value: string;
  label?: string;
  disabled?: boolean;
}

export interface StatusMenuProps {
  /** What the status is of ("Ticket status"): names the button and the menu. */
  label: string;
  value: string;
  options: StatusOption[];
  onChange: (value: string) => void;
  /** A change is being saved: the button is disabled and says so. */
  busy?: boolean;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Menu = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  top: calc(100% + 4px);
  inset-inline-start: 0;
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;
const Item = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $active }) => ($active ? theme.colors.plum100 : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
  svg {
    width: 16px;
    height: 16px;
    flex-shrink: 0;
  }
  span {
    flex: 1;
  }
`;
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Changes a record's status: a button with the current status, opening a menu of the statuses. */
export function StatusMenu({ label, value, options, onChange, busy = false }: StatusMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const menuId = `status-menu-${id}`;

  useEffect(() => {
    if (!open) return;
    menu.current?.focus();
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const openMenu = () => {
    const index = options.findIndex((o) => o.value === value);
    setActive(index >= 0 ? index : 0);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (option: StatusOption | undefined) => {
    if (!option || option.disabled) return;
    close();
    if (option.value !== value) onChange(option.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    if (moves[event.key]) {
      event.preventDefault();
      setActive(moves[event.key]!());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    }
  };

  const current = options.find((o) => o.value === value);
  return (
    <Root ref={root}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => (open ? close() : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu();
          }
        }}
      >
        <Hidden>{label}: </Hidden>
        <StatusBadge status={current?.label ?? value} size="sm" />
        {busy ? <span>Saving…</span> : <ChevronDownIcon aria-hidden="true" />}
      </Trigger>
      {open && (
        <Menu
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          aria-activedescendant={`${menuId}-${active}`}
          onKeyDown={onKeyDown}
        >
          {options.map((option, index) => (
            <Item
              key={option.value}
              id={`${menuId}-${index}`}
              role="menuitemradio"
              aria-checked={option.value === value}
              aria-disabled={option.disabled || undefined}
              $active={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              <span>{option.label ?? option.value}</span>
              {option.value === value && <CheckIcon aria-hidden="true" />}
            </Item>
          ))}
        </Menu>
      )}
    </Root>
  );
}
