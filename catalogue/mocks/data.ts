// The API answers the Pages stories show in their success state: the same shapes as
// @ai-women/contracts, with copy close to the demo content the API seeds (api/src/db/seed.ts).
// Dates are fixed so screenshots do not move from one day to the next.
import type {
  Batch,
  BatchStats,
  Coupon,
  Course,
  PlacementsResponse,
  StaffMember,
  StudentDashboard,
  StudentNotification,
  StudentOwnTicket,
  SupportTicket,
  Testimonial,
  TicketStats,
  TutorData,
  TutorNotification,
  TutorUploads,
  UpcomingSession,
} from '@ai-women/contracts';
import { JOIN_OPENS_BEFORE_MINUTES } from '@ai-women/contracts';

export const courses: Course[] = [
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

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Sunita Patil',
    profession: 'Primary school teacher, Nashik',
    description:
      'I used to spend Sunday evenings making worksheets. Now I plan a week of lessons in an hour and spend Sundays with my daughters.',
    image_url: '/assets/testimonials/learner-1.svg',
  },
  {
    id: 2,
    name: 'Rukhsar Ahmed',
    profession: 'Boutique owner, Lucknow',
    description:
      'My chikankari posts finally sound like me. Orders on WhatsApp doubled in two months, and I answer customers without staying up till midnight.',
    image_url: '/assets/testimonials/learner-2.svg',
  },
  {
    id: 3,
    name: 'Deepa Krishnan',
    profession: 'Returning to work after a career break, Chennai',
    description:
      'After six years at home I was afraid of interviews. The mock interviews gave me words for what I had done all those years.',
    image_url: '/assets/testimonials/learner-3.svg',
  },
];

export const coupons: Coupon[] = [
  { coupon_id: 1, coupon_name: 'WOMENINAI20', discount_percent: 20 },
  { coupon_id: 2, coupon_name: 'FIRSTSTEP10', discount_percent: 10 },
  { coupon_id: 3, coupon_name: 'SAKHI15', discount_percent: 15 },
];

/** The signed-in, paid student the student-area pages are shown for. */
export const student = {
  id: 3,
  fullname: 'Asha Rao',
  name: 'Asha Rao',
  email: 'asha.rao@aarohi.example',
  phone_number: '9876543210',
  paymentstatus: 'completed' as const,
  payment: { transactionId: 'pay_catalogue0001', amount: 199920, paidAt: '2026-11-20T09:15:00.000Z' },
};

export const studentDashboard: StudentDashboard = {
  success: true,
  stats: { completed_courses: 1, ongoing_courses: 1, cancelled_courses: 0 },
  batchInfo: {
    batch_name: 'Aarohi Evening Batch 12',
    timing: 'Mon–Sat, 7:00 PM – 8:30 PM',
    // The API sends her next session's Join (its own route), never the meeting link itself.
    meeting_url: 'https://api.aarohi.example/api/sessions/101/join',
    tutor_name: 'Kavya Menon',
  },
  tutorInfo: { name: 'Kavya Menon', email: 'kavya@aarohi.example' },
  course: { course_id: 1, title: 'AI for Everyday Life', curriculum: 'everyday' },
  placement: { status: 'placed', course_title: 'AI for Everyday Life', message: null },
};

export const emptyStudentDashboard: StudentDashboard = {
  success: true,
  stats: { completed_courses: 0, ongoing_courses: 0, cancelled_courses: 0 },
  batchInfo: null,
  tutorInfo: null,
  course: { course_id: 1, title: 'AI for Everyday Life', curriculum: 'everyday' },
  placement: { status: 'unpaid', course_title: 'AI for Everyday Life', message: null },
};

/** Paid, but no batch of her course was open: she is told what happens next. */
export const waitingStudentDashboard: StudentDashboard = {
  success: true,
  stats: { completed_courses: 0, ongoing_courses: 0, cancelled_courses: 0 },
  batchInfo: null,
  tutorInfo: null,
  course: { course_id: 2, title: 'AI for Your Career', curriculum: 'career' },
  placement: {
    status: 'waiting',
    course_title: 'AI for Your Career',
    message:
      'There is no open batch of your course right now. We will place you in the next one as soon as it opens and tell you its dates here and by e-mail; you will hear from us within a day.',
  },
};

