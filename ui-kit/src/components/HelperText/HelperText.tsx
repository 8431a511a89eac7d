import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface HelperTextProps extends HTMLAttributes<HTMLParagraphElement> {
  id?: string;
  children?: ReactNode;
}

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A hint under a control, e.g. "PDF only, max 5MB each". Linked by aria-describedby. */
export function HelperText({ children, ...rest }: HelperTextProps) {
  if (!children) return null;
  return <Text {...rest}>{children}</Text>;
}
