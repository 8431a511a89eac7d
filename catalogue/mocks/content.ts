// The student's notices and the public About/Blogs content for the Pages stories, one handler set
// per state (loading never answers, error is the API down, empty and success are what the API would
// send). Listed before mockApi's handlers in a story, so these answers win.
// Names are in Latin or Devanagari letters: the only scripts the bundled fonts cover.
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type { Achievement, Blog, StudentNotification, TeamMember, Workshop } from '@ai-women/contracts';
import { MOCK_API_PATH, SERVER_DOWN_MESSAGE, type MockState } from './api';
import { student } from './data';
import { JOIN_OPENS_BEFORE_MINUTES } from '@ai-women/contracts';

const at = (path: string) => `*${MOCK_API_PATH}${path}`;

function read(path: string, state: MockState, success: () => JsonBodyType, empty: () => JsonBodyType) {
  return http.get(at(path), async () => {
    if (state === 'loading') {
      await delay('infinite');
      return HttpResponse.json({});
    }
    if (state === 'error') return HttpResponse.json({ success: false, message: SERVER_DOWN_MESSAGE }, { status: 500 });
    return HttpResponse.json((state === 'empty' ? empty : success)());
  });
}

/** Newest first, as the API sends them: a reminder, a moved session, a batch notice, her welcome. */
export const studentNotices: StudentNotification[] = [
  {
    id: 58,
    title: 'Tomorrow: Session 7 — Spotting fake news and edited photos',
    message:
      'Your live session is tomorrow, Tuesday 24 November, 7:00 PM to 8:30 PM with Kavya Menon. Keep a forward from your family WhatsApp group handy: we will check it together.',
    created_at: '2026-11-23T03:30:00.000Z',
  },
  {
    id: 55,
    title: 'Session 8 moved to Thursday 26 November',
    message:
      'Session 8, "Practising an interview with an AI coach", moves from Wednesday 25 to Thursday 26 November, same time (7:00 PM). Your tutor is travelling on Wednesday; the join link does not change.',
    created_at: '2026-11-21T06:15:00.000Z',
  },
  {
    id: 51,
    title: 'Aarohi Evening Batch 12: practice sheet for the week',
    message:
      "Kavya Menon has shared this week's practice sheet: three prompts for planning a monthly household budget. Try them before Thursday's session and bring your questions.",
    created_at: '2026-11-20T14:05:00.000Z',
  },
  {
    id: 47,
    title: 'Welcome to Aarohi Evening Batch 12',
    message:
      `Your classes run Monday to Saturday, 7:00 PM to 8:30 PM. Join from your dashboard with the Join button, which opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`,
    created_at: '2026-11-12T09:20:00.000Z',
  },
];

export function notificationHandlers(state: MockState) {
  return [
    read(
      `/api/student/notifications/${student.id}`,
      state,
      () => ({ success: true, data: studentNotices }),
      () => ({ success: true, data: [] }),
    ),
  ];
}

/** The team on the About page; one member has no portrait yet (the page shows its placeholder). */
export const team: TeamMember[] = [
  { id: 1, name: 'Dr. Nandini Rao', designation: 'Founder & Programme Director', image_url: '/assets/team/member-1.svg' },
  { id: 2, name: 'Kavya Menon', designation: 'Lead Tutor, Evening Batches', image_url: '/assets/team/member-2.svg' },
  { id: 3, name: 'Harpreet Kaur', designation: 'Curriculum Designer', image_url: '/assets/team/member-3.svg' },
  { id: 4, name: 'Farzana Sheikh', designation: 'Community Partnerships, Maharashtra', image_url: '/assets/team/member-4.svg' },
  { id: 5, name: 'अनुराधा कुलकर्णी', designation: 'Marathi Batches Coordinator', image_url: '/assets/team/member-5.svg' },
  { id: 6, name: 'Tanvi Joshi', designation: 'Learner Support Lead', image_url: null },
];

export function aboutHandlers(state: MockState) {
  return [read('/api/team', state, () => team, () => [])];
}