const topics = [
  'Meet your AI assistant',
  'Writing prompts that work',
  'Planning the household budget',
  'Staying safe from scams and deepfakes',
  'Your résumé, rewritten',
  'Practising an interview with an AI coach',
];
export const sessions: UpcomingSession[] = topics.map((topic, i) => ({
  batch_name: 'Aarohi Evening Batch 12',
  timing: 'Mon–Sat, 7:00 PM – 8:30 PM',
  tutor_full_name: 'Kavya Menon',
  tutor_name: 'Kavya Menon',
  meeting_url: i === 1 ? null : `https://api.aarohi.example/api/sessions/${101 + i}/join`,
  tutor_email: 'kavya@aarohi.example',
  session_no: i + 1,
  date: `2026-11-${String(23 + i).padStart(2, '0')}`,
  topic,
}));

export const studentNotifications: StudentNotification[] = [
  {
    id: 1,
    title: 'Your live session link',
    message:
      `Your classes run Monday to Saturday, 7:00 PM to 8:30 PM. Join from your dashboard with the Join button, which opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`,
    created_at: '2026-11-20T09:20:00.000Z',
  },
];

/** The signed-in tutor the portal pages are shown for. */
export const tutor: TutorData = {
  tutor_id: 7,
  name: 'Meera Iyer',
  email: 'meera@aarohi.example',
  phone_number: '9123456780',
  created_at: '2026-01-15T05:30:00.000Z',
};

export const batches: Batch[] = [
  {
    batch_id: 11,
    batch_name: 'Aarohi Morning Batch 13',
    status: 'Active',
    no_of_people: 24,
    timing: '10:00 AM – 11:30 AM',
    created_at: '2026-11-02T04:30:00.000Z',
    start_date: '2026-11-23',
    meeting_url: 'https://meet.example/aarohi-batch-13',
  },
  {
    batch_id: 12,
    batch_name: 'Aarohi Evening Batch 14',
    status: 'Inactive',
    no_of_people: 18,
    timing: '7:00 PM – 8:30 PM',
    created_at: '2026-11-05T04:30:00.000Z',
    start_date: null,
    meeting_url: null,
  },
  {
    batch_id: 13,
    batch_name: 'Aarohi Weekend Batch 9',
    status: 'Completed',
    no_of_people: 30,
    timing: '10:00 AM – 11:30 AM',
    created_at: '2026-09-10T04:30:00.000Z',
    start_date: '2026-09-14',
    meeting_url: 'https://meet.example/aarohi-batch-9',
  },
];

/** Who is in a batch, as its own tutor sees them (with e-mail and phone). */
export const batchStudents = [
  { id: 3, name: 'Asha Rao', email: 'asha.rao@aarohi.example', phone_number: '9876543210' },
  { id: 21, name: 'Farzana Sheikh', email: 'farzana.s@example.in', phone_number: '9123409876' },
  { id: 22, name: 'Lakshmi Narayanan', email: 'lakshmi.n@example.in', phone_number: '9988776655' },
];

/** Her own page: a pending change of address and reminders on. */
export const studentProfile = {
  id: 3,
  fullname: 'Asha Rao',
  email: 'asha.rao@aarohi.example',
  phone_number: '9876543210',
  reminder_emails: true,
  pending_email: 'asha.r@example.in',
};
/** A profile with nothing waiting and nothing chosen yet. */
export const newStudentProfile = { ...studentProfile, reminder_emails: false, pending_email: null };

export const batchStats: BatchStats = {
  total_batches: 3,
  active_batches: 1,
  completed_batches: 1,
  total_students: 72,
  active_students: 24,
};
export const emptyBatchStats: BatchStats = {
  total_batches: 0,
  active_batches: 0,
  completed_batches: 0,
  total_students: 0,
  active_students: 0,
};

