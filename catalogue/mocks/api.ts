// One MSW handler set per state, covering every API call the Pages stories' screens make.
// loading: reads never answer; empty: empty lists and nulls; error: the API is down (500 with the
// standard `{ success: false, message }` body); success: the answers in ./data.
// Writes (form submits) follow their own state: the story's play function submits the form.
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import {
  MEETING_MESSAGES,
  MESSAGES,
  PROFILE_MESSAGES,
  WHATSAPP_MESSAGES,
  WHATSAPP_WILL_RECEIVE,
  whatsappConsentText,
  formatIndianMobile,
} from '@ai-women/contracts';
import * as d from './data';
import * as q from './quizzes';

export type MockState = 'loading' | 'empty' | 'error' | 'success';

/** The API base the stories configure (window.__AAROHI_CONFIG__.apiBaseUrl = origin + MOCK_API_PATH). */
export const MOCK_API_PATH = '/mock-api';
/** The pattern a handler matches for an API path. */
export const at = (path: string) => `*${MOCK_API_PATH}${path}`;

export const SERVER_DOWN_MESSAGE = 'The service is taking a break. Please try again in a few minutes.';
const down = () => HttpResponse.json({ success: false, message: SERVER_DOWN_MESSAGE }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** What a GET asked for: its path parameters (by the pattern's names) and its query string. */
export interface ReadRequest {
  params: Record<string, string | readonly string[] | undefined>;
  query: URLSearchParams;
}

/** A GET answered per state: `success` and `empty` are the two bodies the API would send. */
export function read(
  path: string,
  state: MockState,
  success: (request: ReadRequest) => JsonBodyType,
  empty: (request: ReadRequest) => JsonBodyType,
) {
  return http.get(at(path), async ({ params, request }) => {
    if (state === 'loading') return never();
    if (state === 'error') return down();
    const asked = { params, query: new URL(request.url).searchParams };
    return HttpResponse.json((state === 'empty' ? empty : success)(asked));
  });
}

/** A GET that answers `body` (with `status`), never answers ('loading'), or fails ('error'). */
export function answerGet(path: string, body: JsonBodyType | 'loading' | 'error', status = 200) {
  return http.get(at(path), async () => {
    if (body === 'loading') return never();
    if (body === 'error') return down();
    return HttpResponse.json(body, { status });
  });
}

/** A write answered per state: `refusal` is the 4xx the API sends for this form's usual failure. */
function write(
  method: 'post' | 'put',
  path: string,
  state: MockState,
  success: () => JsonBodyType,
  refusal: { status: number; message: string } = { status: 500, message: SERVER_DOWN_MESSAGE },
) {
  return http[method](at(path), async () => {
    if (state === 'loading') return never();
    if (state === 'error')
      return HttpResponse.json({ success: false, message: refusal.message }, { status: refusal.status });
    return HttpResponse.json(success());
  });
}

export const envelope = <T>(data: T) => ({ success: true, data });

/** Her WhatsApp card: on since she ticked it at registration, or off with the words she would agree to. */
const whatsappView = (on: boolean) => {
  const phone = d.studentProfile.phone_number;
  return {
    on,
    number: formatIndianMobile(phone),
    consent_text: whatsappConsentText('en', phone),
    will_receive: [...WHATSAPP_WILL_RECEIVE.en],
    changed_at: on ? '2026-11-02T09:15:00.000Z' : null,
    source: on ? ('registration' as const) : null,
  };
};
const tid = d.tutor.tutor_id;
const sid = d.student.id;

/** Every read of the learner app and the tutor portal, in one state. */
export function readHandlers(state: MockState) {
  return [
    // Configuration rather than data: the payment page's TEST MODE banner shows in every state.
    http.get(at('/api/payments/mode'), () =>
      HttpResponse.json({ success: true, provider: 'sandbox', testMode: true }),
    ),
    // Who is signed in to the back office: a session, not data, so every state has one.
    http.get(at('/api/staff/me'), () => HttpResponse.json({ success: true, staff: d.staffAdmin })),
    read(
      '/api/staff/placements',
      state,
      () => envelope(d.placements),
      () =>
        envelope({ ...d.placements, waiting: [], alert: { threshold_hours: 24, count: 0, oldest: null } }),
    ),
    read(
      '/api/courses',
      state,
      () => d.courses,
      () => [],
    ),
    // One course's public page: its open batches with seats left and its tutors.
    read(
      '/api/courses/:courseId/offer',
      state,
      () => ({
        success: true,
        course: d.courses[1],
        batches: d.batchChoices,
        tutors: [{ name: 'Kavya Menon', bio: 'Teaches adults to use AI at work and at home; ten years of classroom experience.' }],
      }),
      () => ({ success: true, course: d.courses[1], batches: [], tutors: [] }),
    ),
    read(
      '/api/testimonials',
      state,
      () => d.testimonials,
      () => [],
    ),
    // The payment page's batch choice: empty = no open batch of her course (she can still pay).
    read(
      '/api/payments/options/:userId',
      state,
      () => ({ success: true, course: d.courses[1], batches: d.batchChoices, order_ttl_minutes: 30 }),
      () => ({ success: true, course: d.courses[1], batches: [], order_ttl_minutes: 30 }),
    ),
    read(
      '/api/coupons',
      state,
      () => ({ success: true, coupons: d.coupons }),
      () => ({ success: true, coupons: [] }),
    ),
    read(
      `/api/student/dashboard/${sid}`,
      state,
      () => d.studentDashboard,
      () => d.emptyStudentDashboard,
    ),
    read(
      '/api/student/standing',
      state,
      () => ({ success: true, data: d.standingInCourse }),
      () => ({ success: true, data: d.standingWaiting }),
    ),
    read(
      '/api/staff/students/:studentId',
      state,
      () => ({ success: true, data: d.staffStudentView }),
      () => ({ success: true, data: d.emptyStaffStudentView }),
    ),
    read(
      `/api/student/sessions/${sid}`,
      state,
      () => ({ success: true, sessions: d.sessions }),
      () => ({ success: true, sessions: [] }),
    ),
    read(
      `/api/student/notifications/${sid}`,
      state,
      () => envelope(d.studentNotifications),
      () => envelope([]),
    ),
    read(
      '/api/student/whatsapp',
      state,
      () => envelope(whatsappView(true)),
      () => envelope(whatsappView(false)),
    ),
    read(
      `/api/student/profile/${sid}`,
      state,
      () => ({ success: true, profile: d.studentProfile }),
      () => ({ success: true, profile: d.newStudentProfile }),
    ),
    http.get(at('/api/tutor/batch-students/:batchId'), async () => {
      if (state === 'loading') return never();
      if (state === 'error') return down();
      return HttpResponse.json({ success: true, own: true, data: state === 'empty' ? [] : d.batchStudents });
    }),
    read(
      `/api/student/tickets/${sid}`,
      state,
      () => envelope(d.studentTickets),
      () => envelope([]),
    ),
    http.get(at(`/api/tutor/batches/${tid}`), async ({ request }) => {
      if (state === 'loading') return never();
      if (state === 'error') return down();
      const status = new URL(request.url).searchParams.get('status');
      const list = state === 'empty' ? [] : d.batches;
      return HttpResponse.json(
        envelope(status && status !== 'all' ? list.filter((b) => b.status.toLowerCase() === status) : list),
      );
    }),
    read(
      `/api/tutor/batches/${tid}/stats`,
      state,
      () => envelope(d.batchStats),
      () => envelope(d.emptyBatchStats),
    ),
    read(
      `/api/support-tickets/${tid}`,
      state,
      () => envelope(d.tickets),
      () => envelope([]),
    ),
    read(
      `/api/support-tickets/${tid}/stats`,
      state,
      () => envelope(d.ticketStats),
      () => envelope(d.emptyTicketStats),
    ),
    read(
      `/api/tutor/notifications/${tid}`,
      state,
      () => envelope(d.tutorNotifications),
      () => envelope([]),
    ),
    read(
      `/api/tutor/uploads/${tid}`,
      state,
      () => envelope(d.uploads),
      () => envelope(null),
    ),
    read(
      `/api/tutor/profile/${tid}`,
      state,
      () => envelope(d.tutor),
      () => envelope(d.tutor),
    ),
    read(
      '/api/student/my-sessions',
      state,
      () => d.mySessions,
      () => d.emptyMySessions,
    ),
    read(
      '/api/student/my-sessions/:sessionNo',
      state,
      () => envelope(d.sessionDetail),
      () => envelope(d.emptySessionDetail),
    ),
    read(
      '/api/sessions/:id',
      state,
      () => envelope(d.sessionDetail),
      () => envelope(d.emptySessionDetail),
    ),
    read(
      '/api/sessions/:id/feedback',
      state,
      () => envelope(d.sessionFeedback),
      () => envelope(d.emptySessionFeedback),
    ),
    read(
      '/api/tutor/batches/:batchId/sessions',
      state,
      () => d.batchSessions,
      () => d.emptyBatchSessions,
    ),
    read(
      '/api/tutor/batches/:batchId/progress',
      state,
      () => d.batchProgress,
      () => ({ ...d.batchProgress, data: { ...d.batchProgress.data, held: 0, students: [] } }),
    ),
    read(
      q.BATCH_QUIZZES_PATH,
      state,
      () => q.batchQuizScoresBody,
      () => q.emptyBatchQuizScoresBody,
    ),
  ];
}

/** Every form submit, in one state. */
export function writeHandlers(state: MockState) {
  return [
    write('post', '/login', state, () => ({ success: true, message: 'Login successful', user: d.student }), {
      status: 401,
      message: MESSAGES.invalidCredentials,
    }),
    write(
      'post',
      '/register',
      state,
      () => ({ success: true, message: 'Registration successful', userId: 42 }),
      {
        status: 409,
        message: 'An account with this email already exists. Please login instead.',
      },
    ),
    write('post', '/api/support-tickets', state, () => ({
      success: true,
      message: 'Support ticket created successfully!',
      ticket_id: 77,
    })),
    write('post', '/api/payments/order', state, () => ({
      success: true,
      orderId: 'order_catalogue0001',
      amount: 199920,
      currency: 'INR',
      keyId: 'rzp_test_catalogue',
      checkoutScriptUrl: '/checkout.js',
      description: 'Payment for the course',
      coupon: d.coupons[0],
    })),
    write(
      'post',
      '/api/tutor/login',
      state,
      () => ({ success: true, message: 'Login successful', data: d.tutor }),
      {
        status: 401,
        message: MESSAGES.invalidCredentials,
      },
    ),
    write('post', '/api/tutor-support-tickets', state, () => ({
      success: true,
      message: 'Support ticket created successfully!',
      support_id: 503,
    })),
    write('put', `/api/tutor/profile/${tid}`, state, () => ({
      success: true,
      message: 'Profile updated successfully!',
      data: {
        name: d.tutor.name,
        phone_number: d.tutor.phone_number,
        email: d.tutor.email,
        created_at: d.tutor.created_at,
      },
    })),
    write('put', `/api/student/profile/${sid}`, state, () => ({
      success: true,
      message: PROFILE_MESSAGES.detailsSaved,
      profile: d.studentProfile,
    })),
    write('put', '/api/student/whatsapp', state, () => ({
      success: true,
      message: WHATSAPP_MESSAGES.on,
      data: whatsappView(true),
    })),
    write('post', `/api/student/profile/${sid}/email`, state, () => ({
      success: true,
      message: PROFILE_MESSAGES.emailChangeSent,
    })),
    write(
      'put',
      `/api/student/profile/${sid}/password`,
      state,
      () => ({ success: true, message: PROFILE_MESSAGES.passwordChanged }),
      { status: 400, message: PROFILE_MESSAGES.currentPasswordWrong },
    ),
    write('put', '/api/batches/:batchId/meeting-url', state, () => ({
      success: true,
      message: MEETING_MESSAGES.saved,
      meeting_url: 'https://meet.example/aarohi-batch-14',
      notified: 18,
    })),
    http.get(at('/api/me'), () => HttpResponse.json({ success: true, role: null })),
    http.post(at('/logout'), () => HttpResponse.json({ success: true, message: 'Logged out successfully' })),
    http.post(at('/api/tutor/logout'), () =>
      HttpResponse.json({ success: true, message: 'Logged out successfully' }),
    ),
  ];
}

/** The handlers of one story: its reads in `reads`, its form submit (if any) in `writes`. */
export function mockApi(reads: MockState, writes: MockState = 'success') {
  return [...readHandlers(reads), ...writeHandlers(writes)];
}
