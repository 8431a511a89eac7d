import { CURRICULUM, type CourseModule } from '@ai-women/contracts/curriculum';

/** The student header's search box: sessions whose tool, topic or application mention every word. */
export function searchSessions(query: string, modules: CourseModule[] = CURRICULUM) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return modules.flatMap((module) =>
    module.sessions
      .filter((s) => {
        const haystack = `${s.tool} ${s.topic} ${s.application} ${module.title}`.toLowerCase();
        return words.every((w) => haystack.includes(w));
      })
      .map((session) => ({ module, session })),
  );
}
