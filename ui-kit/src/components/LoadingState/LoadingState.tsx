import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';

export interface LoadingStateProps extends HTMLAttributes<HTMLDivElement> {
  /** The spec's words, e.g. "Loading dashboard...". */
  text?: string;
  /** Fill the available height and centre (page-level loading). */
  fullHeight?: boolean;
  size?: 'sm' | 'md';
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.div<{ $full?: boolean; $size: 'sm' | 'md' }>`
  display: flex;
  flex-direction: ${({ $size }) => ($size === 'sm' ? 'row' : 'column')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[6])};
  min-height: ${({ $full }) => ($full ? '50vh' : 'auto')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
`;

const Spinner = styled.span<{ $size: 'sm' | 'md' }>`
  width: ${({ $size }) => ($size === 'sm' ? '1.25rem' : '2.5rem')};
  height: ${({ $size }) => ($size === 'sm' ? '1.25rem' : '2.5rem')};
  border: 3px solid ${({ theme }) => theme.colors.plum100};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.7s;
  }
`;

/** A loading message announced politely (role="status"). */
export function LoadingState({ text = 'Loading…', fullHeight, size = 'md', ...rest }: LoadingStateProps) {
  return (
    <Root role="status" aria-live="polite" $full={fullHeight} $size={size} {...rest}>
      <Spinner aria-hidden="true" $size={size} />
      <span>{text}</span>
    </Root>
  );
}