export const studentTickets: StudentOwnTicket[] = [
  {
    ticket_id: 14,
    subject: 'Recording of session 3',
    priority: 'Low',
    description: 'I missed session 3 because of a power cut. Is there a recording?',
    status: 'Resolved',
    created_at: '2026-11-17T04:30:00.000Z',
    updated_at: '2026-11-17T08:10:00.000Z',
    replies: [
      {
        author: 'Anjali Rao',
        message: 'Yes, the recording is linked in your batch notes. Glad you are back!',
        created_at: '2026-11-17T08:10:00.000Z',
      },
    ],
  },
  {
    ticket_id: 15,
    subject: 'Certificate name in Tamil',
    priority: 'Medium',
    description: 'Can my certificate show my name as ப்ரியா ஷர்மா as well?',
    status: 'Open',
    created_at: '2026-11-20T06:00:00.000Z',
    updated_at: '2026-11-20T06:00:00.000Z',
    replies: [],
  },
];

export const tickets: SupportTicket[] = [
  {
    support_id: 501,
    subject: 'Meeting link for Batch 13',
    description: 'Please create a recurring meeting room for the new morning batch starting next Monday.',
    status: 'Resolved',
    priority: 'Medium',
    created_at: '2026-11-18T05:00:00.000Z',
    updated_at: '2026-11-19T09:15:00.000Z',
    reply_message: 'Done! The room is ready; reply here if you need a different time.',
    replies: [
      {
        author: 'Anjali Rao',
        message: 'Done! The room is ready; reply here if you need a different time.',
        created_at: '2026-11-19T09:15:00.000Z',
      },
    ],
  },
  {
    support_id: 502,
    subject: 'Attendance export',
    description: 'Could we get a CSV export of attendance for Batch 12 at the end of each week?',
    status: 'Open',
    priority: 'Low',
    created_at: '2026-11-20T05:00:00.000Z',
    updated_at: '2026-11-20T05:00:00.000Z',
    reply_message: null,
    replies: [],
  },
];
export const ticketStats: TicketStats = { total_tickets: 2, open_tickets: 1 };
export const emptyTicketStats: TicketStats = { total_tickets: 0, open_tickets: 0 };

export const tutorNotifications: TutorNotification[] = [
  {
    id: 1,
    title: 'Learner feedback',
    message: 'Batch 12 rated last week’s prompt-writing session 4.8 out of 5. Thank you!',
    created_at: '2026-11-21T05:00:00.000Z',
  },
  {
    id: 2,
    title: 'New batch assigned',
    message:
      'Aarohi Morning Batch 13 starts next Monday at 10:00. Please add a meeting link before the first session.',
    created_at: '2026-11-20T05:00:00.000Z',
  },
];

export const uploads: TutorUploads = {
  id: 31,
  skills: 'Prompt writing, ChatGPT for small business, spreadsheet automation',
  resume: '/api/tutor/uploads/7/files/resume',
  experience_letter: '/api/tutor/uploads/7/files/experience_letter',
  updated_at: '2026-11-12T05:00:00.000Z',
};

/** The open batches of "AI for Your Career" on the payment page (one nearly full, one full). */
export const batchChoices = [
  { batch_id: 21, batch_name: 'Aarohi Career Evening Batch 4', start_date: '2026-11-30', timing: 'Mon-Sat 19:00-20:30', day_part: 'evening' as const, seats_left: 4, capacity: 30 },
  { batch_id: 22, batch_name: 'Aarohi Career Morning Batch 5', start_date: '2026-12-07', timing: 'Mon-Sat 10:00-11:30', day_part: 'morning' as const, seats_left: 23, capacity: 30 },
  { batch_id: 23, batch_name: 'Aarohi Career Evening Batch 3', start_date: '2026-11-30', timing: 'Mon-Sat 18:00-19:30', day_part: 'evening' as const, seats_left: 0, capacity: 30 },
];

