import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { usePrefersReducedMotion } from '../../internal/hooks';
import { focusRing, iconButtonStyles, reducedMotion } from '../../internal/styles';
import { ChevronLeftIcon, ChevronRightIcon, LoadingState } from '@ai-women/ui-kit';

export interface CarouselProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel, e.g. "Testimonials". */
  label: string;
  /** Auto-advance delay in ms (3000). */
  interval?: number;
  autoPlay?: boolean;
  /** Shows `loadingText` instead of slides. */
  loading?: boolean;
  loadingText?: string;
  /** Shown when there are no items. */
  emptyText?: ReactNode;
  getKey?: (item: T, index: number) => string | number;
  previousLabel?: string;
  nextLabel?: string;
  /** The name of slide `n` of `total` ("2 of 6"), in the page's language. */
  slideLabel?: (n: number, total: number) => string;
  /** The name of the dot that shows slide `n` ("Go to slide 2"). */
  dotLabel?: (n: number) => string;
  className?: string;
}

const fade = keyframes`from { opacity: 0; transform: translateX(12px); }`;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[4]};
`;

const Viewport = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Track = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
`;

const Slide = styled.div`
  flex: 1;
  min-width: 0;
  animation: ${fade} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  ${reducedMotion}
`;

const Arrow = styled.button`
  ${iconButtonStyles}
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Dot = styled.button<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '24px' : '10px')};
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
    transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }
  &:hover::before {
    background: ${({ theme, $active }) => ($active ? theme.colors.primaryHover : theme.colors.plum500)};
  }
  ${focusRing}
  ${({ theme }) => theme.media.reducedMotion} {
    &::before {
      transition: none;
    }
  }
`;

const Empty = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Rotating slides (testimonials): auto-advances, pauses on hover and focus, wraps, with arrows and dots. */
export function Carousel<T>({
  items,
  renderItem,
  label,
  interval = 3000,
  autoPlay = true,
  slideLabel = (n: number, total: number) => `${n} of ${total}`,
  dotLabel = (n: number) => `Go to slide ${n}`,
  loading = false,
  loadingText = 'Loading…',
  emptyText,
  getKey,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  className,
}: CarouselProps<T>) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = items.length;
  const current = count ? index % count : 0;
  const playing = autoPlay && !reduced && !hovered && !focused && !loading && count > 1;
  const rootRef = useRef<HTMLElement>(null);

  const go = useCallback((next: number) => setIndex(() => (count ? (next + count) % count : 0)), [count]);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [playing, interval, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (loading) return <LoadingState text={loadingText} />;
  if (!count) return emptyText ? <Empty>{emptyText}</Empty> : null;

  const item = items[current] as T;
  return (
    <Root
      ref={rootRef}
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Viewport>
        {count > 1 && (
          <Arrow
            type="button"
            aria-label={previousLabel}
            aria-controls={`${id}-slides`}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </Arrow>
        )}
        <Track id={`${id}-slides`} aria-live={playing ? 'off' : 'polite'}>
          <Slide
            key={getKey ? getKey(item, current) : current}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(current + 1, count)}
          >
            {renderItem(item, current)}
          </Slide>
        </Track>
        {count > 1 && (
          <Arrow
            type="button"
            aria-label={nextLabel}
            aria-controls={`${id}-slides`}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </Arrow>
        )}
      </Viewport>
      {count > 1 && (
        <Dots>
          {items.map((it, i) => (
            <Dot
              key={getKey ? getKey(it, i) : i}
              type="button"
              $active={i === current}
              aria-label={dotLabel(i + 1)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </Dots>
      )}
    </Root>
  );
}
