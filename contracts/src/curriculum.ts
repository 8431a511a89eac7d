// Each course as she follows it: five modules of five live sessions. A course's curriculum is the one
// source for its batches: the API plans every batch's timetable from its course's curriculum (session
// topics on the dashboard) and the enrolled-courses page lists it, so both say the same thing for the
// same session. A course row names its curriculum by key (`courses.curriculum`).
export interface CourseSession {
  no: number;
  topic: string;
  /** The tool(s) the session is built around. */
  tool: string;
  /** What she does with it, in class, on her own material. */
  application: string;
}

export interface CourseModule {
  no: number;
  title: string;
  summary: string;
  sessions: CourseSession[];
}

/** "AI for Everyday Life": the broad, first course (the plan every batch followed before courses were real). */
export const EVERYDAY_CURRICULUM: CourseModule[] = [
  {
    no: 1,
    title: 'AI tools for everyday life',
    summary: 'Get comfortable asking an AI assistant for help, and learn when not to trust the answer.',
    sessions: [
      {
        no: 1,
        topic: 'Meet your AI assistant',
        tool: 'ChatGPT (free plan)',
        application: 'Plan a week of family meals within a fixed budget and turn it into a shopping list.',
      },
      {
        no: 2,
        topic: 'AI inside the apps you already use',
        tool: 'Gemini with Gmail and Google Docs',
        application: 'Summarise a long school or society e-mail thread and draft a polite reply.',
      },
      {
        no: 3,
        topic: 'See, speak and translate',
        tool: 'Google Lens and Google Translate',
        application:
          'Read a circular or medicine label in another language and ask follow-up questions aloud.',
      },
      {
        no: 4,
        topic: 'Prompting that works: role, context, format',
        tool: 'ChatGPT and Gemini side by side',
        application: 'Turn a messy to-do list into a prioritised weekly plan you can print.',
      },
      {
        no: 5,
        topic: 'Staying safe with AI',
        tool: 'Fact-checking with Google search and AI',
        application: 'Spot a fake payment message and a deepfake photo, and check a viral health claim.',
      },
    ],
  },
  {
    no: 2,
    title: 'Learning, productivity and personal growth',
    summary: 'Use AI as a patient tutor and an organised assistant for study, work and home.',
    sessions: [
      {
        no: 6,
        topic: 'A second brain for your week',
        tool: 'Notion AI',
        application: 'Build a personal planner with a habit tracker and a reading list.',
      },
      {
        no: 7,
        topic: 'Learn anything with an AI tutor',
        tool: 'ChatGPT study mode and quizzes',
        application: 'Learn a new topic step by step and test yourself with a ten-question quiz.',
      },
      {
        no: 8,
        topic: 'From recording to notes',
        tool: 'Otter.ai and Google Recorder',
        application: 'Turn a meeting or class recording into clean notes with action items.',
      },
      {
        no: 9,
        topic: 'Spreadsheets without fear',
        tool: 'Microsoft Copilot in Excel and Gemini in Sheets',
        application: 'Make a household budget sheet and have every formula explained in plain words.',
      },
      {
        no: 10,
        topic: 'Research with sources you can check',
        tool: 'Perplexity',
        application:
          'Compare two courses or colleges for a family member, with every claim linked to a source.',
      },
    ],
  },
  {
    no: 3,
    title: 'Digital marketing and content creation',
    summary: 'Promote a small business or a cause with posts, reels and replies that sound like you.',
    sessions: [
      {
        no: 11,
        topic: 'Designs in minutes',
        tool: 'Canva AI (Magic Design and Magic Write)',
        application: 'Create a festive offer poster and a matching Instagram post for a home business.',
      },
      {
        no: 12,
        topic: 'A month of posts in one sitting',
        tool: 'ChatGPT with a content-calendar template',
        application: 'Plan 30 days of Instagram posts with captions and hashtags in your own voice.',
      },
      {
        no: 13,
        topic: 'Short videos that get watched',
        tool: 'YouTube Create auto-captions and templates',
        application: 'Edit a 30-second product reel with subtitles in English and Hindi.',
      },
      {
        no: 14,
        topic: 'Customers on WhatsApp',
        tool: 'WhatsApp Business with AI-written replies',
        application: 'Set up quick replies, an away message and catalogue descriptions.',
      },
      {
        no: 15,
        topic: 'Be found locally',
        tool: 'Google Business Profile with Gemini',
        application: 'Write a profile description and warm, professional replies to reviews.',
      },
    ],
  },
  {
    no: 4,
    title: 'Job and career development',
    summary:
      'Present your experience with confidence, including a career break, and practise for interviews.',
    sessions: [
      {
        no: 16,
        topic: 'A resume that tells your story',
        tool: 'ChatGPT with Teal or Kickresume',
        application: 'Rewrite your resume for a specific job, presenting a career break honestly and well.',
      },
      {
        no: 17,
        topic: 'A LinkedIn profile recruiters find',
        tool: 'LinkedIn with ChatGPT',
        application: 'Draft a headline and an About section, and choose the skills to list.',
      },
      {
        no: 18,
        topic: 'Interview practice',
        tool: 'Google Interview Warmup and ChatGPT voice',
        application: 'Run a mock interview for your target role and improve three answers from the feedback.',
      },
      {
        no: 19,
        topic: 'Cover letters and follow-ups',
        tool: 'Gemini in Gmail',
        application: 'Write a tailored cover letter and a follow-up e-mail in fifteen minutes.',
      },
      {
        no: 20,
        topic: 'Earning as a freelancer',
        tool: 'Upwork and Fiverr profiles with ChatGPT',
        application: 'Write a gig description, set a fair price and draft your first proposal.',
      },
    ],
  },
  {
    no: 5,
    title: 'Business solutions, creativity and personal branding',
    summary: 'Plan, price and present your own venture, and leave with a toolkit you keep using.',
    sessions: [
      {
        no: 21,
        topic: 'Presentations that look professional',
        tool: 'Gamma',
        application: 'Build a ten-slide pitch for a small business or community project.',
      },
      {
        no: 22,
        topic: 'Plan and price a business idea',
        tool: 'ChatGPT with a one-page plan template',
        application: 'Cost and price a tiffin, tuition or boutique service, with a simple break-even.',
      },
      {
        no: 23,
        topic: 'Invoices, stock and payments',
        tool: 'Gemini in Google Sheets and Zoho Invoice',
        application: 'Track orders, stock and pending payments, and send a GST-ready invoice.',
      },
      {
        no: 24,
        topic: 'Your brand, visually',
        tool: 'Adobe Firefly and Canva Brand Kit',
        application: 'Create a logo mood board and brand colours, using AI images responsibly.',
      },
      {
        no: 25,
        topic: 'Showcase: your AI toolkit',
        tool: 'All the tools you chose',
        application: 'Present one project you built during the course and plan your next 30 days.',
      },
    ],
  },
];