/** What /login shows after a recorded payment (the payment page leaves it in session storage). */
export const lastPayment = {
  name: 'Asha Rao',
  courseTitle: 'AI for Your Career',
  payment: {
    transactionId: 'pay_catalogue0001',
    amount: 199920,
    paidAt: '2026-11-20T09:15:00.000Z',
    courseTitle: 'AI for Your Career',
    batch: { name: 'Aarohi Career Evening Batch 4', timing: 'Mon-Sat 19:00-20:30', firstClassDate: '2026-11-30' },
  },
  placement: { batchName: 'Aarohi Career Evening Batch 4', timing: 'Mon-Sat 19:00-20:30', firstClassDate: '2026-11-30', movedFrom: null },
};

// ------------------------------------------------------------------ the back office
export const staffAdmin: StaffMember = {
  staff_id: 1,
  name: 'Meera Iyer',
  email: 'admin@aarohi.example',
  role: 'admin',
};

/** To place: three paid students without a batch (two waited more than a day), and open batches. */
export const placements: PlacementsResponse['data'] = {
  waiting: [
    {
      student_id: 41,
      fullname: 'Sunita Verma',
      email: 'waiting@aarohi.example',
      phone_number: '9876512345',
      course: { course_id: 2, title: 'AI for Your Career' },
      paid_at: '2026-11-22T04:30:00.000Z',
      waiting_minutes: 4 * 24 * 60 + 75,
    },
    {
      student_id: 44,
      fullname: 'Rehana Sheikh',
      email: 'rehana.sheikh@example.in',
      phone_number: '9822012345',
      course: { course_id: 3, title: 'AI for Women in Business' },
      paid_at: '2026-11-24T11:10:00.000Z',
      waiting_minutes: 2 * 24 * 60 + 320,
    },
    {
      student_id: 47,
      fullname: 'Lakshmi Pillai',
      email: 'lakshmi.pillai@example.in',
      phone_number: '9847098765',
      course: { course_id: 1, title: 'AI for Everyday Life' },
      paid_at: '2026-11-26T02:00:00.000Z',
      waiting_minutes: 190,
    },
  ],
  open_batches: [
    {
      batch_id: 11,
      batch_name: 'Aarohi Career Evening Batch 4',
      course_id: 2,
      course_title: 'AI for Your Career',
      status: 'Inactive',
      timing: 'Mon-Sat 19:00-20:30',
      start_date: '2026-11-30',
      tutor: { tutor_id: 3, name: 'Kavya Menon' },
      seats_left: 30,
    },
  ],
  alert: {
    threshold_hours: 24,
    count: 2,
    oldest: {
      student_id: 41,
      fullname: 'Sunita Verma',
      paid_at: '2026-11-22T04:30:00.000Z',
      waiting_minutes: 4 * 24 * 60 + 75,
    },
  },
  capacity: 30,
};

// ------------------------------------------------------------------ a batch's sessions, attendance and progress
const HELD = 9;
const heldTopics = [
  'Meet your AI assistant',
  'Writing prompts that work',
  'Reading the world with your phone camera',
  'Planning your week with AI',
  'Staying safe with AI',
  'Drafting e-mails and messages',
  'Summarising long documents',
  'Making a simple budget',
  'Learning a new skill with AI',
  'Creating images for your work',
];
const sessionTopic = (no: number) => heldTopics[(no - 1) % heldTopics.length]!;
const sessionDate = (no: number) => {
  const d = new Date(Date.UTC(2026, 10, 16));
  d.setUTCDate(d.getUTCDate() + (no - 1) + Math.floor((no - 1) / 6));
  return d.toISOString().slice(0, 10);
};
const attendanceOf = (no: number) => (no === 4 ? 'absent' : no === 2 ? 'late' : no < HELD ? 'present' : null);
// Her practice: Sessions 1 and 2 done (2 on her second answer), 3 with her tutor, 5 sent back to try again.
const practiceOf = (no: number) =>
  ({ 1: 'done', 2: 'done', 3: 'submitted', 5: 'try_again' } as Record<number, 'done' | 'submitted' | 'try_again'>)[no] ?? null;

