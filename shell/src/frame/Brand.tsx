import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useT } from '../i18n';

const Home = styled(Link)<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDark : theme.colors.plum700)};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  & small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.textMuted)};
    line-height: 1;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The Aarohi mark: a rising arc over a sun. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const { colors } = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill={colors.plum600} />
      <circle cx="20" cy="24" r="7" fill={colors.saffron400} />
      <path d="M8 30 Q20 6 32 30" stroke={colors.white} strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The logo: it links to the home page in the page's language; its words are the brand and stay as written. */
export function Brand({ onDark = false, onClick }: { onDark?: boolean; onClick?: () => void }) {
  const { t, path } = useT();
  return (
    <Home to={path('/')} $onDark={onDark} onClick={onClick} aria-label={t('brandHome')}>
      <BrandMark />
      {/* eslint-disable-next-line i18next/no-literal-string -- the brand name is the same in every language */}
      <span>
        Aarohi
        {/* eslint-disable-next-line i18next/no-literal-string -- the brand's tagline, part of the logo */}
        <small>AI for Women</small>
      </span>
    </Home>
  );
}
