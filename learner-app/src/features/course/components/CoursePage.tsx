import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import { LIST_PRICE_RUPEES, PROGRAMME, groupIndian } from '@ai-women/contracts';
import { assetUrl } from '../../../lib/assetUrl';
import { LoadError } from '../../../lib/LoadError';
import { routerLink } from '../../../lib/routerLink';
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
const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
const ModuleList = styled.ol<{ $word: string }>`
  list-style: none;
  counter-reset: module;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  & li {
    counter-increment: module;
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.surface};
    border-left: 4px solid ${({ theme }) => theme.colors.coral500};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
  }
  & h3::before {
    content: '${({ $word }) => $word} ' counter(module) ' · ';
    color: ${({ theme }) => theme.colors.coral600};
  }
`;

function AvailableCourses() {
  const { t, path } = useT();
  const { data, isPending, isError, isFetching, refetch } = useCourses();
  if (isPending) return <StatusText role="status">{t('course.loading')}</StatusText>;
  if (isError)
    return (
      <LoadError
        message={t('course.loadFailed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (data.length === 0) return <StatusText>{t('course.empty')}</StatusText>;
  return (
    <CardGrid $min="260px">
      {data.map((course) => (
        <li key={course.course_id}>
          <Card
            title={course.title}
            footer={
              <LinkButton href={path(`/register/${course.course_id}`)} renderLink={routerLink} fullWidth>
                {t('course.enroll')}<span className="visually-hidden">: {course.title}</span>
              </LinkButton>
            }
          >
            <Cover
              src={assetUrl(course.image_url)}
              alt=""
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
            />
            <Muted>{course.description}</Muted>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

export function CoursePage() {
  const { t, path } = useT();
  const modules = t('course.modules', { returnObjects: true }) as unknown as { title: string; text: string }[];
  return (
    <>
      <title>{t('course.title')}</title>
      <meta name="description" content={t('course.description')} />
      <PageIntro>
        <PageIntroInner>
          <div>
            <Kicker>{t('course.kicker')}</Kicker>
            <PageTitle>{t('course.heading')}</PageTitle>
            <Lead>{t('course.lead')}</Lead>
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
          <ModuleList $word={t('course.moduleWord')}>
            {modules.map((m) => (
              <li key={m.title}>
                <h3>{m.title}</h3>
                <Muted>{m.text}</Muted>
              </li>
            ))}
          </ModuleList>
        </Inner>
      </Section>
    </>
  );
}
