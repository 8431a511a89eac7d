// The home page. It arrives server-rendered; in the browser only what responds to a touch is
// hydrated — the notice marquee (pause), the course plan's accordion and the testimonials carousel.
// The hero, the benefits, why choose us, the course cards and the price are static sections: the
// browser keeps the server's HTML for them and loads no code for them (web-ui/static-section).
import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { Accordion, NoticeMarquee } from '@ai-women/ui-kit/marketing';
import { BRAND_TAGLINE, yearInIndia } from '@ai-women/contracts';
import { COURSE_FACTS, courseCopy, courseOutline } from '@ai-women/contracts/courses';
import { coursesQuery } from '@ai-women/web-core';
import { staticSection } from '@ai-women/web-ui/static-section';
import { routerLink } from '@ai-women/ui-kit/router';
import { Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { queryKeys } from '../../../lib/queryKeys';
import { Testimonials } from './Testimonials';
import homeTexts from '../../../i18n/en/home.json';
import { englishTexts, useT } from '../../../i18n';

englishTexts({ home: homeTexts });

const HomeHero = staticSection(() => import('../sections/HomeHero'));
const HomeBenefits = staticSection(() => import('../sections/HomeBenefits'));
const HomeWhy = staticSection(() => import('../sections/HomeWhy'));
const CourseList = staticSection(() => import('../sections/CourseList'), { queries: [coursesQuery.queryKey] });
const PriceOffer = staticSection(() => import('../sections/PriceOffer'), { queries: [queryKeys.coupons] });

const ModuleText = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
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
const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function HomePage() {
  const { t, path, language } = useT();
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

      <HomeHero redrawOn={language} />
      <HomeBenefits redrawOn={language} />

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

      <HomeWhy redrawOn={language} />
      <CourseList redrawOn={language} />
      <Testimonials />

      <PriceOffer redrawOn={language} />
    </>
  );
}
