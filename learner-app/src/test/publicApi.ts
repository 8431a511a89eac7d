// The public API's answers as the demo seed gives them, for tests that render the public pages the
// way the server does (every page, every language). Content that people write (testimonials,
// workshops, achievements, the team) is kept apart: it is shown in the language it was written in.
import { http, HttpResponse } from 'msw';
import { BATCH_CAPACITY } from '@ai-women/contracts';
import { TEST_API } from './render';

/** The coupon the team advertises (the home page's offer reads it from GET /api/coupons). */
export const advertisedCoupon = { coupon_id: 1, coupon_name: 'AAROHI20', discount_percent: 20 };

export const courses = [
  {
    course_id: 1,
    title: 'AI for Everyday Life',
    description:
      'Start from zero and finish confident: use AI assistants to plan your home, budget, study and stay safe online, in plain language and at your own pace.',
    image_url: '/assets/courses/ai-everyday.svg',
    sessions: 25,
    curriculum: 'everyday',
  },
  {
    course_id: 2,
    title: 'AI for Your Career',
    description:
      'Rewrite your résumé, practise interviews with an AI coach and plan a return to work or a promotion, with a mentor who has walked the path.',
    image_url: '/assets/courses/ai-career.svg',
    sessions: 25,
    curriculum: 'career',
  },
  {
    course_id: 3,
    title: 'AI for Women in Business',
    description:
      'Turn a home business or a side idea into a brand: posts, catalogues, customer replies and simple automations that give you back your evenings.',
    image_url: '/assets/courses/ai-business.svg',
    sessions: 25,
    curriculum: 'business',
  },
];

export const blogs = [
  ['Five prompts every working mother should save today', 'Ishita Banerjee', '2025-01-14'],
  ['Is AI going to take my job? An honest answer', 'Dr. Nandini Rao', '2025-02-03'],
  ['How Rukhsar doubled her boutique orders on WhatsApp', 'Pooja Nair', '2025-02-21'],
  ['Spotting deepfakes and scams: a family safety checklist', 'Tanvi Joshi', '2025-03-08'],
  ['Returning after a career break: let AI draft, you decide', 'Shalini Verma', '2025-03-29'],
  ['Learning in Tamil, Marathi or Bengali with AI', 'Kavya Menon', '2025-04-17'],
].map(([title, author, date], i) => ({
  blog_id: i + 1,
  title: title!,
  description: `A short summary of “${title}”, as the blog list carries it.`,
  image_url: `/assets/blogs/blog-${i + 1}.svg`,
  created_by: author!,
  date_of_creation: date!,
}));

/** What people wrote, shown as written (in English in the demo). */
export const writtenContent = {
  tutors: [
    {
      name: 'Kavya Menon',
      bio: 'Ten years of teaching adults; builds every lesson around her students’ own work.',
    },
  ],
  testimonials: [
    {
      id: 1,
      name: 'Sunita Patil',
      profession: 'Primary school teacher, Nashik',
      description: 'I used to spend Sunday evenings making worksheets.',
      image_url: '/assets/testimonials/learner-1.svg',
    },
    {
      id: 2,
      name: 'Rukhsar Ahmed',
      profession: 'Boutique owner, Lucknow',
      description: 'My chikankari posts finally sound like me.',
      image_url: null,
    },
  ],
  team: [{ id: 1, name: 'Dr. Nandini Rao', designation: 'Founder & Programme Director', image_url: null }],
  workshops: [
    {
      workshop_id: 1,
      title: 'AI Saturday at a Pune community library',
      description: 'Forty women, twenty laptops and one afternoon: we wrote résumés and planned budgets.',
      image_url_1: '/assets/workshops/w1.svg',
      image_url_2: null,
      image_url_3: null,
      image_url_4: null,
      image_url_5: null,
      image_url_6: null,
      uploaded_by: 'Pooja Nair',
      uploaded_at: '2025-01-25T10:30:00.000Z',
    },
  ],
  achievements: [
    {
      achievement_id: 1,
      name: 'Dr. Meenakshi Iyengar',
      designation: 'Research scientist, Bengaluru',
      achievement: 'Built an open Tamil speech dataset',
      description: 'Led volunteers from 300 villages to record everyday Tamil.',
      image_url: null,
    },
  ],
};

/** Every string people wrote, as the text test allows it on a Hindi page. */
export function writtenStrings(): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(writtenContent);
  return out;
}

/** The public offer of one course: its open batches with seats left and its tutors. */
export function courseOffer(courseId: number) {
  const course = courses.find((c) => c.course_id === courseId);
  if (!course) return undefined;
  return {
    success: true,
    course,
    batches: [
      {
        batch_id: 10 + courseId,
        batch_name: `Batch ${courseId}A`,
        start_date: '2026-12-07',
        timing: 'Mon-Sat 10:00-11:30',
        day_part: 'morning',
        seats_left: 12,
        capacity: BATCH_CAPACITY,
      },
      {
        batch_id: 20 + courseId,
        batch_name: `Batch ${courseId}B`,
        start_date: '2026-12-14',
        timing: 'Mon-Sat 19:00-20:30',
        day_part: 'evening',
        seats_left: 30,
        capacity: BATCH_CAPACITY,
      },
    ],
    tutors: writtenContent.tutors,
  };
}

export const publicApiHandlers = [
  http.get(`${TEST_API}/api/courses`, () => HttpResponse.json(courses)),
  http.get(`${TEST_API}/api/courses/:courseId/offer`, ({ params }) => {
    const offer = courseOffer(Number(params.courseId));
    return offer
      ? HttpResponse.json(offer)
      : HttpResponse.json({ success: false, message: 'Course not found' }, { status: 404 });
  }),
  http.get(`${TEST_API}/api/blogs`, () => HttpResponse.json(blogs)),
  http.get(`${TEST_API}/api/testimonials`, () => HttpResponse.json(writtenContent.testimonials)),
  http.get(`${TEST_API}/api/team`, () => HttpResponse.json(writtenContent.team)),
  http.get(`${TEST_API}/api/workshops`, () => HttpResponse.json(writtenContent.workshops)),
  http.get(`${TEST_API}/api/achievements`, () => HttpResponse.json(writtenContent.achievements)),
  http.get(`${TEST_API}/api/coupons`, () => HttpResponse.json({ success: true, coupons: [advertisedCoupon] })),
  http.get(`${TEST_API}/api/payments/mode`, () =>
    HttpResponse.json({ success: true, provider: 'sandbox', testMode: true }),
  ),
  http.get(`${TEST_API}/api/payments/options/:userId`, () =>
    HttpResponse.json({ success: false, message: 'Please log in again.' }, { status: 401 }),
  ),
  http.get(`${TEST_API}/api/me`, () =>
    HttpResponse.json({ success: false, message: 'Not signed in' }, { status: 401 }),
  ),
  http.get(`${TEST_API}/api/certificates/:no`, () =>
    HttpResponse.json({ success: false, message: 'Certificate not found' }, { status: 404 }),
  ),
];