/** "AI for Your Career": résumé to offer letter, for a first job, a return after a break or a promotion. */
export const CAREER_CURRICULUM: CourseModule[] = [
  {
    no: 1,
    title: 'Know your story and your market',
    summary: 'Take stock of what you have done, what employers ask for, and where you fit today.',
    sessions: [
      {
        no: 1,
        topic: 'Your career map with an AI coach',
        tool: 'ChatGPT (free plan)',
        application: 'List your jobs, studies and home responsibilities and turn them into ten transferable skills.',
      },
      {
        no: 2,
        topic: 'Reading job ads like a recruiter',
        tool: 'Gemini with Naukri and LinkedIn Jobs',
        application: 'Break three job ads into must-have and nice-to-have skills and mark your gaps.',
      },
      {
        no: 3,
        topic: 'Salary and role research you can trust',
        tool: 'Perplexity with AmbitionBox and Glassdoor',
        application: 'Build a one-page sheet of fair salary ranges for your target role in your city.',
      },
      {
        no: 4,
        topic: 'Prompting for career work: role, context, evidence',
        tool: 'ChatGPT and Gemini side by side',
        application: 'Write a reusable prompt that turns any job ad into tailored talking points.',
      },
      {
        no: 5,
        topic: 'Privacy and honesty in a job search',
        tool: 'Google Password Manager and fact-checking with AI',
        application: 'Spot a fake job offer that asks for a fee and lock down what your profiles share.',
      },
    ],
  },
  {
    no: 2,
    title: 'Résumé, cover letter and LinkedIn',
    summary: 'Papers and profiles that pass the software filters and still sound like a person.',
    sessions: [
      {
        no: 6,
        topic: 'A résumé that passes the first filter',
        tool: 'Jobscan and ChatGPT',
        application: 'Match your résumé to one job ad and raise its keyword score without padding.',
      },
      {
        no: 7,
        topic: 'Presenting a career break with confidence',
        tool: 'ChatGPT with a returnship résumé template',
        application: 'Write two honest lines about your break that show what you did and learned.',
      },
      {
        no: 8,
        topic: 'Cover letters in fifteen minutes',
        tool: 'Gemini in Gmail and Google Docs',
        application: 'Draft a tailored cover letter and a polite follow-up for the same application.',
      },
      {
        no: 9,
        topic: 'A LinkedIn profile recruiters find',
        tool: 'LinkedIn with ChatGPT',
        application: 'Rewrite your headline and About section and choose the skills to list.',
      },
      {
        no: 10,
        topic: 'A professional photo and banner',
        tool: 'Canva AI and Adobe Express',
        application: 'Make a clean profile photo and a LinkedIn banner from a phone picture.',
      },
    ],
  },
  {
    no: 3,
    title: 'Interviews and networking',
    summary: 'Practise out loud until the answers come easily, and reach people who can refer you.',
    sessions: [
      {
        no: 11,
        topic: 'Tell me about yourself',
        tool: 'ChatGPT voice mode',
        application: 'Record a two-minute introduction and tighten it with three rounds of feedback.',
      },
      {
        no: 12,
        topic: 'Mock interviews with an AI interviewer',
        tool: 'Google Interview Warmup',
        application: 'Answer ten questions for your target role and rework your three weakest answers.',
      },
      {
        no: 13,
        topic: 'Stories that prove your skills',
        tool: 'ChatGPT with the STAR method',
        application: 'Write five STAR stories from work or home that answer common behavioural questions.',
      },
      {
        no: 14,
        topic: 'Messages that get a reply',
        tool: 'LinkedIn messaging with Gemini',
        application: 'Write connection requests and referral asks to five people at companies you like.',
      },
      {
        no: 15,
        topic: 'Salary talks and flexible work',
        tool: 'ChatGPT role-play',
        application: 'Rehearse asking for a fair offer and for hybrid or part-time hours, with counter-offers.',
      },
    ],
  },
  {
    no: 4,
    title: 'AI skills employers ask for',
    summary: 'The everyday AI work that now appears in office job descriptions, practised on real tasks.',
    sessions: [
      {
        no: 16,
        topic: 'E-mails and reports at work',
        tool: 'Microsoft Copilot in Outlook and Word',
        application: 'Turn rough notes into a status report and a clear e-mail to your manager.',
      },
      {
        no: 17,
        topic: 'Spreadsheets and simple analysis',
        tool: 'Copilot in Excel and Gemini in Sheets',
        application: 'Clean a messy sales list, add formulas and write three findings in plain words.',
      },
      {
        no: 18,
        topic: 'Slides that make your point',
        tool: 'Gamma and Copilot in PowerPoint',
        application: 'Build a six-slide update from a one-page brief and present it in five minutes.',
      },
      {
        no: 19,
        topic: 'Meetings without the note-taking',
        tool: 'Otter.ai and Google Meet captions',
        application: 'Turn a meeting recording into minutes with owners and due dates.',
      },
      {
        no: 20,
        topic: 'Learning a new skill fast',
        tool: 'ChatGPT study mode and Coursera',
        application: 'Plan a two-week learning sprint for a skill from your target job ad and quiz yourself.',
      },
    ],
  },
  {
    no: 5,
    title: 'Your next move',
    summary: 'Choose a path, show your work, and leave with a 30-day plan you can keep.',
    sessions: [
      {
        no: 21,
        topic: 'Returnships, remote jobs and freelancing',
        tool: 'Perplexity and LinkedIn job alerts',
        application: 'Shortlist ten openings across returnships, remote roles and freelance gigs.',
      },
      {
        no: 22,
        topic: 'A portfolio of small wins',
        tool: 'Google Sites and Canva',
        application: 'Publish a one-page portfolio with three pieces of work from this course.',
      },
      {
        no: 23,
        topic: 'Your first freelance proposal',
        tool: 'Upwork and Fiverr profiles with ChatGPT',
        application: 'Write a gig description, set a fair price and draft a proposal for a real listing.',
      },
      {
        no: 24,
        topic: 'Your first 90 days in a new role',
        tool: 'Notion AI',
        application: 'Draft a 30-60-90 day plan for your target role with goals you can measure.',
      },
      {
        no: 25,
        topic: 'Showcase: your application pack',
        tool: 'All the tools you chose',
        application: 'Present your résumé, profile and one mock-interview answer, and set your 30-day job-search plan.',
      },
    ],
  },
];

