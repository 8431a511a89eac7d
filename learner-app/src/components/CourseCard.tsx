// One course as a card (home page and /course): its title in the page's language linking to its own
// page, its cover and description, and Enroll Now to registration for that course.
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Card, LinkButton } from '@ai-women/ui-kit';
import type { Course } from '@ai-women/contracts';
import { assetUrl } from '../lib/assetUrl';
import { courseText } from '../lib/courseText';
import { routerLink } from '@ai-women/ui-kit/router';
import { englishTexts, useT } from '../i18n';
import courseTexts from '../i18n/en/course.json';

englishTexts({ course: courseTexts });

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
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export function CourseCard({
  course,
  enrollLabel,
  meta,
}: {
  course: Course;
  enrollLabel: string;
  meta?: string;
}) {
  const { t, path, language } = useT();
  const { title, description } = courseText(course, language);
  const page = path(`/course/${course.course_id}`);
  return (
    <Card
      title={<TitleLink to={page}>{title}</TitleLink>}
      footer={
        <Actions>
          <LinkButton href={path(`/register/${course.course_id}`)} renderLink={routerLink} fullWidth>
            {enrollLabel}
            <span className="visually-hidden">: {title}</span>
          </LinkButton>
          <LinkButton href={page} renderLink={routerLink} variant="secondary" fullWidth>
            {t('course.viewCourse')}
            <span className="visually-hidden">: {title}</span>
          </LinkButton>
        </Actions>
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
      {meta && <Meta>{meta}</Meta>}
      <Description>{description}</Description>
    </Card>
  );
}
