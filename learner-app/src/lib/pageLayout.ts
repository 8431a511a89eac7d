import styled from 'styled-components';

export const Section = styled.section<{ $tone?: 'plain' | 'tint' | 'dark' }>`
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  background: ${({ theme, $tone }) =>
    $tone === 'tint'
      ? theme.colors.plum100
      : $tone === 'dark'
        ? theme.colors.plum900
        : theme.colors.background};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onDark : theme.colors.text)};
  & h2 {
    color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onDark : theme.colors.plum900)};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

export const Lead = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '240px'}, 1fr));
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

/** The top block of an inner page: kicker, heading, lead and an illustration. */
export const PageIntro = styled.header`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.plum100},
    ${({ theme }) => theme.colors.saffron100}
  );
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  }
`;

export const PageIntroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  & img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.xl};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.plum900};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const Kicker = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.coral600};
`;

export const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  & h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[2]}`};
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** Inline status text for a section's loading, empty and error states. */
export const StatusText = styled.p<{ $tone?: 'muted' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerBg : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  text-align: center;
`;
