// The course page's body: the programme, the courses on offer and each course's modules. Static:
// server-rendered, never hydrated (see CoursePage).
import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { LIST_PRICE_RUPEES, PROGRAMME, groupIndian } from '@ai-women/contracts';
import { COURSE_FACTS, courseOutline } from '@ai-women/contracts/courses';
import { Link } from 'react-router-dom';
import { CourseCard } from '../../../components/CourseCard';
import { courseText } from '../../../lib/courseText';
import { assetUrl } from '../../../lib/assetUrl';
import { LoadError } from '../../../lib/LoadError';
import { routerLink } from '@ai-women/ui-kit/router';
import {
  CardGrid,
  Inner,
  Kicker,
  Lead,
  PageIntro,
  PageIntroInner,
  PageTitle,
  Section,
  SectionTitle,
  StatusText,
} from '../../../lib/pageLayout';
import { useCourses } from '@ai-women/web-core';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import courseTexts from '../../../i18n/en/course.json';
import { courseFacts } from '../lib/courseFacts';

englishTexts({ course: courseTexts });

const Facts = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  & li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.plum700};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  & strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.plum700};
  }
`;
const CourseColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & h3 a {
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const ModuleList = styled.ol<{ $word: string }>`
  list-style: none;
  counter-reset: module;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  & li {
    counter-increment: module;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    background: ${({ theme }) => theme.colors.surface};
    border-left: 4px solid ${({ theme }) => theme.colors.coral500};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  & h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
  }
  & h4::before {
    content: '${({ $word }) => $word} ' counter(module) ' · ';
    color: ${({ theme }) => theme.colors.coral600};
  }
`;

function AvailableCourses() {
  const { t } = useT();
  const { data, isPending, isError, isFetching, refetch } = useCourses();
  if (isPending) return <StatusText role="status">{t('course.loading')}</StatusText>;
  if (isError)
    return (
      <LoadError message={t('course.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  if (data.length === 0) return <StatusText>{t('course.empty')}</StatusText>;
  return (
    <CardGrid $min="260px">
      {data.map((course) => (
        <li key={course.course_id}>
          <CourseCard course={course} enrollLabel={t('course.enroll')} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Each course's own modules, from its curriculum, under its title (linking to the course's page). */
function CourseModules({ language }: { language: 'en' | 'hi' }) {
  const { t, path } = useT();
  const { data } = useCourses();
  if (!data || data.length === 0) return null;
  return (
    <CourseColumns>
      {data.map((course) => (
        <section key={course.course_id} aria-labelledby={`course-${course.course_id}-modules`}>
          <h3 id={`course-${course.course_id}-modules`}>
            <Link to={path(`/course/${course.course_id}`)}>{courseText(course, language).title}</Link>
          </h3>
          <ModuleList $word={t('course.moduleWord')}>
            {courseOutline(course.curriculum, language).map((m) => (
              <li key={m.no}>
                <h4>{m.title}</h4>
              </li>
            ))}
          </ModuleList>
        </section>
      ))}
    </CourseColumns>
  );
}

export default function CourseBody() {
  const { t, path, language } = useT();
  const facts = courseFacts();
  return (
    <>
      <PageIntro>
        <PageIntroInner>
          <div>
            <Kicker>{t('course.kicker')}</Kicker>
            <PageTitle>{t('course.heading')}</PageTitle>
            <Lead>{t('course.lead', facts)}</Lead>
            <Facts aria-label={t('course.factsLabel')}>
              <li>{t('course.weeks', { count: PROGRAMME.weeks })}</li>
              <li>{t('course.sessions', { count: PROGRAMME.sessions })}</li>
              <li>{t('course.days')}</li>
              <li>{t('course.online')}</li>
            </Facts>
            <Price>
              <Trans
                ns={LEARNER_NS}
                t={t}
                i18nKey="course.fee"
                values={{ price: groupIndian(LIST_PRICE_RUPEES) }}
                components={[<strong key="price" />]}
              />
            </Price>
            <LinkButton href={path('/register')} renderLink={routerLink} size="lg">
              {t('course.registerNow')}
            </LinkButton>
          </div>
          <img
            src={assetUrl('/assets/illustrations/course.svg')}
            alt=""
            width={640}
            height={400}
            fetchPriority="high"
          />
        </PageIntroInner>
      </PageIntro>

      <Section aria-labelledby="course-available-title">
        <Inner>
          <SectionTitle id="course-available-title">{t('course.availableTitle')}</SectionTitle>
          <Lead>{t('course.availableLead')}</Lead>
          <AvailableCourses />
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="course-modules-title">
        <Inner>
          <SectionTitle id="course-modules-title">{t('course.modulesTitle')}</SectionTitle>
          <Lead>
            {t('course.modulesLead', {
              modules: COURSE_FACTS.modules,
              perModule: COURSE_FACTS.sessionsPerModule,
            })}
          </Lead>
          <CourseModules language={language} />
        </Inner>
      </Section>
    </>
  );
}
