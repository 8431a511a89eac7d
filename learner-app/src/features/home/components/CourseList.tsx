import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import { useCourses } from '../api/courses';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '../../../lib/routerLink';
import { CardGrid, Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';

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
 * Courses from GET /api/courses, each with Enroll Now → /register/{course_id}.
 * A failed fetch is only logged and the section is left out rather than shown broken.
 */
export function CourseList() {
  const { data: courses, isPending, isError } = useCourses();
  if (isError || (!isPending && (!courses || courses.length === 0))) return null;
  return (
    <Section aria-labelledby="home-courses-title">
      <Inner>
        <SectionTitle id="home-courses-title">Choose where to begin</SectionTitle>
        <Lead>Every path covers the same 25 live sessions; your tutor tailors the examples to the goal you pick.</Lead>
        {isPending ? (
          <p role="status">Loading courses…</p>
        ) : (
          <CardGrid $min="260px">
            {courses.map((course) => (
              <li key={course.course_id}>
                <Card
                  title={course.title}
                  footer={
                    <LinkButton href={`/register/${course.course_id}`} renderLink={routerLink} fullWidth>
                      Enroll Now<span className="visually-hidden">: {course.title}</span>
                    </LinkButton>
                  }
                >
                  <Cover src={assetUrl(course.image_url)} alt="" width={640} height={400} loading="lazy" decoding="async" />
                  <Meta>{course.sessions} live sessions · 4 weeks</Meta>
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
