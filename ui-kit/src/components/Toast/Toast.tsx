import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../../hooks/useIsClient/useIsClient';
import styled, { keyframes } from 'styled-components';
import { iconButtonStyles } from '../../internal/styles';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../Icons/Icons';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Milliseconds before it hides; 0 keeps it until dismissed. Defaults to the provider's duration. */
  duration?: number;
}

export interface ToastApi {
  success: (message: ReactNode, options?: ToastOptions) => number;
  error: (message: ReactNode, options?: ToastOptions) => number;
  info: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Default auto-hide delay in ms (4000). */
  duration?: number;
  /** Accessible name of each toast's dismiss button. */
  dismissLabel?: string;
  /** Render the stack in a portal on document.body (default true). */
  portal?: boolean;
}

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: ReactNode;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const slideIn = keyframes`from { opacity: 0; transform: translateY(8px); }`;

/*
 * Top right (full width on phones), below the sticky site header (NavBar publishes its height as
 * --sticky-header-height), never over it; at most three, the newest first. Toasts never sit on the
 * focused control: when it is under them the stack moves to the bottom edge (WCAG 2.4.11, focus not
 * obscured), and while they show the page's scroll padding on their edge grows by their height, so a
 * field that focus scrolls to stops clear of them.
 */
const Stack = styled.div<{ $edge: ToastEdge }>`
  position: fixed;
  ${({ $edge, theme }) =>
    $edge === 'top'
      ? `top: calc(var(--sticky-header-height, 0px) + ${theme.space[4]});`
      : `bottom: ${theme.space[4]};`}
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
  ${({ theme }) => theme.media.mobile} {
    left: ${({ theme }) => theme.space[4]};
    width: auto;
  }
`;

type ToastEdge = 'top' | 'bottom';

/** At most this many toasts show at once; a new one pushes out the oldest. */
export const MAX_TOASTS = 3;

/** The sticky site header's height, as the NavBar publishes it (0 without one). */
function headerHeight(): number {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--sticky-header-height'));
  return Number.isFinite(value) ? value : 0;
}

/** How many pixels of `target` a stack of `stack`'s size would cover at `edge` of the viewport. */
function coverage(target: DOMRect, stack: DOMRect, edge: ToastEdge, gap: number): number {
  const top = edge === 'top' ? headerHeight() + gap : window.innerHeight - gap - stack.height;
  const vertical = Math.min(target.bottom, top + stack.height) - Math.max(target.top, top);
  const horizontal = Math.min(target.right, stack.right) - Math.max(target.left, stack.left);
  return vertical > 0 && horizontal > 0 ? vertical * horizontal : 0;
}

const Region = styled.div`
  display: contents;
`;

const palette = {
  success: ['successBg', 'success'],
  error: ['dangerBg', 'danger'],
  info: ['infoBg', 'info'],
} as const;

const Item = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => theme.colors[palette[$tone][1]]};
  border-left-width: 4px;
  background: ${({ theme, $tone }) => theme.colors[palette[$tone][0]]};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  & > svg {
    flex-shrink: 0;
    margin-top: 0.65rem;
    color: ${({ theme, $tone }) => theme.colors[palette[$tone][1]]};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Message = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[2]} 0;
  overflow-wrap: anywhere;
`;

const Dismiss = styled.button`
  ${iconButtonStyles}
  width: 40px;
  height: 40px;