export const mySessions = {
  success: true,
  data: {
    batch_id: 12,
    batch_name: 'Aarohi Evening Batch 12',
    batch_status: 'Active',
    timing: 'Mon-Sat 19:00-20:30',
    sessions: Array.from({ length: 25 }, (_, i) => ({
      id: 200 + i + 1,
      session_no: i + 1,
      module_no: Math.ceil((i + 1) / 5),
      date: sessionDate(i + 1),
      topic: sessionTopic(i + 1),
      held: i + 1 <= HELD,
      has_recording: i + 1 <= HELD,
      materials: i + 1 <= 3 ? 1 : 0,
      has_notes: i + 1 <= HELD,
      attendance: i + 1 <= HELD ? attendanceOf(i + 1) : null,
      practice: i + 1 <= HELD ? practiceOf(i + 1) : null,
    })),
    progress: {
      held: HELD,
      attended: 7,
      practice_done: 2,
      practice_set: HELD,
      total_sessions: 25,
      modules_completed: 1,
      modules_total: 5,
      next: { session_no: HELD + 1, date: sessionDate(HELD + 1), topic: sessionTopic(HELD + 1) },
      on_track: false,
      certificate_earned: false,
      attendance_needed: 20,
    },
  },
};
export const emptyMySessions = {
  ...mySessions,
  data: {
    ...mySessions.data,
    sessions: mySessions.data.sessions.map((s) => ({ ...s, held: false, has_recording: false, materials: 0, has_notes: false, attendance: null, practice: null })),
    progress: { ...mySessions.data.progress, held: 0, attended: 0, practice_done: 0, practice_set: 0, modules_completed: 0, on_track: true, next: { session_no: 1, date: sessionDate(1), topic: sessionTopic(1) } },
  },
};

export const sessionDetail = {
  id: 203,
  batch_id: 12,
  batch_name: 'Aarohi Evening Batch 12',
  batch_status: 'Active',
  timing: 'Mon-Sat 19:00-20:30',
  session_no: 3,
  module_no: 1,
  date: sessionDate(3),
  topic: sessionTopic(3),
  curriculum: 'everyday',
  held: true,
  notes:
    "Thank you for today's class. We used Google Lens and Google Translate.\n\nYour practice: read a label or a notice in another language and ask for a summary in your own.\n\nHelp pages: https://support.google.com/websearch/answer/14508957",
  recording_open_url: '/mock-api/api/sessions/203/recording',
  recording_url: 'https://drive.example.com/aarohi/batch-12/session-3',
  materials: [
    {
      id: 31,
      name: 'Session 3 handout – Reading the world with your phone camera.pdf',
      kind: 'pdf',
      size: 3_412,
      url: '/mock-api/api/sessions/203/materials/31',
      created_at: '2026-11-18T15:05:00.000Z',
    },
    { id: 32, name: 'लेबल पढ़ना – उदाहरण.png', kind: 'png', size: 184_320, url: '/mock-api/api/sessions/203/materials/32', created_at: '2026-11-18T15:06:00.000Z' },
  ],
  my_attendance: 'present',
  join_url: '/mock-api/api/sessions/203/join',
  roster: [
    { student_id: 3, name: 'Asha Rao', status: null, suggested: 'present', joined_at: '2026-11-18T13:28:00.000Z', caught_up_on: null },
    { student_id: 4, name: 'Lakshmi Nair', status: null, suggested: 'absent', joined_at: null, caught_up_on: '2026-11-20' },
    { student_id: 5, name: 'Fatima Sheikh', status: null, suggested: 'late', joined_at: '2026-11-18T13:52:00.000Z', caught_up_on: null },
  ],
  attendance_editable: true,
  attendance_editable_until: '2026-11-25T15:00:00.000Z',
};
export const emptySessionDetail = {
  ...sessionDetail,
  notes: null,
  recording_open_url: null,
  recording_url: null,
  materials: [],
  my_attendance: null,
  roster: [],
};

