import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useOutsideClick } from '../../internal/hooks';
import { iconButtonStyles } from '../../internal/styles';
import { BellIcon } from '../Icons/Icons';

export interface NotificationItem {
  id: string | number;
  /** Main text. */
  message: ReactNode;
  /** Secondary line, e.g. a formatted date. */
  meta?: ReactNode;
  unread?: boolean;
}

export interface NotificationBellProps {
  items: NotificationItem[];
  /** Badge number; defaults to the number of unread items. */
  count?: number;
  /** Dropdown heading, e.g. "Recent Notifications". */
  title?: string;
  /** e.g. "No new notifications". */
  emptyText?: string;
  /** Button name; the count is appended ("Notifications, 3 new"). */
  label?: string;
  onOpenChange?: (open: boolean) => void;
  /** Which side the dropdown aligns to. */
  align?: 'left' | 'right';
  /** Extra content under the list, e.g. a "View all" link. */
  footer?: ReactNode;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  ${iconButtonStyles}
  position: relative;
  color: ${({ theme }) => theme.colors.plum700};
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 16px;
  text-align: center;
`;

const Dropdown = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(22rem, calc(100vw - 2rem));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Title = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const List = styled.ul`
  max-height: 15rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  overscroll-behavior: contain;
`;

const Item = styled.li<{ $unread?: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.plum100 : 'transparent')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:last-child {
    border-bottom: 0;
  }
`;

const Meta = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A bell with a count badge that opens a titled, scrolling list of notifications. */
export function NotificationBell({
  items,
  count,
  title = 'Recent Notifications',
  emptyText = 'No new notifications',
  label = 'Notifications',
  onOpenChange,
  align = 'right',
  footer,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const badge = count ?? items.filter((i) => i.unread).length;
  const setAndReport = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const rootRef = useOutsideClick<HTMLDivElement>(open, () => setAndReport(false));

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        onOpenChange?.(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-label={badge > 0 ? `${label}, ${badge} new` : label}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setAndReport(!open)}
      >
        <BellIcon />
        {badge > 0 && <Badge aria-hidden="true">{badge > 99 ? '99+' : badge}</Badge>}
      </Trigger>
      <Dropdown id={`${id}-panel`} $align={align} hidden={!open} role="region" aria-labelledby={`${id}-title`}>
        <Title id={`${id}-title`}>{title}</Title>
        {items.length === 0 ? (
          <Empty>{emptyText}</Empty>
        ) : (
          <List>
            {items.map((item) => (
              <Item key={item.id} $unread={item.unread}>
                {item.message}
                {item.meta && <Meta>{item.meta}</Meta>}
              </Item>
            ))}
          </List>
        )}
        {footer && <Footer>{footer}</Footer>}
      </Dropdown>
    </Root>
  );
}
