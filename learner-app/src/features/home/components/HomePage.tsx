import styled from 'styled-components';
import { Accordion, Card, LinkButton, NoticeMarquee, CalendarIcon, VideoIcon } from '@ai-women/ui-kit';
import {
  ADVERTISED_COUPON_NAME,
  ADVERTISED_PRICE_RUPEES,
  BASE_PRICE_PAISE,
  BRAND_TAGLINE,
  LIST_PRICE_RUPEES,
  formatRupees,
  groupIndian,
  priceAfterCoupon,
} from '@ai-women/contracts';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '../../../lib/routerLink';
import { CardGrid, Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { benefits, homeModules, whyChooseUs } from '../lib/content';
import { CourseList } from './CourseList';
import { HeroIllustration } from './HeroIllustration';
import { Testimonials } from './Testimonials';

const ADVERTISED_COUPON_PERCENT = 20;

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

export function HomePage() {
  const offerPrice = formatRupees(priceAfterCoupon(BASE_PRICE_PAISE, ADVERTISED_COUPON_PERCENT));
  return (
    <>
      <title>{`${BRAND_TAGLINE} · Live online AI course for women`}</title>
      <meta
        name="description"
        content="A 4-week live online AI course for women: 25 practical sessions, Monday to Saturday, with women tutors. Registrations for 2025 are open."
      />
      <NoticeMarquee label="Announcement">
        Registrations for 2025 are open — new batches start every month, morning and evening timings, 30 seats
        a batch.
      </NoticeMarquee>

      <Hero aria-labelledby="home-hero-title">
        <HeroGrid>
          <div>
            <HeroTitle id="home-hero-title">Rise with AI: practical skills for every woman</HeroTitle>
            <HeroText>
              Four weeks, 25 live sessions, one friendly tutor. Learn to use AI for your home, your studies,
              your work and your business — at your pace, in plain language, with women who are learning
              beside you.
            </HeroText>
            <LinkButton href="/register" renderLink={routerLink} size="lg">
              Register Now
            </LinkButton>
            <InfoItems aria-label="Course format">
              <li>
                <VideoIcon /> Online
              </li>
              <li>
                <CalendarIcon /> Free Webinar
              </li>
            </InfoItems>
          </div>
          <HeroIllustration />
        </HeroGrid>
      </Hero>

      <Section aria-labelledby="home-benefits-title">
        <Inner>
          <SectionTitle id="home-benefits-title">Why women choose Aarohi</SectionTitle>
          <Lead>Built around the real days of real women: full, busy and worth investing in.</Lead>
          <CardGrid $min="230px">
            {benefits.map((b) => (
              <li key={b.title}>
                <Card title={b.title}>
                  <BenefitImage
                    src={assetUrl(b.image)}
                    alt=""
                    width={88}
                    height={88}
                    loading="lazy"
                    decoding="async"
                  />
                  <CardText>{b.text}</CardText>
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
              <SectionTitle id="home-intent-title">What we want to achieve</SectionTitle>
              <Lead>
                Technology should open doors for women, not close them. We teach AI so that you save time
                every day, earn with new skills, grow in your career and keep a little more of the day for
                yourself.
              </Lead>
              <LinkButton href="/experts-blog" renderLink={routerLink} variant="secondary">
                Read our mission
              </LinkButton>
            </div>
            <div>
              <SectionTitle as="h3">Course modules</SectionTitle>
              <Accordion
                items={homeModules.map((m, i) => ({
                  id: `module-${i + 1}`,
                  title: m.title,
                  content: <p style={{ margin: 0 }}>{m.text}</p>,
                }))}
                defaultOpenId="module-1"
              />
              <Actions>
                <LinkButton href="/course" renderLink={routerLink}>
                  View More
                </LinkButton>
              </Actions>
            </div>
          </TwoColumns>
        </Inner>
      </Section>

      <Section $tone="dark" aria-labelledby="home-why-title">
        <Inner>
          <SectionTitle id="home-why-title">Why choose us</SectionTitle>
          <Reasons>
            {whyChooseUs.map((r) => (
              <li key={r.title}>
                <h3>{r.title}</h3>
                <p>{r.text}</p>
              </li>
            ))}
          </Reasons>
        </Inner>
      </Section>

      <CourseList />
      <Testimonials />

      <Section aria-labelledby="home-price-title">
        <PriceBox>
          <SectionTitle id="home-price-title">One simple fee</SectionTitle>
          <Price>₹{groupIndian(ADVERTISED_PRICE_RUPEES)}</Price>
          <PriceNote>
            The full course is listed at <strong>₹{groupIndian(LIST_PRICE_RUPEES)}</strong>. Apply the coupon{' '}
            <strong>{ADVERTISED_COUPON_NAME}</strong> at checkout for {ADVERTISED_COUPON_PERCENT}% off and you
            pay <strong>₹{offerPrice}</strong> — all 25 live sessions included.
          </PriceNote>
          <LinkButton href="/register" renderLink={routerLink} size="lg">
            Register Now
          </LinkButton>
        </PriceBox>
      </Section>
    </>
  );
}
