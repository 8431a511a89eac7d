// The course page (/course). It arrives server-rendered and nothing on it answers a touch but its
// links, so its body is one static section: the browser keeps the server's HTML and loads no code
// for it (web-ui/static-section); drawn in the browser (she came by a link), it arrives as a chunk
// of its own. Only the title and description stay here, where React keeps the document's head.
import { coursesQuery } from '@ai-women/web-core';
import { staticSection } from '@ai-women/web-ui/static-section';
import { courseFacts } from '../lib/courseFacts';
import { englishTexts, useT } from '../../../i18n';
import courseTexts from '../../../i18n/en/course.json';

englishTexts({ course: courseTexts });

const CourseBody = staticSection(() => import('../sections/CourseBody'), { queries: [coursesQuery.queryKey] });

export function CoursePage() {
  const { t, language } = useT();
  return (
    <>
      <title>{t('course.title')}</title>
      <meta name="description" content={t('course.description', courseFacts())} />
      <CourseBody redrawOn={language} />
    </>
  );
}
