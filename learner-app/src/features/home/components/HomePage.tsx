// The home page. It arrives server-rendered; in the browser only what responds to a touch is
// hydrated: the notice marquee (its pause) and the testimonials carousel. The hero, the benefits,
// the course plan (native disclosures, opened by the browser), why choose us, the course cards and
// the price are static sections: the browser keeps the server's HTML for them and loads no code for
// them (web-ui/static-section). Drawn in the browser instead (she came by a link), each arrives as
// a chunk of its own.
import { NoticeMarquee } from '@ai-women/ui-kit/marketing';
import { BRAND_TAGLINE, yearInIndia } from '@ai-women/contracts';
import { coursesQuery } from '@ai-women/web-core';
import { staticSection } from '@ai-women/web-ui/static-section';
import { queryKeys } from '../../../lib/queryKeys';
import { Testimonials } from './Testimonials';
import homeTexts from '../../../i18n/en/home.json';
import { englishTexts, useT } from '../../../i18n';

englishTexts({ home: homeTexts });

const HomeHero = staticSection(() => import('../sections/HomeHero'));
const HomeBenefits = staticSection(() => import('../sections/HomeBenefits'));
const HomeCoursePlan = staticSection(() => import('../sections/HomeCoursePlan'));
const HomeWhy = staticSection(() => import('../sections/HomeWhy'));
const CourseList = staticSection(() => import('../sections/CourseList'), {
  queries: [coursesQuery.queryKey],
});
const PriceOffer = staticSection(() => import('../sections/PriceOffer'), { queries: [queryKeys.coupons] });

export function HomePage() {
  const { t, language } = useT();
  const year = yearInIndia();
  return (
    <>
      <title>{`${BRAND_TAGLINE} · ${t('home.title')}`}</title>
      <meta name="description" content={t('home.description', { year })} />
      <NoticeMarquee
        label={t('home.announcementLabel')}
        pauseLabel={t('home.announcementPause')}
        playLabel={t('home.announcementPlay')}
      >
        {t('home.announcement', { year })}
      </NoticeMarquee>

      <HomeHero redrawOn={language} />
      <HomeBenefits redrawOn={language} />
      <HomeCoursePlan redrawOn={language} />
      <HomeWhy redrawOn={language} />
      <CourseList redrawOn={language} />
      <Testimonials />
      <PriceOffer redrawOn={language} />
    </>
  );
}
