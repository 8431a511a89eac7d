// The home page's hero: its title, the Register Now link, the class format and the illustration.
// Static: server-rendered, never hydrated (see HomePage).
import styled from 'styled-components';
import { CalendarIcon, LinkButton, VideoIcon } from '@ai-women/ui-kit';
import { Link } from 'react-router-dom';
import { routerLink } from '@ai-women/ui-kit/router';
import { HeroIllustration } from '../components/HeroIllustration';
import { englishTexts, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

const Hero = styled.section`
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.plum100} 0%,
    ${({ theme }) => theme.colors.saffron100} 100%
  );
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  }
`;

const HeroGrid = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
`;

const HeroTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2rem, 4.5vw, 3.25rem);
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.plum900};
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const HeroText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  max-width: 34rem;
`;

const InfoItems = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[5]} 0 0`};
  padding: 0;
  & li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.plum700};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: inherit;
  }
`;

export default function HomeHero() {
  const { t, path } = useT();
  return (
    <Hero aria-labelledby="home-hero-title">
      <HeroGrid>
        <div>
          <HeroTitle id="home-hero-title">{t('home.heroTitle')}</HeroTitle>
          <HeroText>{t('home.heroText')}</HeroText>
          <LinkButton href={path('/register')} renderLink={routerLink} size="lg">
            {t('home.registerNow')}
          </LinkButton>
          <InfoItems aria-label={t('home.format')}>
            <li>
              <VideoIcon /> {t('home.online')}
            </li>
            <li>
              <Link to={path('/blogs#blogs-workshops-title')}>
                <CalendarIcon /> {t('home.webinar')}
                <span className="visually-hidden">: {t('home.webinarLink')}</span>
              </Link>
            </li>
          </InfoItems>
        </div>
        <HeroIllustration />
      </HeroGrid>
    </Hero>
  );
}
