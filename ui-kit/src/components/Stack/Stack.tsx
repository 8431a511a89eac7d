import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { AarohiTheme } from '../../theme/tokens';

export type SpaceToken = keyof AarohiTheme['space'];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** column (default) or row. */
  direction?: 'row' | 'column';
  /** A space token, 0–9 (default 4 = 1rem). */
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** Rows become columns below 768 px. */
  stackOnMobile?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

const Root = styled.div<{
  $direction: 'row' | 'column';
  $gap: SpaceToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap?: boolean;
  $stackOnMobile?: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
  ${({ theme, $stackOnMobile }) =>
    $stackOnMobile
      ? `${theme.media.mobile} { flex-direction: column; align-items: stretch; }`
      : ''}
`;

/** One-dimensional layout with token gaps: forms, button rows, card bodies. */
export function Stack({ direction = 'column', gap = 4, align, justify, wrap, stackOnMobile, as, ...rest }: StackProps) {
  return (
    <Root
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      $stackOnMobile={stackOnMobile}
      {...rest}
    />
  );
}
