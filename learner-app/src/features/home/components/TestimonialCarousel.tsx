// Local stand-in until ui-kit exports Carousel: auto-advances every 3 s, pauses on hover and focus,
// wraps, previous/next buttons and dots (spec 01 §2, §4).
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from '@ai-women/ui-kit';
import { TIMINGS_MS } from '@ai-women/contracts';

export interface CarouselItem {
  key: string;
  label: string;
  content: ReactNode;
}

const Root = styled.div`
  position: relative;
`;
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    margin: auto;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: 50%;
  }
`;

export function TestimonialCarousel({ items, label }: { items: CarouselItem[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TIMINGS_MS.carouselInterval);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const go = (i: number) => setIndex(((i % count) + count) % count);
  const item = items[current]!;

  return (
    <Root
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div role="group" aria-roledescription="slide" aria-label={`${current + 1} of ${count}: ${item.label}`} aria-live={paused ? 'polite' : 'off'}>
        {item.content}
      </div>
      {count > 1 && (
        <Controls>
          <Arrow type="button" aria-label="Previous testimonial" onClick={() => go(current - 1)}>
            <ChevronLeftIcon />
          </Arrow>
          {items.map((it, i) => (
            <Dot
              key={it.key}
              type="button"
              $active={i === current}
              aria-label={`Show testimonial ${i + 1}: ${it.label}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <Arrow type="button" aria-label="Next testimonial" onClick={() => go(current + 1)}>
            <ChevronRightIcon />
          </Arrow>
        </Controls>
      )}
    </Root>
  );
}
