/** Timetable arithmetic: 25 sessions, Monday–Saturday, 6 a week; dates are Asia/Kolkata calendar days. */
import { PROGRAMME } from '@ai-women/contracts';

export const CURRICULUM: { module: string; topics: string[] }[] = [
  {
    module: 'AI tools for everyday life',
    topics: [
      'Meet your AI assistant: first conversations with ChatGPT and Gemini',
      'Asking well: prompts that get useful answers',
      'Household planning, budgets and meal plans with AI',
      'Voice assistants and instant translation in Indian languages',
      'Staying safe: privacy, deepfakes and checking facts',
    ],
  },
  {
    module: 'Learning, productivity and personal growth',
    topics: [
      'An AI study buddy: explaining anything at your level',
      'Summaries and notes from long documents and videos',
      'Planning your week and protecting your time',
      'Learning a new skill with AI tutors',
      'Habits, wellbeing and journaling with AI',
    ],
  },
  {
    module: 'Digital marketing with AI',
    topics: [
      'Social media posts that sound like you',
      'Designing posters and reels with Canva AI',
      'Product descriptions and catalogues that sell',
      'WhatsApp Business replies and customer care',
      'Reading your numbers: what worked this week',
    ],
  },
  {
    module: 'Job and career development',
    topics: [
      'A résumé that tells your story, drafted with AI',
      'Cover letters and a LinkedIn profile that gets noticed',
      'Mock interviews with an AI interviewer',
      'Job search, returnships and networking',
      'Negotiating salary and asking for flexible work',
    ],
  },
  {
    module: 'Business, creativity and entrepreneurship',
    topics: [
      'Testing a business idea in an afternoon',
      'Your personal brand story',
      'Creating images, voice-overs and short videos',
      'Simple automations for a one-woman business',
      'Capstone showcase: present your AI project',
    ],
  },
];

export interface PlannedSession {
  sessionNo: number;
  moduleNo: number;
  date: string;
  topic: string;
}

/** Today's date (YYYY-MM-DD) in India. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
function weekday(iso: string): number {
  return (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function mondayOnOrBefore(iso: string): string {
  return addDays(iso, -weekday(iso));
}
export function mondayOnOrAfter(iso: string): string {
  const w = weekday(iso);
  return w === 0 ? iso : addDays(iso, 7 - w);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/**
 * The 25-session plan from a start date: Monday–Saturday, 6 a week, so the 25th session falls on
 * the Monday after the fourth week. A start on a Sunday moves to the next Monday.
 */
export function planTimetable(startIso: string): PlannedSession[] {
  const sessions: PlannedSession[] = [];
  let date = weekday(startIso) === 6 ? addDays(startIso, 1) : startIso;
  for (let i = 0; i < PROGRAMME.sessions; i++) {
    if (i > 0) {
      date = addDays(date, 1);
      if (weekday(date) === 6) date = addDays(date, 1);
    }
    const moduleNo = Math.floor(i / PROGRAMME.sessionsPerModule);
    const topic = CURRICULUM[moduleNo]?.topics[i % PROGRAMME.sessionsPerModule] ?? `Session ${i + 1}`;
    sessions.push({ sessionNo: i + 1, moduleNo: moduleNo + 1, date, topic });
  }
  return sessions;
}
