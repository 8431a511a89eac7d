// The price box at the foot of the home page. Static: server-rendered with the advertised coupon,
// never hydrated (see HomePage).
import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import {
  ADVERTISED_PRICE_RUPEES,
  BASE_PRICE_PAISE,
  LIST_PRICE_RUPEES,
  formatRupees,
  groupIndian,
  priceAfterCoupon,
} from '@ai-women/contracts';
import { routerLink } from '@ai-women/ui-kit/router';
import { Trans } from '@ai-women/web-core/i18n';
import { Section, SectionTitle } from '../../../lib/pageLayout';
import { useAdvertisedCoupon } from '../api/offer';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

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
export default function PriceOffer() {
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
    <Section aria-labelledby="home-price-title">
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
    </Section>
  );
}
