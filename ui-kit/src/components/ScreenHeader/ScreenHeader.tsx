import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface ScreenHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The screen's one h1. */
  title: ReactNode;
  /** A sentence under the title: what the screen is for. */
  description?: ReactNode;
  /** Buttons or links at the end of the row (they wrap under the title on a phone). */
  actions?: ReactNode;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.plum900};
    font-size: 2rem;
    ${({ theme }) => theme.media.mobile} {
      font-size: 1.5rem;
    }
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The top of a signed-in screen: its h1, what it is for, and its actions. */
export function ScreenHeader({ title, description, actions, ...rest }: ScreenHeaderProps) {
  return (
    <Header {...rest}>
      <div>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </div>
      {actions}
    </Header>
  );
}