export const batchSessions = {
  success: true,
  data: {
    batch_id: 12,
    batch_name: 'Aarohi Evening Batch 12',
    batch_status: 'Active',
    timing: 'Mon-Sat 19:00-20:30',
    students: 3,
    sessions: mySessions.data.sessions.map(({ attendance: _a, practice: _p, ...s }) => ({
      ...s,
      marked: s.held && s.session_no < HELD,
      attended_count: s.held && s.session_no < HELD ? 2 : 0,
    })),
  },
};
export const emptyBatchSessions = {
  ...batchSessions,
  data: { ...batchSessions.data, students: 0, sessions: emptyMySessions.data.sessions.map(({ attendance: _a, ...s }) => ({ ...s, marked: false, attended_count: 0 })) },
};
export const batchProgress = {
  success: true,
  data: {
    batch_id: 12,
    batch_status: 'Active',
    held: HELD,
    total_sessions: 25,
    attendance_needed: 20,
    students: [
      { student_id: 3, name: 'Asha Rao', attended: 9, caught_up: 0, held: HELD, practice_done: 2, modules_completed: 1, on_track: true, certificate_earned: false, at_risk: false },
      { student_id: 4, name: 'Lakshmi Nair', attended: 8, caught_up: 1, held: HELD, practice_done: 1, modules_completed: 1, on_track: true, certificate_earned: false, at_risk: false },
      { student_id: 5, name: 'Fatima Sheikh', attended: 5, caught_up: 0, held: HELD, practice_done: 1, modules_completed: 0, on_track: false, certificate_earned: false, at_risk: true },
    ],
  },
};

/**
 * GET /api/sessions/{id}/feedback answers a student (her rating) and the batch's tutor (the summary
 * without names) differently; the stories answer both at once and each page reads its own fields.
 */
export const sessionFeedback = {
  session_id: 203,
  can_rate: false,
  reason: null,
  mine: {
    rating: 4,
    comment: 'लेबल पढ़ने वाला अभ्यास बहुत काम का था। अगली बार थोड़ा धीरे समझाइए।',
    created_at: '2026-11-18T16:10:00.000Z',
    updated_at: '2026-11-18T16:10:00.000Z',
    editable_until: '2026-11-20T16:10:00.000Z',
    editable: true,
  },
  average: 4.3,
  count: 7,
  distribution: [0, 0, 1, 3, 3],
  comments: [
    { rating: 5, comment: 'Finally understood how to read a medicine label with the camera.', created_at: '2026-11-18T15:40:00.000Z' },
    { rating: 4, comment: 'लेबल पढ़ने वाला अभ्यास बहुत काम का था। अगली बार थोड़ा धीरे समझाइए।', created_at: '2026-11-18T16:10:00.000Z' },
    { rating: 3, comment: 'My phone was slow; the recording helped.', created_at: '2026-11-18T17:05:00.000Z' },
  ],
};
/** Nobody rated it yet: the student sees the rating form, the tutor "No ratings yet". */
export const emptySessionFeedback = {
  session_id: 203,
  can_rate: true,
  reason: null,
  mine: null,
  average: null,
  count: 0,
  distribution: [0, 0, 0, 0, 0],
  comments: [],
};

// ------------------------------------------------------------------ where she stands
// GET /api/student/standing (contracts' studentStanding, flattened): the dashboard, certificate page
// and enrolled-courses page read it.
const standingBatch = {
  id: 12,
  name: 'Aarohi Evening Batch 12',
  status: 'Active',
  timing: 'Mon-Sat 19:00-20:30',
  first_class: '2026-11-16',
  last_class: '2026-12-14',
};
const standingBase = {
  attended: 0,
  held: 0,
  total: 25,
  required: 20,
  remaining: 0,
  short_by: 0,
  certificate_no: null,
  certificate_revoked: false,
};
/** In her course: the demo student's 7 of 9 held. */
export const standingInCourse = { ...standingBase, stage: 'in_course', batch: standingBatch, attended: 7, held: 9, remaining: 13 };
/** Paid, no batch of her course open. */
export const standingWaiting = { ...standingBase, stage: 'waiting', batch: null };

