// A course's title and description in the page's language. The course list (GET /api/courses)
// carries them as the school wrote them, in English; a Hindi page names a course of a known
// curriculum with its Hindi copy from the contracts, so the two languages describe the same course.
import { COURSE_COPY } from '@ai-women/contracts/courses';
import { isCurriculumKey } from '@ai-women/contracts/curriculum';
import type { StudentLanguage as Language } from '@ai-women/contracts';

export function courseText(
  course: { title: string; description?: string; curriculum?: string | null },
  language: Language,
): { title: string; description: string } {
  if (language === 'hi' && isCurriculumKey(course.curriculum)) {
    const { title, description } = COURSE_COPY[course.curriculum].hi;
    return { title, description };
  }
  return { title: course.title, description: course.description ?? '' };
}