`;

const icons = { success: CheckCircleIcon, error: AlertIcon, info: InfoIcon };

function Toast({
  item,
  onDismiss,
  dismissLabel,
}: {
  item: ToastItem;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!item.duration || paused) return undefined;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, paused, onDismiss]);
  const Icon = icons[item.tone];
  return (
    <Item
      $tone={item.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon />
      <Message>{item.message}</Message>
      <Dismiss type="button" aria-label={dismissLabel} onClick={() => onDismiss(item.id)}>
        <CloseIcon size="1.1em" />
      </Dismiss>
    </Item>
  );
}

/** Holds the toasts of an app. Successes are announced politely, errors assertively. */
export function ToastProvider({
  children,
  duration = 4000,
  dismissLabel = 'Dismiss notification',
  portal = true,
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone) => (message: ReactNode, options?: ToastOptions) => {
      const id = nextId.current++;
      setItems((list) => [
        ...list.slice(-(MAX_TOASTS - 1)),
        { id, tone, message, duration: options?.duration ?? duration },
      ]);
      return id;
    };
    return { success: show('success'), error: show('error'), info: show('info'), dismiss };
  }, [duration, dismiss]);

  // Escape closes the newest toast, wherever focus is (WCAG 2.4.11: dismissable without moving focus).
  const hasItems = items.length > 0;
  const newest = items[items.length - 1]?.id;
  useEffect(() => {
    if (!hasItems || newest === undefined) return undefined;
    const onKey = (e: KeyboardEvent) => {
      // A dialog or drawer that has focus owns Escape.
      const inDialog =
        e.target instanceof Element && e.target.closest('dialog, [role=dialog], [aria-modal=true]');
      if (e.key === 'Escape' && !e.defaultPrevented && !inDialog) dismiss(newest);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hasItems, newest, dismiss]);

  const stackRef = useRef<HTMLDivElement>(null);
  const [edge, setEdge] = useState<ToastEdge>('top');
  const edgeRef = useRef<ToastEdge>('top');
  useEffect(() => {
    const root = document.documentElement;
    const el = stackRef.current;
    if (!hasItems || !el) {
      // The next toast starts at the top again.
      edgeRef.current = 'top';
      return undefined;
    }
    const previous = { top: root.style.scrollPaddingTop, bottom: root.style.scrollPaddingBottom };
    const place = () => {
      const stack = el.getBoundingClientRect();
      const target = document.activeElement;
      let next = edgeRef.current;
      if (target && target !== document.body && !el.contains(target)) {
        const box = target.getBoundingClientRect();
        const other: ToastEdge = next === 'bottom' ? 'top' : 'bottom';
        const here = coverage(box, stack, next, 16);
        if (here > 0 && coverage(box, stack, other, 16) < here) next = other;
      }
      edgeRef.current = next;
      setEdge(next);
      const clear = `${Math.ceil(stack.height) + 24}px`;
      if (next === 'top') {
        root.style.scrollPaddingTop = `calc(var(--sticky-header-height, 0px) + ${clear})`;
        root.style.scrollPaddingBottom = previous.bottom;
      } else {
        root.style.scrollPaddingBottom = clear;
        root.style.scrollPaddingTop = previous.top;
      }
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(el);
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.scrollPaddingTop = previous.top;
      root.style.scrollPaddingBottom = previous.bottom;
    };
  }, [hasItems, items.length]);

  // The newest first.
  const render = (filter: (t: ToastItem) => boolean) =>
    [...items]
      .reverse()
      .filter(filter)
      .map((item) => <Toast key={item.id} item={item} onDismiss={dismiss} dismissLabel={dismissLabel} />);

  // The live regions are always mounted, so screen readers notice what is added to them.
  const stack = (
    <Stack ref={stackRef} $edge={edge} data-toast-stack="" data-edge={edge}>
      <Region role="status" aria-live="polite">
        {render((t) => t.tone !== 'error')}
      </Region>
      <Region role="alert" aria-live="assertive">
        {render((t) => t.tone === 'error')}
      </Region>
    </Stack>
  );

  // The portal goes into document.body once hydrated: a server-rendered page has no stack in its HTML.
  const isClient = useIsClient();
  return (
    <ToastContext.Provider value={api}>
      {children}
      {portal ? (isClient ? createPortal(stack, document.body) : null) : stack}
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('Ticket created successfully')`. Needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider> (from @ai-women/ui-kit).');
  return api;
}
