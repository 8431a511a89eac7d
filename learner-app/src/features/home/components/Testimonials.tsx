import styled from 'styled-components';
import { Carousel } from '@ai-women/ui-kit/marketing';
import { TIMINGS_MS, type Testimonial } from '@ai-women/contracts';
import { useTestimonials } from '../api/testimonials';
import { assetUrl } from '../../../lib/assetUrl';
import { LoadError } from '../../../lib/LoadError';
import { Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { englishTexts, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

const Quote = styled.figure`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto auto;
  column-gap: ${({ theme }) => theme.space[5]};
  align-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  min-height: 12rem;
  /* The portrait spans both rows; the quote and its caption are the figure's own children (a
     figcaption is only valid as a child of its figure). */
  & img {
    border-radius: 50%;
    grid-row: 1 / span 2;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    row-gap: ${({ theme }) => theme.space[3]};
    & img {
      grid-row: auto;
    }
    justify-items: center;
    text-align: center;
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const Words = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text};
`;

const Who = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  & strong {
    display: block;
    color: ${({ theme }) => theme.colors.plum700};
  }
`;

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const src = assetUrl(testimonial.image_url) ?? assetUrl('/assets/team/placeholder.svg');
  return (
    <Quote>
      <img src={src} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <Words>“{testimonial.description}”</Words>
      <Who>
        <strong>{testimonial.name}</strong>
        {testimonial.profession}
      </Who>
    </Quote>
  );
}

/** The home page's testimonials carousel, from GET /api/testimonials. */
export function Testimonials() {
  const { data, isPending, isError, isFetching, refetch } = useTestimonials();
  const { t } = useT();
  return (
    <Section $tone="tint" aria-labelledby="home-testimonials-title">
      <Inner>
        <SectionTitle id="home-testimonials-title">{t('home.testimonialsTitle')}</SectionTitle>
        <Lead>{t('home.testimonialsLead')}</Lead>
        {isError ? (
          <LoadError
            message={t('home.testimonialsError')}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <Carousel
            label={t('home.testimonialsLabel')}
            items={data ?? []}
            loading={isPending}
            loadingText={t('home.testimonialsLoading')}
            emptyText={t('home.testimonialsEmpty')}
            interval={TIMINGS_MS.carouselInterval}
            getKey={(t) => t.id}
            previousLabel={t('home.testimonialPrevious')}
            nextLabel={t('home.testimonialNext')}
            slideLabel={(n, total) => t('home.testimonialSlide', { n, total })}
            dotLabel={(n) => t('home.testimonialDot', { n })}
            renderItem={(t) => <TestimonialSlide testimonial={t} />}
          />
        )}
      </Inner>
    </Section>
  );
}