/** "AI for Women in Business": a home business or side idea turned into a brand that runs on fewer evenings. */
export const BUSINESS_CURRICULUM: CourseModule[] = [
  {
    no: 1,
    title: 'Your business idea, tested',
    summary: 'Check that people want what you sell, at a price that pays you, before you spend money.',
    sessions: [
      {
        no: 1,
        topic: 'From hobby to offer',
        tool: 'ChatGPT (free plan)',
        application: 'Describe your product or service, who buys it and why, in one clear paragraph.',
      },
      {
        no: 2,
        topic: 'Know your customers',
        tool: 'Google Forms with Gemini',
        application: 'Write a ten-question customer survey and summarise the first answers.',
      },
      {
        no: 3,
        topic: 'Price it so it pays',
        tool: 'Gemini in Google Sheets',
        application: 'Cost a tiffin, tuition or boutique order and find your break-even price.',
      },
      {
        no: 4,
        topic: 'Look at the competition',
        tool: 'Perplexity and Google Maps',
        application: 'Compare five local sellers on price, reviews and what they promise.',
      },
      {
        no: 5,
        topic: 'The rules: GST, FSSAI and Udyam',
        tool: 'Perplexity with government portals',
        application: 'Make a checklist of the registrations your business needs and what each costs.',
      },
    ],
  },
  {
    no: 2,
    title: 'Brand and catalogue',
    summary: 'A name, a look and product listings that make a small business look trustworthy.',
    sessions: [
      {
        no: 6,
        topic: 'A name and a story',
        tool: 'ChatGPT brainstorming',
        application: 'Shortlist three brand names, check they are free, and write your founder story.',
      },
      {
        no: 7,
        topic: 'Your logo and colours',
        tool: 'Canva Brand Kit and Adobe Firefly',
        application: 'Create a logo, two brand colours and a font pair you use everywhere.',
      },
      {
        no: 8,
        topic: 'Product photos on a phone',
        tool: 'Snapseed and Canva background remover',
        application: 'Shoot and clean up five product photos on a plain background.',
      },
      {
        no: 9,
        topic: 'Descriptions that sell',
        tool: 'ChatGPT with a product-listing template',
        application: 'Write catalogue descriptions in English and Hindi for five products.',
      },
      {
        no: 10,
        topic: 'A storefront in an afternoon',
        tool: 'Dukaan or Instagram Shop',
        application: 'Publish a small online catalogue with prices, delivery areas and payment options.',
      },
    ],
  },
  {
    no: 3,
    title: 'Marketing that brings orders',
    summary: 'Posts, reels and local listings that reach buyers near you without a big budget.',
    sessions: [
      {
        no: 11,
        topic: 'A month of posts in one sitting',
        tool: 'ChatGPT with a content-calendar template',
        application: 'Plan 30 days of Instagram posts with captions and hashtags in your own voice.',
      },
      {
        no: 12,
        topic: 'Festive offers and posters',
        tool: 'Canva AI (Magic Design)',
        application: 'Design a Diwali or Eid offer poster and a matching WhatsApp status.',
      },
      {
        no: 13,
        topic: 'Reels that show your product',
        tool: 'YouTube Create auto-captions and templates',
        application: 'Edit a 30-second product reel with subtitles and a clear call to order.',
      },
      {
        no: 14,
        topic: 'Be found locally',
        tool: 'Google Business Profile with Gemini',
        application: 'Set up your profile and write warm, professional replies to reviews.',
      },
      {
        no: 15,
        topic: 'A small ad budget spent well',
        tool: 'Meta Ads Manager with ChatGPT',
        application: 'Plan a ₹500 boosted post: audience, message, and how you will judge it.',
      },
    ],
  },
  {
    no: 4,
    title: 'Customers, orders and money',
    summary: 'Answer customers quickly and know every day what you sold, what you are owed and what you earned.',
    sessions: [
      {
        no: 16,
        topic: 'Customers on WhatsApp',
        tool: 'WhatsApp Business with AI-written replies',
        application: 'Set up quick replies, an away message, labels and catalogue links.',
      },
      {
        no: 17,
        topic: 'Orders and stock in one sheet',
        tool: 'Gemini in Google Sheets',
        application: 'Build an order tracker that shows stock left and pending deliveries.',
      },
      {
        no: 18,
        topic: 'Invoices and UPI payments',
        tool: 'Zoho Invoice and UPI payment links',
        application: 'Send a GST-ready invoice with a payment link and follow up on a late payment.',
      },
      {
        no: 19,
        topic: 'Reading your numbers',
        tool: 'Copilot in Excel',
        application: 'Find your best-selling product and your most profitable month from a year of sales.',
      },
      {
        no: 20,
        topic: 'Handling complaints gracefully',
        tool: 'ChatGPT role-play',
        application: 'Practise answering an angry customer and write a fair refund and exchange policy.',
      },
    ],
  },
  {
    no: 5,
    title: 'Automate and grow',
    summary: 'Hand repetitive work to simple automations, pitch for growth, and plan your next quarter.',
    sessions: [
      {
        no: 21,
        topic: 'Simple automations for a one-woman business',
        tool: 'Zapier and Google Forms',
        application: 'Send every new order from a form to your sheet and a confirmation to the customer.',
      },
      {
        no: 22,
        topic: 'Selling on marketplaces',
        tool: 'Meesho and Amazon Saheli seller guides with ChatGPT',
        application: 'Prepare listings and compare fees to decide whether a marketplace is worth it.',
      },
      {
        no: 23,
        topic: 'Loans and schemes for women entrepreneurs',
        tool: 'Perplexity with Mudra and Stand-Up India portals',
        application: 'Shortlist schemes you qualify for and gather the documents each asks for.',
      },
      {
        no: 24,
        topic: 'A pitch that wins a bulk order',
        tool: 'Gamma',
        application: 'Build a five-slide pitch for a corporate gifting client or a local shop.',
      },
      {
        no: 25,
        topic: 'Showcase: your business plan',
        tool: 'All the tools you chose',
        application: 'Present your brand, storefront and numbers, and plan your next 90 days.',
      },
    ],
  },
];

