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
import { courseModules } from '../lib/modules';

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
const ModuleList = styled.ol`
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
    content: 'Module ' counter(module) ' · ';
    color: ${({ theme }) => theme.colors.coral600};
  }
`;

function AvailableCourses() {
  const { data, isPending, isError, isFetching, refetch } = useCourses();
  if (isPending) return <StatusText role="status">Loading courses…</StatusText>;
  if (isError)
    return (
      <LoadError
        message="We could not load the course list right now."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (data.length === 0) return <StatusText>New courses open soon.</StatusText>;
  return (
    <CardGrid $min="260px">
      {data.map((course) => (
        <li key={course.course_id}>
          <Card
            title={course.title}
            footer={
              <LinkButton href={`/register/${course.course_id}`} renderLink={routerLink} fullWidth>
                Enroll Now<span className="visually-hidden">: {course.title}</span>
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
  return (
    <>
      <title>Course · Aarohi — AI for Women</title>
      <meta
        name="description"
        content="The AI Learning Pathway: 25 live online sessions over 4 weeks, six practical modules, ₹2,499. Built for women, taught by women."
      />
      <PageIntro>
        <PageIntroInner>
          <div>
            <Kicker>Course</Kicker>
            <PageTitle>AI Learning Pathway</PageTitle>
            <Lead>
              One course, six practical modules, taught live. You will finish with real work in hand and the
              confidence to keep learning on your own.
            </Lead>
            <Facts aria-label="Course facts">
              <li>{PROGRAMME.weeks} weeks</li>
              <li>{PROGRAMME.sessions} live sessions</li>
              <li>{PROGRAMME.days}</li>
              <li>Online</li>
            </Facts>
            <Price>
              Course fee <strong>₹{groupIndian(LIST_PRICE_RUPEES)}</strong>
            </Price>
            <LinkButton href="/register" renderLink={routerLink} size="lg">
              Register Now
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
          <SectionTitle id="course-available-title">Available Courses</SectionTitle>
          <Lead>Pick the path closest to your goal. Every path includes the full programme below.</Lead>
          <AvailableCourses />
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="course-modules-title">
        <Inner>
          <SectionTitle id="course-modules-title">Course Modules</SectionTitle>
          <ModuleList>
            {courseModules.map((m) => (
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
