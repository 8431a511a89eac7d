import { css } from 'styled-components';

/** The one focus indicator of the kit: a white gap and a blue ring, visible on any background. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid transparent;
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Turns transitions and animations off for people who ask for less motion (even without GlobalStyle). */
export const reducedMotion = css`
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none !important;
    animation: none !important;
  }
`;

/** A square, round icon button (close, dismiss, menu, carousel arrows). */
export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &:hover {
    background: ${({ theme }) => theme.colors.plum100};
    color: ${({ theme }) => theme.colors.plum700};
  }
  ${focusRing}
  ${reducedMotion}
`;
