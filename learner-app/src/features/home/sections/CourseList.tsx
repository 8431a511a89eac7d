import { useCourses } from '../api/courses';
import { CourseCard } from '../../../components/CourseCard';
import { CardGrid, Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { englishTexts, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

/**
 * Courses from GET /api/courses, each with Enroll Now → /register/{course_id} (under /hi on a Hindi page,
 * so a visitor who started in Hindi registers in Hindi).
 * A failed fetch is only logged and the section is left out rather than shown broken.
 */
export default function CourseList() {
  const { data: courses, isPending, isError } = useCourses();
  const { t } = useT();
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
                <CourseCard
                  course={course}
                  enrollLabel={t('home.enrollNow')}
                  meta={t('home.courseMeta', { count: course.sessions })}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </Inner>
    </Section>
  );
}
