import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../Stack/Stack';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Smallest column width; columns fill the row (auto-fit). Default 16rem. */
  minColumnWidth?: string;
  /** Or a fixed number of columns at ≥768 px (one column below). */
  columns?: number;
  gap?: SpaceToken;
  as?: ElementType;
  children?: ReactNode;
}

const Root = styled.div<{ $min: string; $columns?: number; $gap: SpaceToken }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  grid-template-columns: ${({ $min, $columns }) => ($columns ? '1fr' : `repeat(auto-fill, minmax(min(${$min}, 100%), 1fr))`)};
  ${({ theme, $columns }) => ($columns ? `${theme.media.wide} { grid-template-columns: repeat(${$columns}, minmax(0, 1fr)); }` : '')}
`;

/** Responsive card grids: stat cards, course cards, the team grid. */
export function Grid({ minColumnWidth = '16rem', columns, gap = 5, as, ...rest }: GridProps) {
  return <Root as={as} $min={minColumnWidth} $columns={columns} $gap={gap} {...rest} />;
}
