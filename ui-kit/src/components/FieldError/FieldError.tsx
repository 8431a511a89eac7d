import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '@ai-women/ui-kit';

export interface FieldErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Referenced by the control's aria-describedby. */
  id?: string;
  children?: ReactNode;
}

const Message = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex-shrink: 0;
    margin-top: 0.15em;
  }
`;

/** A field's validation message. Linked to its control by aria-describedby (no role="alert": it would interrupt typing). */
export function FieldError({ children, ...rest }: FieldErrorProps) {
  if (!children) return null;
  return (
    <Message {...rest}>
      <AlertIcon size="1em" />
      <span>{children}</span>
    </Message>
  );
}
