import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusableWithin } from '../../internal/hooks';
import { iconButtonStyles } from '../../internal/styles';
import { CloseIcon } from '@ai-women/ui-kit';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the Close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's title; labels it via aria-labelledby. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Element to focus first; defaults to the first focusable element in the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close on a backdrop click (default true). */
  closeOnBackdrop?: boolean;
  /** Text/element id describing the dialog (aria-describedby). */
  describedById?: string;
  /** Portal target; defaults to document.body. */
  container?: HTMLElement | null;
}

const widths = { sm: '28rem', md: '36rem', lg: '52rem' } as const;

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.scrim};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[3]}`};
`;

const Title = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.plum900};
`;

const CloseButton = styled.button`
  ${iconButtonStyles}
  margin: -${({ theme }) => theme.space[1]} -${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[5]} ${theme.space[5]}`};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

/** True while the element's content is taller than the element (it shows a scroll bar). */
function useScrollsVertically(ref: RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function ModalContent({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  initialFocusRef,
  closeOnBackdrop = true,
  describedById,
}: Omit<ModalProps, 'open' | 'container'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollsVertically(bodyRef);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const bodyEl = dialog?.querySelector<HTMLElement>('[data-modal-body]');
    const target = initialFocusRef?.current ?? (bodyEl && focusableWithin(bodyEl)[0]) ?? dialog;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      // Return focus to whatever opened the dialog.
      if (opener && typeof opener.focus === 'function' && document.contains(opener)) opener.focus();
    };
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop || !closeOnBackdrop) return undefined;
    const onDown = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current();
    };
    backdrop.addEventListener('mousedown', onDown);
    return () => backdrop.removeEventListener('mousedown', onDown);
  }, [closeOnBackdrop]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop ref={backdropRef} data-testid="modal-backdrop">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedById}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <CloseIcon />
          </CloseButton>
        </Header>
        {/* A body that scrolls is focusable, so keyboard users can scroll it (WCAG 2.1.1). */}
        <Body ref={bodyRef} data-modal-body="" tabIndex={scrollable ? 0 : undefined}>
          {children}
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}

/**
 * The one modal: labelled dialog, focus trapped, Escape and Close, focus returned to the opener, in a portal.
 *
 * Kept on a `role="dialog"` element rather than the native `<dialog>` + `showModal()` for now: jsdom 26, which every component and screen test runs in, has no `showModal()`/top
 * layer, so the tests that open a modal (batches, uploads, people, the catalogue's stories) would
 * need a shim that fakes exactly the behaviour we'd be relying on; the native dialog's backdrop and
 * top layer also render differently from ours, so every modal baseline of the visual suite would be
 * retaken. What the native element gives (aria-modal, focus kept inside, Escape, focus return) is here
 * and tested (Modal.test.tsx, e2e keyboard.spec). Move when jsdom supports `showModal()`.
 */
export function Modal({ open, container, ...rest }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalContent {...rest} />, container ?? document.body);
}
