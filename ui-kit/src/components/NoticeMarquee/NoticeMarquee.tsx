import { useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../internal/styles';

export interface NoticeMarqueeProps {
  /** The notice, e.g. "Registrations for January 2027 are open — …". Links inside are fine. */
  children: ReactNode;
  /** Accessible name of the notice region. */
  label?: string;
  /** Seconds for one full pass (default 25). */
  duration?: number;
  pauseLabel?: string;
  playLabel?: string;
  className?: string;
}

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.saffron400};
  color: ${({ theme }) => theme.colors.plum900};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  a {
    color: inherit;
  }
`;

const Window = styled.div`
  flex: 1;
  overflow: hidden;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
`;

const Track = styled.div<{ $duration: number; $paused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $duration }) => $duration}s linear infinite;
  ${({ $paused }) =>
    $paused &&
    css`
      animation-play-state: paused;
    `}
  ${Root}:hover &,
  ${Root}:focus-within & {
    animation-play-state: paused;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
    width: auto;
    & > [aria-hidden='true'] {
      display: none;
    }
  }
`;

const Copy = styled.div`
  flex-shrink: 0;
  padding-right: 4rem;
  white-space: nowrap;
  ${({ theme }) => theme.media.reducedMotion} {
    white-space: normal;
    padding-right: 0;
  }
`;

const Toggle = styled.button`
  flex-shrink: 0;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1.5px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.saffron100};
  }
  ${focusRing}
  ${({ theme }) => theme.media.reducedMotion} {
    display: none;
  }
`;

/** A scrolling notice strip. Pauses on hover, focus, or its Pause button; static when motion is reduced. */
export function NoticeMarquee({ children, label = 'Notice', duration = 25, pauseLabel = 'Pause', playLabel = 'Play', className }: NoticeMarqueeProps) {
  const [paused, setPaused] = useState(false);
  return (
    <Root aria-label={label} className={className}>
      <Window>
        <Track $duration={duration} $paused={paused} data-paused={paused || undefined}>
          <Copy>{children}</Copy>
          {/* A second copy makes the loop seamless; it is hidden from assistive tech and from tabbing. */}
          <Copy aria-hidden="true" inert>
            {children}
          </Copy>
        </Track>
      </Window>
      <Toggle type="button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
        {paused ? playLabel : pauseLabel}
      </Toggle>
    </Root>
  );
}
