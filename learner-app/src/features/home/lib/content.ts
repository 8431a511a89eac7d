// Home page copy: written for Aarohi, in the sections and order the home page requires.
import { COURSE_FACTS } from '@ai-women/contracts/courses';
import type { TFunction } from '@ai-women/web-core/i18n';

export type HomeItem = { title: string; text: string };

/** One of the page's lists of cards (benefits, why choose us) in its language, session length filled in. */
export const homeItems = (t: TFunction, key: string) =>
  t(key, { returnObjects: true, minutes: COURSE_FACTS.sessionMinutes }) as unknown as HomeItem[];
export const benefits = [
  {
    title: 'Tailored for Women',
    text: 'Examples from our own lives: the household budget, the tiffin plan, the boutique, the classroom, the return to work. No jargon, no judgement, and women tutors who have been where you are.',
    image: '/assets/illustrations/benefit-women.svg',
  },
  {
    title: 'Empowerment through Technology',
    text: 'AI is only a tool, and you will learn to hold it with confidence: asking good questions, checking answers and keeping your data safe.',
    image: '/assets/illustrations/benefit-tech.svg',
  },
  {
    title: 'Community of Support',
    text: 'A small live batch, a tutor who knows your name and a circle of women who cheer each other on long after the last session.',
    image: '/assets/illustrations/benefit-community.svg',
  },
  {
    title: 'Skill Development for the Future',
    text: 'Practical skills employers and customers already ask for: writing, research, planning, presenting and simple automation.',
    image: '/assets/illustrations/benefit-skills.svg',
  },
] as const;

export const whyChooseUs = [
  { title: 'Live, not recorded', text: `${COURSE_FACTS.sessions} live sessions with a real tutor, Monday to Saturday, ${COURSE_FACTS.sessionMinutes} minutes each. Ask anything, any time.` },
  { title: 'Made for busy days', text: 'Morning and evening batches, short homework you can finish on your phone, and clear notes after every class.' },
  { title: 'Learn by doing', text: 'Every session ends with something you made: a lesson plan, a résumé, a price list, a week of posts.' },
  { title: 'Honest pricing', text: 'One fee, no hidden charges, secure card checkout and a payment confirmation you can download.' },
] as const;
