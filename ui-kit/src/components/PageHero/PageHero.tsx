import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeroProps {
  /** Small line above the title, e.g. "4-week online course". */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The paragraph under the title. */
  lede?: ReactNode;
  /** Buttons or links, e.g. Register Now. */
  actions?: ReactNode;
  /** An SVG or image shown beside the text (below on mobile). */
  illustration?: ReactNode;
  /** plum gradient (home) or light (inner pages). */
  tone?: 'brand' | 'light';
  /** 1 (default) for the page's main heading. */
  headingLevel?: 1 | 2;
  align?: 'left' | 'center';
}

const Root = styled.section<{ $tone: 'brand' | 'light' }>`
  background: ${({ theme, $tone }) =>
    $tone === 'brand'
      ? `linear-gradient(135deg, ${theme.colors.plum900} 0%, ${theme.colors.plum700} 55%, ${theme.colors.plum600} 100%)`
      : `linear-gradient(180deg, ${theme.colors.plum100} 0%, ${theme.colors.canvas} 100%)`};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.onDark : theme.colors.text)};
`;

const Inner = styled.div<{ $withArt: boolean; $align: 'left' | 'center' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: ${({ $withArt }) => ($withArt ? '1.1fr 0.9fr' : '1fr')};
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  }
`;

const Text = styled.div<{ $align: 'left' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[4]};
`;

const Eyebrow = styled.p<{ $tone: 'brand' | 'light' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.saffron400 : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.plum900};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Title = styled.h1<{ $tone: 'brand' | 'light' }>`
  margin: 0;
  font-size: clamp(${({ theme }) => theme.fontSizes['2xl']}, 5vw, ${({ theme }) => theme.fontSizes['4xl']});
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.onDark : theme.colors.plum900)};
`;

const Lede = styled.p<{ $tone: 'brand' | 'light' }>`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.onDarkMuted : theme.colors.textMuted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Art = styled.div`
  display: flex;
  justify-content: center;
  svg,
  img {
    width: 100%;
    max-width: 28rem;
    height: auto;
  }
`;

/** The top of a page: eyebrow, title, lede, actions and an illustration. */
export function PageHero({ eyebrow, title, lede, actions, illustration, tone = 'brand', headingLevel = 1, align = 'left' }: PageHeroProps) {
  return (
    <Root $tone={tone}>
      <Inner $withArt={Boolean(illustration)} $align={align}>
        <Text $align={align}>
          {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
          <Title as={`h${headingLevel}`} $tone={tone}>
            {title}
          </Title>
          {lede && <Lede $tone={tone}>{lede}</Lede>}
          {actions && <Actions>{actions}</Actions>}
        </Text>
        {illustration && <Art>{illustration}</Art>}
      </Inner>
    </Root>
  );
}
