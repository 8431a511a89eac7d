import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** e.g. "No Support Tickets Found". */
  title: ReactNode;
  /** e.g. "You haven't created any support tickets yet." */
  description?: ReactNode;
  /** A button or link, e.g. "Create Ticket". */
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const IconWrap = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 28px;
    height: 28px;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  margin: 0;
  max-width: 40ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** What a list shows when it has nothing: a title, a reason, and what to do next. */
export function EmptyState({ title, description, action, icon, headingLevel = 3, ...rest }: EmptyStateProps) {
  return (
    <Root {...rest}>
      {icon && <IconWrap aria-hidden="true">{icon}</IconWrap>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
