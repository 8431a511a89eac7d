import { useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { UserIcon } from '../Icons/Icons';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Image URL; falls back to the initial when missing or broken. */
  src?: string;
  /** The person's name: alt text and the initial. */
  name?: string;
  size?: AvatarSize;
  /** Hide from assistive tech when the name is already shown next to it. */
  decorative?: boolean;
}

const sizes = { sm: 32, md: 44, lg: 64, xl: 96 } as const;

const Root = styled.span<{ $size: AvatarSize }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => sizes[$size]}px;
  height: ${({ $size }) => sizes[$size]}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.plum600};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => Math.round(sizes[$size] * 0.42)}px;
  line-height: 1;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 60%;
    height: 60%;
  }
`;

/** The first letter of a name, upper-cased (works for any script). */
export function initialOf(name?: string): string {
  const first = name?.trim().match(/\p{L}|\p{N}/u)?.[0];
  return first ? first.toLocaleUpperCase() : '';
}

/** A person's picture, else their initial, else a generic user icon. */
export function Avatar({ src, name, size = 'md', decorative = false, ...rest }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const initial = initialOf(name);
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name || 'User' };
  return (
    <Root $size={size} {...a11y} {...rest}>
      {src && !broken ? (
        <img src={src} alt="" onError={() => setBroken(true)} />
      ) : initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <UserIcon />
      )}
    </Root>
  );
}
