import { LIST_PRICE_RUPEES, groupIndian } from '@ai-women/contracts';
import { COURSE_FACTS } from '@ai-women/contracts/courses';

/** The programme's figures the course page's texts name (its description and its lead). */
export const courseFacts = () => ({
  sessions: COURSE_FACTS.sessions,
  weeks: COURSE_FACTS.weeks,
  modules: COURSE_FACTS.modules,
  minutes: COURSE_FACTS.sessionMinutes,
  price: groupIndian(LIST_PRICE_RUPEES),
});
