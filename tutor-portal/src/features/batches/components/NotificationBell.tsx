// The batches page's notifications bell (spec 02 §2.8): a count badge and a "Recent Notifications"
// dropdown that scrolls at about 15rem. (Local until the kit's NotificationBell is exported.)
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BellIcon } from '@ai-women/ui-kit';
import type { TutorNotification } from '@ai-women/contracts';
import { formatTicketDate } from '../../../lib/format';

export const NO_NEW_NOTIFICATIONS = 'No new notifications';

const Wrap = styled.div`
  position: relative;
`;
const Trigger = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.plum700};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 22px;
`;
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(22rem, calc(100vw - 2rem));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    margin: 0;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Scroll = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 15rem;
  overflow-y: auto;
  li {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function NotificationBell({ notifications }: { notifications: TutorNotification[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const count = notifications.length;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Notifications, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon size="1.4em" aria-hidden="true" />
        {count > 0 && <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count>}
      </Trigger>
      {open && (
        <Panel id={panelId} role="region" aria-label="Recent Notifications">
          <h2>Recent Notifications</h2>
          {count === 0 ? (
            <Empty>{NO_NEW_NOTIFICATIONS}</Empty>
          ) : (
            <Scroll tabIndex={0} aria-label="Notification list">
              {notifications.map((n) => (
                <li key={n.id}>
                  <strong>{n.title}</strong>
                  <p>{n.message}</p>
                  <small>{formatTicketDate(n.created_at)}</small>
                </li>
              ))}
            </Scroll>
          )}
        </Panel>
      )}
    </Wrap>
  );
}
