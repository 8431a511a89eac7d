import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import { useCourses } from '../api/courses';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '../../../lib/routerLink';
import { CardGrid, Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { englishTexts, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.plum100};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.teal700};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Courses from GET /api/courses, each with Enroll Now → /register/{course_id} (under /hi on a Hindi page,
 * so a visitor who started in Hindi registers in Hindi).
 * A failed fetch is only logged and the section is left out rather than shown broken.
 */
export function CourseList() {
  const { data: courses, isPending, isError } = useCourses();
  const { t, path } = useT();
  if (isError || (!isPending && (!courses || courses.length === 0))) return null;
  return (
    <Section aria-labelledby="home-courses-title">
      <Inner>
        <SectionTitle id="home-courses-title">{t('home.coursesTitle')}</SectionTitle>
        <Lead>{t('home.coursesLead')}</Lead>
        {isPending ? (
          <p role="status">{t('home.coursesLoading')}</p>
        ) : (
          <CardGrid $min="260px">
            {courses.map((course) => (
              <li key={course.course_id}>
                <Card
                  title={course.title}
                  footer={
                    <LinkButton href={path(`/register/${course.course_id}`)} renderLink={routerLink} fullWidth>
                      {t('home.enrollNow')}<span className="visually-hidden">: {course.title}</span>
                    </LinkButton>
                  }
                >
                  <Cover src={assetUrl(course.image_url)} alt="" width={640} height={400} loading="lazy" decoding="async" />
                  <Meta>{t('home.courseMeta', { count: course.sessions })}</Meta>
                  <Description>{course.description}</Description>
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </Inner>
    </Section>
  );
}