export const CURRICULUM_KEYS = ['everyday', 'career', 'business'] as const;
export type CurriculumKey = (typeof CURRICULUM_KEYS)[number];

/** Each course's curriculum by the key its course row carries. */
export const CURRICULA: Record<CurriculumKey, CourseModule[]> = {
  everyday: EVERYDAY_CURRICULUM,
  career: CAREER_CURRICULUM,
  business: BUSINESS_CURRICULUM,
};

/** The plan of the first course; kept for screens that show a curriculum before a course is known. */
export const CURRICULUM: CourseModule[] = EVERYDAY_CURRICULUM;

export function isCurriculumKey(key: unknown): key is CurriculumKey {
  return typeof key === 'string' && (CURRICULUM_KEYS as readonly string[]).includes(key);
}

/** A course's curriculum; an unknown key (a course row added by hand) falls back to the first course's. */
export function curriculumFor(key: string | null | undefined): CourseModule[] {
  return isCurriculumKey(key) ? CURRICULA[key] : EVERYDAY_CURRICULUM;
}

/** Session `no` (1–25) of a course's curriculum (the first course's when no key is given), with its module. */
export function curriculumSession(
  no: number,
  key?: string | null,
): { module: CourseModule; session: CourseSession } | undefined {
  for (const module of curriculumFor(key)) {
    const session = module.sessions.find((s) => s.no === no);
    if (session) return { module, session };
  }
  return undefined;
}
