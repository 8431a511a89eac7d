// The course as she follows it: five modules of five live sessions (spec 01 §2, DESIGN §9). The one
// curriculum: the API plans every batch's timetable from it (session topics on the dashboard) and
// the enrolled-courses page lists it, so both say the same thing for the same session.
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

export const CURRICULUM: CourseModule[] = [
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
        tool: 'CapCut auto-captions and templates',
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

/** Session `no` (1–25) of the curriculum, with its module. */
export function curriculumSession(no: number): { module: CourseModule; session: CourseSession } | undefined {
  for (const module of CURRICULUM) {
    const session = module.sessions.find((s) => s.no === no);
    if (session) return { module, session };
  }
  return undefined;
}