export const blogs: Blog[] = [
  {
    blog_id: 12,
    title: 'Five prompts every working mother should save today',
    description:
      'From a week of tiffin menus to a polite note to the school about a missed homework, these five prompts save our learners an hour a week. Copy them, change the details, and make them yours.',
    image_url: '/assets/blogs/blog-1.svg',
    created_by: 'Kavya Menon',
    date_of_creation: '2026-11-18T04:30:00.000Z',
  },
  {
    blog_id: 11,
    title: 'Is that video real? A three-step check before you forward it',
    description:
      'Deepfake videos of doctors selling miracle cures are reaching family groups every day. Look at the mouth, search the claim, and ask who gains: three habits that stop a scam in under a minute.',
    image_url: '/assets/blogs/blog-2.svg',
    created_by: 'Harpreet Kaur',
    date_of_creation: '2026-11-05T06:00:00.000Z',
  },
  {
    blog_id: 10,
    title: 'अपना बायोडेटा AI के साथ नए सिरे से लिखें',
    description:
      'बारह साल घर सँभालने के बाद नौकरी ढूँढ़ रही लक्ष्मी ने AI की मदद से अपना बायोडेटा दोबारा लिखा। जानिए उसने कौन से सवाल पूछे और किन बातों का ध्यान रखा।',
    image_url: '/assets/blogs/blog-3.svg',
    created_by: 'Dr. Nandini Rao',
    date_of_creation: '2026-10-22T05:45:00.000Z',
  },
];

export const workshops: Workshop[] = [
  {
    workshop_id: 9,
    title: 'Jaipur: AI for block-print artisans',
    description:
      'Forty women from self-help groups in Sanganer spent a Saturday learning to write product stories and price lists for their block-print sarees with a free AI assistant.',
    image_url_1: '/assets/workshops/jaipur-1.svg',
    image_url_2: '/assets/workshops/jaipur-2.svg',
    image_url_3: '/assets/workshops/jaipur-3.svg',
    image_url_4: null,
    image_url_5: null,
    image_url_6: null,
    uploaded_by: 'Farzana Sheikh',
    uploaded_at: '2026-11-10T11:00:00.000Z',
  },
  {
    workshop_id: 8,
    title: 'Kochi: first steps with a smartphone assistant',
    description:
      'Fisherwomen from Chellanam asked their phones, in Malayalam, for the day\'s market rates and the bus to the hospital. Most had never typed a question before.',
    image_url_1: '/assets/workshops/kochi-1.svg',
    image_url_2: '/assets/workshops/kochi-2.svg',
    image_url_3: null,
    image_url_4: null,
    image_url_5: null,
    image_url_6: null,
    uploaded_by: 'Sudha Raman',
    uploaded_at: '2026-10-28T09:30:00.000Z',
  },
];

export function blogsHandlers(state: MockState) {
  return [
    read('/api/blogs', state, () => blogs, () => []),
    read('/api/workshops', state, () => workshops, () => []),
  ];
}

/** Wonder Women in AI & Tech: learners' own achievements, one without a portrait (the page's placeholder). */
export const achievements: Achievement[] = [
  {
    achievement_id: 3,
    name: 'Sunita Pawar',
    designation: 'Home baker, Nashik',
    achievement: 'Took her tiffin service online',
    description:
      'Sunita wrote her menu, prices and a WhatsApp order message with an AI assistant in one evening; weekday orders doubled within a month.',
    image_url: '/assets/achievements/woman-1.svg',
  },
  {
    achievement_id: 2,
    name: 'Rehana Qureshi',
    designation: 'School teacher, Lucknow',
    achievement: 'Built a Hindi quiz bank for Class 7',
    description:
      'Rehana drafts a week of quiz questions with AI, checks each one against the textbook, and now spends her Sundays with her children instead of a stack of papers.',
    image_url: '/assets/achievements/woman-2.svg',
  },
  {
    achievement_id: 1,
    name: 'Meenakshi Sundaram',
    designation: 'Returning to work after nine years, Chennai',
    achievement: 'Landed a data-entry lead role',
    description:
      'Meenakshi rewrote her résumé with the course’s prompts, practised interviews with an AI coach, and was hired by a Chennai logistics firm in her fourth week.',
    image_url: null,
  },
];

export function wonderWomenHandlers(state: MockState) {
  return [read('/api/achievements', state, () => achievements, () => [])];
}
