// The back office's batches for the Pages stories (/staff/batches and one batch opened from it):
// the list, the ratings overview, and the opened batch's students, timetable, attendance and
// feedback, one handler set per state. The visual test's clock stands at 23 Nov 2026, 10:00 IST, so
// Evening Batch 14 has held 9 of its 25 sessions and Career Evening Batch 4 starts on 30 November.
import type {
  BatchRosterStudent,
  StaffAttendanceResponse,
  StaffBatch,
  StaffBatchFeedbackResponse,
  StaffFeedbackOverviewResponse,
  StaffTimetableSession,
} from '@ai-women/contracts';
import { CAREER_CURRICULUM, EVERYDAY_CURRICULUM, type CourseModule } from '@ai-women/contracts/curriculum';
import { read, type MockState } from './api';

/** Newest start first is how the screen sorts them; the API sends them in its own order. */
export const backofficeBatches: StaffBatch[] = [
  {
    batch_id: 14,
    batch_name: 'Aarohi Evening Batch 14',
    course_title: 'AI for Everyday Life',
    tutor: { tutor_id: 3, name: 'Kavya Menon' },
    status: 'Active',
    timing: 'Mon, Wed, Fri · 7:00 PM',
    start_date: '2026-11-02',
    meeting_url: 'https://meet.example/aarohi-batch-14',
    course_id: 1,
    students: 6,
    seats_left: 24,
    next_statuses: ['Completed'],
  },
  {
    batch_id: 11,
    batch_name: 'Aarohi Career Evening Batch 4',
    course_title: 'AI for Your Career',
    tutor: { tutor_id: 3, name: 'Kavya Menon' },
    status: 'Inactive',
    timing: 'Mon to Sat · 7:00 PM',
    start_date: '2026-11-30',
    meeting_url: null,
    course_id: 2,
    students: 0,
    seats_left: 30,
    next_statuses: ['Active'],
  },
  {
    batch_id: 13,
    batch_name: 'Aarohi Morning Batch 13',
    course_title: 'AI for Your Career',
    tutor: { tutor_id: 6, name: 'Farhana Qureshi' },
    status: 'Active',
    timing: 'Tue, Thu, Sat · 10:00 AM',
    start_date: '2026-10-13',
    meeting_url: 'https://meet.example/aarohi-batch-13',
    course_id: 2,
    students: 27,
    seats_left: 3,
    next_statuses: ['Completed'],
  },
  {
    batch_id: 16,
    batch_name: 'Aarohi Hindi Batch 16',
    course_title: 'AI for Women in Business',
    tutor: null,
    status: 'Inactive',
    timing: 'Tue, Thu · 6:30 PM',
    start_date: '2026-12-08',
    meeting_url: null,
    course_id: 3,
    students: 0,
    seats_left: 30,
    next_statuses: ['Active'],
  },
  {
    batch_id: 9,
    batch_name: 'Aarohi Weekend Batch 9',
    course_title: 'AI for Women in Business',
    tutor: { tutor_id: 4, name: 'Rohini Deshpande' },
    status: 'Completed',
    timing: 'Sat, Sun · 11:00 AM',
    start_date: '2026-06-06',
    meeting_url: 'https://meet.example/aarohi-weekend-9',
    course_id: 3,
    students: 22,
    seats_left: 8,
    next_statuses: [],
  },
];

/** The batch the success stories open: half-way through its course. */
export const OPEN_BATCH = 14;
/** The batch the empty stories open: planned, nobody placed in it yet. */
export const NEW_BATCH = 11;

const roster: BatchRosterStudent[] = [
  {
    student_id: 51,
    fullname: 'प्रिया शर्मा',
    email: 'priya.sharma@example.in',
    phone_number: '9823456710',
    paid_at: '2026-10-28T06:42:00.000Z',
  },
  {
    student_id: 52,
    fullname: 'Farzana Sheikh',
    email: 'farzana.s@example.in',
    phone_number: '9123409876',
    paid_at: '2026-10-29T14:05:00.000Z',
  },
  {
    student_id: 53,
    fullname: 'Lakshmi Narayanan',
    email: 'lakshmi.n@example.in',
    phone_number: '9988776655',
    paid_at: '2026-10-30T04:18:00.000Z',
  },
  {
    student_id: 54,
    fullname: 'Gurpreet Kaur',
    email: 'gurpreet.kaur@example.in',
    phone_number: '9815002244',
    paid_at: '2026-10-30T11:51:00.000Z',
  },
  {
    student_id: 55,
    fullname: 'Anjali Das',
    email: 'anjali.das@example.in',
    phone_number: '9433012876',
    paid_at: '2026-10-31T08:27:00.000Z',
  },
  {
    student_id: 56,
    fullname: 'Meenakshi Sundaram',
    email: 'meenakshi.s@example.in',
    phone_number: '9840567123',
    paid_at: '2026-11-01T03:10:00.000Z',
  },
];

const topics = (curriculum: CourseModule[]) =>
  curriculum.flatMap((m) => m.sessions.map((s) => ({ module_no: m.no, topic: s.topic })));

