import styled from 'styled-components';
import { CalendarIcon, Card, LinkButton, VideoIcon } from '@ai-women/ui-kit';
import { Accordion, NoticeMarquee } from '@ai-women/ui-kit/marketing';
import {
  ADVERTISED_PRICE_RUPEES,
  BASE_PRICE_PAISE,
  BRAND_TAGLINE,
  LIST_PRICE_RUPEES,
  formatRupees,
  groupIndian,
  priceAfterCoupon,
  yearInIndia,
} from '@ai-women/contracts';
import { COURSE_FACTS, courseCopy, courseOutline } from '@ai-women/contracts/courses';
import { Link } from 'react-router-dom';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '@ai-women/ui-kit/router';
import { CardGrid, Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { benefits, whyChooseUs } from '../lib/content';
import { CourseList } from './CourseList';
import { HeroIllustration } from './HeroIllustration';
import { Testimonials } from './Testimonials';
import { useAdvertisedCoupon } from '../api/offer';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

type Item = { title: string; text: string };

const ModuleText = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

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
const BenefitImage = styled.img`
  display: block;
  width: 88px;
  height: 88px;
`;
const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
`;
const Reasons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => `${theme.space[5]} ${theme.space[7]}`};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.saffron400};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;
const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
const PriceBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
  text-align: center;
  max-width: 40rem;
  margin: 0 auto;
`;
const Price = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.5rem, 6vw, 3.5rem);
  color: ${({ theme }) => theme.colors.plum700};
  line-height: 1;
`;
const PriceNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  & strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The price box: with an advertised coupon, the spec's advertised figure and what the coupon takes
 * off (its name and percent from the API, never a code written into the page); without one, the list
 * price alone.
 */
function PriceOffer() {
  const { t, path } = useT();
  const coupon = useAdvertisedCoupon().data ?? null;
  const offer = coupon ? priceAfterCoupon(BASE_PRICE_PAISE, coupon.percent) : null;
  // The spec's ₹2,000 is the 20 % coupon's ₹1,999.20 rounded; another coupon shows its own price.
  const headline =
    offer === null
      ? groupIndian(LIST_PRICE_RUPEES)
      : Math.abs(offer / 100 - ADVERTISED_PRICE_RUPEES) < 1
        ? groupIndian(ADVERTISED_PRICE_RUPEES)
        : formatRupees(offer);
  return (
    <PriceBox>
      <SectionTitle id="home-price-title">{t('home.priceTitle')}</SectionTitle>
      <Price>{`₹${headline}`}</Price>
      <PriceNote data-testid="home-offer">
        {coupon ? (
          <Trans
            ns={LEARNER_NS}
            t={t}
            i18nKey="home.priceNote"
            values={{
              listPrice: groupIndian(LIST_PRICE_RUPEES),
              coupon: coupon.name,
              percent: coupon.percent,
              offerPrice: formatRupees(offer!),
            }}
            components={[<strong key="list" />, <strong key="coupon" />, <strong key="offer" />]}
          />
        ) : (
          <Trans
            ns={LEARNER_NS}
            t={t}
            i18nKey="home.priceNoteNoOffer"
            values={{ listPrice: groupIndian(LIST_PRICE_RUPEES) }}
            components={[<strong key="list" />]}
          />
        )}
      </PriceNote>
      <LinkButton href={path('/register')} renderLink={routerLink} size="lg">
        {t('home.registerNow')}
      </LinkButton>
    </PriceBox>
  );
}

export function HomePage() {
  const { t, path, language } = useT();
  const items = (key: string) =>
    t(key, { returnObjects: true, minutes: COURSE_FACTS.sessionMinutes }) as unknown as Item[];
  const benefitTexts = items('home.benefits');
  const whyTexts = items('home.why');
  // The accordion shows the first course's plan, from its curriculum: the same modules and sessions
  // its students follow.
  const modules = courseOutline('everyday', language);
  const year = yearInIndia();
  return (
    <>
      <title>{`${BRAND_TAGLINE} · ${t('home.title')}`}</title>
      <meta name="description" content={t('home.description', { year })} />
      <NoticeMarquee
        label={t('home.announcementLabel')}
        pauseLabel={t('home.announcementPause')}
        playLabel={t('home.announcementPlay')}
      >{t('home.announcement', { year })}</NoticeMarquee>

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

      <Section aria-labelledby="home-benefits-title">
        <Inner>
          <SectionTitle id="home-benefits-title">{t('home.benefitsTitle')}</SectionTitle>
          <Lead>{t('home.benefitsLead')}</Lead>
          <CardGrid $min="230px">
            {benefits.map((b, i) => (
              <li key={b.image}>
                <Card title={benefitTexts[i]?.title ?? b.title}>
                  <BenefitImage
                    src={assetUrl(b.image)}
                    alt=""
                    width={88}
                    height={88}
                    loading="lazy"
                    decoding="async"
                  />
                  <CardText>{benefitTexts[i]?.text ?? b.text}</CardText>
                </Card>
              </li>
            ))}
          </CardGrid>
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="home-intent-title">
        <Inner>
          <TwoColumns>
            <div>
              <SectionTitle id="home-intent-title">{t('home.intentTitle')}</SectionTitle>
              <Lead>{t('home.intentLead')}</Lead>
              <LinkButton href={path('/experts-blog')} renderLink={routerLink} variant="secondary">
                {t('home.readMission')}
              </LinkButton>
            </div>
            <div>
              <SectionTitle as="h3">{t('home.modulesTitle')}</SectionTitle>
              <p>
                {t('home.modulesLead', {
                  course: courseCopy('everyday', language).title,
                  count: modules.length,
                  sessions: COURSE_FACTS.sessionsPerModule,
                })}
              </p>
              <Accordion
                items={modules.map((m) => ({
                  id: `module-${m.no}`,
                  title: t('home.moduleTitle', { no: m.no, title: m.title }),
                  content: (
                    <ModuleText>
                      {m.sessions.map((s) => (
                        <li key={s.no}>{s.topic}</li>
                      ))}
                    </ModuleText>
                  ),
                }))}
                defaultOpenId="module-1"
              />
              <Actions>
                <LinkButton href={path('/course')} renderLink={routerLink}>
                  {t('home.viewMore')}
                </LinkButton>
              </Actions>
            </div>
          </TwoColumns>
        </Inner>
      </Section>

      <Section $tone="dark" aria-labelledby="home-why-title">
        <Inner>
          <SectionTitle id="home-why-title">{t('home.whyTitle')}</SectionTitle>
          <Reasons>
            {whyChooseUs.map((r, i) => (
              <li key={r.title}>
                <h3>{whyTexts[i]?.title ?? r.title}</h3>
                <p>{whyTexts[i]?.text ?? r.text}</p>
              </li>
            ))}
          </Reasons>
        </Inner>
      </Section>

      <CourseList />
      <Testimonials />

      <Section aria-labelledby="home-price-title">
        <PriceOffer />
      </Section>
    </>
  );
}