/** The graduate: her batch Completed, 20 of 25 attended, her certificate issued. */
export const graduateBatch = {
  ...standingBatch,
  id: 4,
  name: 'Aarohi Evening Batch 9',
  status: 'Completed',
  first_class: '2026-09-07',
  last_class: '2026-10-05',
};
export const standingGraduate = {
  ...standingBase,
  stage: 'graduated',
  batch: graduateBatch,
  attended: 20,
  held: 25,
  certificate_no: 'AAR-7KQ2-M9XD-4HTP-R3WN',
};
export const graduateDashboard: StudentDashboard = {
  success: true,
  stats: { completed_courses: 1, ongoing_courses: 0, cancelled_courses: 0 },
  batchInfo: null,
  tutorInfo: null,
  course: { course_id: 1, title: 'AI for Everyday Life', curriculum: 'everyday' },
  placement: { status: 'placed', course_title: 'AI for Everyday Life', message: null },
};
export const graduateMySessions = {
  success: true,
  data: {
    ...mySessions.data,
    batch_id: 4,
    batch_name: graduateBatch.name,
    batch_status: 'Completed',
    sessions: mySessions.data.sessions.map((s, i) => ({
      ...s,
      held: true,
      has_recording: true,
      has_notes: true,
      attendance: [3, 8, 14, 19, 22].includes(i + 1) ? 'absent' : 'present',
      practice: [3, 14, 22].includes(i + 1) ? null : 'done',
    })),
    progress: {
      ...mySessions.data.progress,
      held: 25,
      attended: 20,
      practice_done: 22,
      practice_set: 25,
      modules_completed: 5,
      next: null,
      on_track: true,
      certificate_earned: true,
    },
  },
};

/** A student who has just paid: what the payment page leaves for /login and her first dashboard. */
export const justPaidStudent = { ...student, id: 3 };

// ------------------------------------------------------------------ support's read-only student view
export const staffStudentView = {
  student: {
    student_id: 9,
    fullname: 'Divya Patel',
    email: 'divya@aarohi.example',
    phone_number: '9876534567',
    payment_status: 'completed',
    batch: { batch_id: 4, batch_name: graduateBatch.name },
    created_at: '2026-09-01T10:00:00.000Z',
  },
  paid_at: '2026-09-02T10:00:00.000Z',
  standing: { ...standingBase, stage: 'graduated_short', batch: graduateBatch, attended: 19, held: 25, short_by: 1 },
  attendance: Array.from({ length: 25 }, (_, i) => ({
    session_no: i + 1,
    // Her batch's own days: Monday 7 September to Saturday 3 October, Sundays off.
    date: new Date(Date.UTC(2026, 8, 7 + i + Math.floor(i / 6))).toISOString().slice(0, 10),
    topic: sessionTopic(i + 1),
    held: true,
    status: [2, 6, 11, 17, 21, 24].includes(i + 1) ? 'absent' : i + 1 === 9 ? 'late' : 'present',
  })),
  tickets: [
    { ticket_id: 12, subject: 'Can I still get my certificate?', priority: 'Medium', status: 'Open', created_at: '2026-10-05T10:00:00.000Z' },
    { ticket_id: 7, subject: 'Recording of session 6', priority: 'Low', status: 'Resolved', created_at: '2026-09-13T08:30:00.000Z' },
  ],
};
export const emptyStaffStudentView = {
  ...staffStudentView,
  student: { ...staffStudentView.student, fullname: 'Rekha Joshi', email: 'rekha@aarohi.example', batch: null },
  standing: { ...standingBase, stage: 'waiting', batch: null },
  attendance: [],
  tickets: [],
};