/**
 * A batch's 25 sessions as the API plans them: 7:00 to 8:30 pm India time on its weekdays
 * (0 = Sunday) from its first day; the first `held` ones have taken place.
 */
function timetable(
  firstId: number,
  start: string,
  weekdays: number[],
  curriculum: CourseModule[],
  held: number,
): StaffTimetableSession[] {
  const day = new Date(`${start}T00:00:00.000Z`);
  return topics(curriculum).map((t, i) => {
    while (!weekdays.includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    day.setUTCDate(day.getUTCDate() + 1);
    return {
      id: firstId + i,
      session_no: i + 1,
      ...t,
      date,
      starts_at: `${date}T13:30:00.000Z`,
      ends_at: `${date}T15:00:00.000Z`,
      moved_from_date: null,
      held: i < held,
    };
  });
}

const HELD = 9;
const openTimetable = timetable(1401, '2026-11-02', [1, 3, 5], EVERYDAY_CURRICULUM, HELD);
// Session 11 was moved from its Wednesday to the Thursday after (the tutor's exam invigilation duty).
{
  const planned = openTimetable[10]!;
  const date = new Date(Date.parse(`${planned.date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
  openTimetable[10] = {
    ...planned,
    date,
    starts_at: `${date}T13:30:00.000Z`,
    ends_at: `${date}T15:00:00.000Z`,
    moved_from_date: planned.date,
  };
}
const newTimetable = timetable(1101, '2026-11-30', [1, 2, 3, 4, 5, 6], CAREER_CURRICULUM, 0);

type Mark = 'present' | 'absent' | 'late' | null;
const P = 'present';
const A = 'absent';
const L = 'late';
const marks: Record<number, Mark[]> = {
  51: [P, P, P, L, P, P, P, P, P],
  52: [P, A, P, P, P, L, P, P, null],
  53: [P, P, P, P, P, P, P, P, P],
  54: [L, P, A, A, P, P, P, L, P],
  55: [P, P, P, P, A, P, P, P, P],
  56: [P, P, L, P, P, P, A, P, P],
};

const attendance: StaffAttendanceResponse['data'] = {
  batch_id: OPEN_BATCH,
  batch_name: 'Aarohi Evening Batch 14',
  sessions: openTimetable
    .slice(0, HELD)
    .map((s) => ({ session_id: s.id, session_no: s.session_no, date: s.date })),
  students: roster.map((s) => {
    const own = marks[s.student_id]!;
    return {
      student_id: s.student_id,
      name: s.fullname,
      marks: own,
      attended: own.filter((m) => m === 'present' || m === 'late').length,
      held: HELD,
    };
  }),
};

const feedback: StaffBatchFeedbackResponse['data'] = {
  batch_id: OPEN_BATCH,
  batch_name: 'Aarohi Evening Batch 14',
  tutor_name: 'Kavya Menon',
  average: 4.6,
  count: 10,
  sessions: [
    {
      session_id: 1409,
      session_no: 9,
      date: openTimetable[8]!.date,
      topic: openTimetable[8]!.topic,
      average: 4.5,
      count: 4,
      entries: [
        {
          student_id: 51,
          name: 'प्रिया शर्मा',
          rating: 5,
          comment: 'बहुत अच्छा सत्र। अब मैं अपनी दुकान के लिए पोस्टर खुद बना लेती हूँ।',
          created_at: '2026-11-20T15:20:00.000Z',
        },
        {
          student_id: 53,
          name: 'Lakshmi Narayanan',
          rating: 5,
          comment: 'The side-by-side comparison finally made prompts click for me.',
          created_at: '2026-11-20T15:41:00.000Z',
        },
        {
          student_id: 55,
          name: 'Anjali Das',
          rating: 4,
          comment: null,
          created_at: '2026-11-21T02:05:00.000Z',
        },
        {
          student_id: 56,
          name: 'Meenakshi Sundaram',
          rating: 4,
          comment: 'A little fast in the last ten minutes, but the recording helped.',
          created_at: '2026-11-21T04:30:00.000Z',
        },
      ],
    },
    {
      session_id: 1408,
      session_no: 8,
      date: openTimetable[7]!.date,
      topic: openTimetable[7]!.topic,
      average: 4.7,
      count: 6,
      entries: [
        {
          student_id: 51,
          name: 'प्रिया शर्मा',
          rating: 5,
          comment: null,
          created_at: '2026-11-18T15:12:00.000Z',
        },
        {
          student_id: 52,
          name: 'Farzana Sheikh',
          rating: 5,
          comment: 'I wrote my first Excel formula with the assistant’s help.',
          created_at: '2026-11-18T15:30:00.000Z',
        },
        {
          student_id: 53,
          name: 'Lakshmi Narayanan',
          rating: 4,
          comment: null,
          created_at: '2026-11-18T16:02:00.000Z',
        },
        {
          student_id: 54,
          name: 'Gurpreet Kaur',
          rating: 5,
          comment: 'Kavya ma’am explained it twice without making me feel slow.',
          created_at: '2026-11-19T03:15:00.000Z',
        },
        {
          student_id: 55,
          name: 'Anjali Das',
          rating: 4,
          comment: null,
          created_at: '2026-11-19T05:48:00.000Z',
        },
        {
          student_id: 56,
          name: 'Meenakshi Sundaram',
          rating: 5,
          comment: null,
          created_at: '2026-11-19T06:20:00.000Z',
        },
      ],
    },
  ],
};

// The same ratings as the batch's own feedback above (Kavya's first batch that students rated).
const ratings: StaffFeedbackOverviewResponse['data'] = {
  tutors: [
    { tutor_id: 3, name: 'Kavya Menon', average: 4.6, count: 10 },
    { tutor_id: 6, name: 'Farhana Qureshi', average: 4.3, count: 118 },
    { tutor_id: 4, name: 'Rohini Deshpande', average: 4.8, count: 236 },
  ],
  batches: [
    {
      batch_id: 14,
      batch_name: 'Aarohi Evening Batch 14',
      tutor_name: 'Kavya Menon',
      average: 4.6,
      count: 10,
    },
    {
      batch_id: 13,
      batch_name: 'Aarohi Morning Batch 13',
      tutor_name: 'Farhana Qureshi',
      average: 4.3,
      count: 118,
    },
    {
      batch_id: 9,
      batch_name: 'Aarohi Weekend Batch 9',
      tutor_name: 'Rohini Deshpande',
      average: 4.8,
      count: 236,
    },
    {
      batch_id: 11,
      batch_name: 'Aarohi Career Evening Batch 4',
      tutor_name: 'Kavya Menon',
      average: null,
      count: 0,
    },
    { batch_id: 16, batch_name: 'Aarohi Hindi Batch 16', tutor_name: null, average: null, count: 0 },
  ],
};

const envelope = <T>(data: T) => ({ success: true, data });
const idOf = (params: Record<string, unknown>) => Number(params.id);

/** The list as the API filters it: by status, and by batch or tutor name. */
function listed(query: URLSearchParams) {
  const status = query.get('status') ?? '';
  const q = (query.get('q') ?? '').trim().toLowerCase();
  return backofficeBatches.filter(
    (b) =>
      (!status || b.status === status) &&
      (!q || b.batch_name.toLowerCase().includes(q) || (b.tutor?.name.toLowerCase().includes(q) ?? false)),
  );
}

const batchOf = (id: number) => backofficeBatches.find((b) => b.batch_id === id);

/** A batch that has held no session: no columns, no marks. */
const noAttendance = (id: number): StaffAttendanceResponse['data'] => ({
  batch_id: id,
  batch_name: batchOf(id)?.batch_name ?? '',
  sessions: [],
  students: [],
});
/** A batch nobody has rated yet. */
const noFeedback = (id: number): StaffBatchFeedbackResponse['data'] => ({
  batch_id: id,
  batch_name: batchOf(id)?.batch_name ?? '',
  tutor_name: batchOf(id)?.tutor?.name ?? null,
  average: null,
  count: 0,
  sessions: [],
});

function timetableOf(id: number) {
  const batch = batchOf(id);
  const sessions = id === OPEN_BATCH ? openTimetable : id === NEW_BATCH ? newTimetable : [];
  return envelope({ batch_id: id, timing: batch?.timing ?? '', sessions });
}

/**
 * `list` answers the batch list and the ratings overview; `batch` answers what an opened batch
 * loads (students, timetable, attendance, feedback). The Batches stories keep both in one state;
 * the Batch stories have the list answer and their batch in the story's state.
 */
export function staffBatchHandlers(list: MockState, batch: MockState = list) {
  return [
    read(
      '/api/staff/batches',
      list,
      ({ query }) => envelope(listed(query)),
      () => envelope([]),
    ),
    read(
      '/api/staff/feedback',
      list,
      () => envelope(ratings),
      () => envelope({ tutors: [], batches: [] }),
    ),
    read(
      '/api/staff/batches/:id/students',
      batch,
      ({ params }) => envelope(idOf(params) === OPEN_BATCH ? roster : []),
      () => envelope([]),
    ),
    // A planned batch has its timetable from the day it is created: "empty" still lists it.
    read(
      '/api/staff/batches/:id/sessions',
      batch,
      ({ params }) => timetableOf(idOf(params)),
      ({ params }) => timetableOf(idOf(params)),
    ),
    read(
      '/api/staff/batches/:id/attendance',
      batch,
      ({ params }) => envelope(idOf(params) === OPEN_BATCH ? attendance : noAttendance(idOf(params))),
      ({ params }) => envelope(noAttendance(idOf(params))),
    ),
    read(
      '/api/staff/batches/:id/feedback',
      batch,
      ({ params }) => envelope(idOf(params) === OPEN_BATCH ? feedback : noFeedback(idOf(params))),
      ({ params }) => envelope(noFeedback(idOf(params))),
    ),
  ];
}
