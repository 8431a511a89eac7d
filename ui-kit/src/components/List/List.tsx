import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../Stack/Stack';

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** A space token between the items, 0–9 (default 3 = 0.75rem). */
  gap?: SpaceToken;
  /** An ordered list (`<ol>`): the order is part of the meaning (steps, a timeline). */
  ordered?: boolean;
  children?: ReactNode;
}

const Root = styled.ul<{ $gap: SpaceToken }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-width: 0;
`;

/**
 * Items one under another with a token gap and no bullets: cards, messages, steps, files. It stays
 * a list for assistive technology (`role="list"`: Safari's VoiceOver drops the role of a list whose
 * bullets were removed).
 */
export function List({ gap = 3, ordered = false, ...rest }: ListProps) {
  return <Root as={ordered ? 'ol' : 'ul'} role="list" $gap={gap} {...rest} />;
}
