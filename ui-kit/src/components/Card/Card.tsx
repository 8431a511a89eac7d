import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
export type CardTone = 'default' | 'muted' | 'highlight';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading at the top of the card. */
  title?: ReactNode;
  /** 2 for a page section, 3 (default) inside a section. */
  headingLevel?: 2 | 3 | 4;
  /** Short text under the title. */
  subtitle?: ReactNode;
  /** Buttons or links on the title row (e.g. Edit). */
  actions?: ReactNode;
  /** Content pinned to the bottom (e.g. Enroll Now). */
  footer?: ReactNode;
  padding?: CardPadding;
  tone?: CardTone;
  /** Lift on hover, for cards that are one big link or button. */
  interactive?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

const paddings = { none: '0', sm: '0.75rem', md: '1.25rem', lg: '2rem' } as const;

const Root = styled.section<{ $padding: CardPadding; $tone: CardTone; $interactive?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ $padding }) => paddings[$padding]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'muted' ? theme.colors.canvas : $tone === 'highlight' ? theme.colors.plum100 : theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
        transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
      &:hover,
      &:focus-within {
        box-shadow: ${({ theme }) => theme.shadows.md};
        transform: translateY(-2px);
      }
      ${({ theme }) => theme.media.reducedMotion} {
        transition: none;
        &:hover,
        &:focus-within {
          transform: none;
        }
      }
    `}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.plum900};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  & > :last-child {
    margin-bottom: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

/** The header's actions: the footer's row, level with the title (no inline style in the page). */
const HeaderActions = styled(Footer)`
  padding-top: 0;
`;

/** The kit's surface: profile card, batch card, course card, ticket card. */
export function Card({
  title,
  headingLevel = 3,
  subtitle,
  actions,
  footer,
  padding = 'md',
  tone = 'default',
  interactive,
  as,
  children,
  ...rest
}: CardProps) {
  return (
    <Root as={as ?? (title ? 'section' : 'div')} $padding={padding} $tone={tone} $interactive={interactive} {...rest}>
      {(title || actions) && (
        <Header>
          <div>
            {title && <Title as={`h${headingLevel}`}>{title}</Title>}
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </div>
          {actions && <HeaderActions>{actions}</HeaderActions>}
        </Header>
      )}
      {children !== undefined && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}
