import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type ContainerWidth = 'narrow' | 'reading' | 'default' | 'full';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** narrow 40rem (forms), reading 68ch (static pages), default 1200px, full. */
  width?: ContainerWidth;
  as?: ElementType;
  children?: ReactNode;
}

const widths = { narrow: '40rem', reading: '68ch', full: 'none' } as const;

const Root = styled.div<{ $width: ContainerWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'default' ? theme.layout.maxWidth : widths[$width])};
  margin-left: auto;
  margin-right: auto;
  padding-left: ${({ theme }) => theme.space[4]};
  padding-right: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.wide} {
    padding-left: ${({ theme }) => theme.space[5]};
    padding-right: ${({ theme }) => theme.space[5]};
  }
`;

/** Centres content at the page width with side gutters. */
export function Container({ width = 'default', as, ...rest }: ContainerProps) {
  return <Root as={as} $width={width} {...rest} />;
}
