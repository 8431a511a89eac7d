import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { DashboardScreen } from './DashboardScreen';

jest.setTimeout(20000);

const dashboard = {
  success: true,
  stats: { completed_courses: 1, ongoing_courses: 2, cancelled_courses: 0 },
  batchInfo: { batch_name: 'Aarohi Morning Batch 13', timing: 'Mon-Sat 10:00-11:30', meeting_url: `${TEST_API}/api/sessions/101/join`, tutor_name: 'Kavya Menon' },
  tutorInfo: { name: 'Kavya Menon', email: 'kavya@aarohi.example' },
  course: { course_id: 2, title: 'AI for Your Career', curriculum: 'career' },
  placement: { status: 'placed', course_title: 'AI for Your Career', message: null },
};
// The API sends each session's Join URL as `meeting_url` (null: the batch has no meeting link yet).
const session = (no: number, hasLink = true) => ({
  batch_name: 'Aarohi Morning Batch 13',
  timing: 'Mon-Sat 10:00-11:30',
  tutor_full_name: 'Kavya Menon',
  tutor_name: 'Kavya Menon',
  meeting_url: hasLink ? `${TEST_API}/api/sessions/${100 + no}/join` : null,
  tutor_email: 'kavya@aarohi.example',
  session_no: no,
  date: `2026-11-${String(22 + no).padStart(2, '0')}`,
  topic: `Topic ${no}`,
  session_id: 100 + no,
});

const summary = (no: number, held: boolean, attendance: string | null = null) => ({
  id: 200 + no,
  session_no: no,
  module_no: Math.ceil(no / 5),
  date: `2026-11-${String(10 + no).padStart(2, '0')}`,
  topic: `Held topic ${no}`,
  held,
  has_recording: no === 1,
  materials: no === 1 ? 2 : 0,
  has_notes: false,
  attendance,
  // Her practice: Session 1 done, 2 sent back, 3 with her tutor, none sent for the rest.
  practice: held ? ({ 1: 'done', 2: 'try_again', 3: 'submitted' } as Record<number, string>)[no] ?? null : null,
});
const mySessions = (held: number, attended: number) => ({
  success: true,
  data: {
    batch_id: 7,
    batch_name: 'Aarohi Morning Batch 13',
    batch_status: 'Active',
    timing: 'Mon-Sat 10:00-11:30',
    sessions: Array.from({ length: 25 }, (_, i) =>
      summary(i + 1, i < held, i < held ? (i < attended ? 'present' : 'absent') : null),
    ),
    progress: {
      held,
      attended,
      total_sessions: 25,
      practice_done: Math.min(held, 1),
      practice_set: held,
      modules_completed: held >= 5 ? 1 : 0,
      modules_total: 5,
      next: held < 25 ? { session_no: held + 1, date: '2026-11-27', topic: `Held topic ${held + 1}` } : null,
      on_track: attended >= Math.ceil(held * 0.8),
      certificate_earned: false,
      attendance_needed: 20,
    },
  },
});

const standingBatch = {
  id: 7,
  name: 'Aarohi Morning Batch 13',
  status: 'Active',
  timing: 'Mon-Sat 10:00-11:30',
  first_class: '2026-11-11',
  last_class: '2026-12-05',
};
const standing = (stage: string, extra: object = {}) => ({
  stage,
  batch: standingBatch,
  attended: 9,
  held: 10,
  total: 25,
  required: 20,
  remaining: 11,
  short_by: 0,
  certificate_no: null,
  certificate_revoked: false,
  ...extra,
});

const server = setupServer(
  http.get(`${TEST_API}/api/student/dashboard/3`, () => HttpResponse.json(dashboard)),
  http.get(`${TEST_API}/api/student/sessions/3`, () =>
    HttpResponse.json({ success: true, sessions: [session(1), session(2, false), ...[3, 4, 5, 6].map((n) => session(n))] }),
  ),
  http.get(`${TEST_API}/api/student/my-sessions`, () => HttpResponse.json(mySessions(10, 9))),
  http.get(`${TEST_API}/api/student/standing`, () => HttpResponse.json({ success: true, data: standing('in_course') })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('user', JSON.stringify({ id: 3, fullname: 'Asha Rao', paymentstatus: 'completed' }));
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const renderDashboard = () =>
  renderPage(<DashboardScreen confirmation={<button type="button">Download payment confirmation</button>} />, {
    route: '/dashboard',
    path: '/dashboard',
    toasts: true,
  });

describe('Student dashboard', () => {
  it('greets her, shows loading, then the three stat cards, batch and sessions (no axe violations)', async () => {
    const { container } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Asha Rao!' })).toBeInTheDocument();
    expect(screen.getByText('Loading your dashboard…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Completed Courses')).toBeInTheDocument();
    expect(screen.getByText('Ongoing Courses')).toBeInTheDocument();
    expect(screen.getByText('Cancelled Courses')).toBeInTheDocument();
    expect(screen.getByText('Aarohi Morning Batch 13')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kavya@aarohi.example' })).toHaveAttribute('href', 'mailto:kavya@aarohi.example');
    expect(await screen.findByText('Session 1: Topic 1')).toBeInTheDocument();
    expect(screen.getByText('Mon, 23 Nov, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download payment confirmation' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the first time after paying: the payment panel (batch, first class, PDF, calendar file) once, then never again', async () => {
    sessionStorage.setItem(
      'aarohiLastPayment',
      JSON.stringify({
        userId: 3,
        name: 'Asha Rao',
        courseTitle: 'AI for Your Career',
        payment: { transactionId: 'pay_D1', amount: 199920, paidAt: '2026-11-21T10:00:00.000Z', courseTitle: 'AI for Your Career' },
        placement: { batchName: 'Aarohi Morning Batch 13', timing: 'Mon-Sat 10:00-11:30', firstClassDate: '2026-11-30', movedFrom: null },
      }),
    );
    const first = renderDashboard();
    const panel = await screen.findByTestId('payment-received');
    expect(panel).toHaveTextContent("Payment received — you're in Aarohi Morning Batch 13");
    expect(panel).toHaveTextContent('First class Monday, 30 November 2026, 10:00 AM IST');
    expect(panel).not.toHaveTextContent('Log in below');
    expect(screen.getByRole('button', { name: /Add first class to calendar/ })).toBeEnabled();
    // One PDF button: the panel's; the confirmation card waits for the next visit.
    expect(await screen.findByText('Completed Courses')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Download payment confirmation/ })).toHaveLength(1);
    expect(await axe(first.container)).toHaveNoViolations();
    expect(sessionStorage.getItem('aarohiLastPayment')).toBeNull();
    first.unmount();
    renderDashboard();
    expect(await screen.findByText('Completed Courses')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-received')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Download payment confirmation/ })).toHaveLength(1);
  });

  it('shows five sessions, then all on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await screen.findByText('Session 5: Topic 5');
    expect(screen.queryByText('Session 6: Topic 6')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 6 sessions' }));
    expect(screen.getByText('Session 6: Topic 6')).toBeInTheDocument();
  });

  it('Join goes through the API (which records the click) in a new tab without opener from 15 minutes before the start; no link says so', async () => {
    // 23 Nov 2026, 9:50 am in India: session 1 (10:00) is open, session 3 (25 Nov) is not yet.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-23T09:50:00+05:30'));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    const first = await screen.findByRole('button', { name: 'Join session 1: Topic 1' });
    expect(first).toBeEnabled();
    await user.click(first);
    expect(open).toHaveBeenCalledWith(`${TEST_API}/api/sessions/101/join`, '_blank', 'noopener,noreferrer');
    const noLink = screen.getByRole('button', { name: 'Join session 2: Topic 2' });
    expect(noLink).toBeDisabled();
    expect(noLink).toHaveAccessibleDescription('Meeting URL not available');
    const later = screen.getByRole('button', { name: 'Join session 3: Topic 3' });
    expect(later).toBeDisabled();
    expect(later).toHaveAccessibleDescription('Join opens at 9:45 am on Wed, 25 Nov');
    await user.click(later);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps Join closed until 15 minutes before the start, and closes it after the end', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-23T09:44:00+05:30'));
    const { unmount } = renderDashboard();
    const first = await screen.findByRole('button', { name: 'Join session 1: Topic 1' });
    expect(first).toBeDisabled();
    expect(first).toHaveAccessibleDescription('Join opens at 9:45 am on Mon, 23 Nov');
    unmount();
    clock.mockReturnValue(Date.parse('2026-11-23T09:45:00+05:30'));
    const again = renderDashboard();
    expect(await screen.findByRole('button', { name: 'Join session 1: Topic 1' })).toBeEnabled();
    again.unmount();
    clock.mockReturnValue(Date.parse('2026-11-23T11:31:00+05:30'));
    renderDashboard();
    const ended = await screen.findByRole('button', { name: 'Join session 1: Topic 1' });
    expect(ended).toBeDisabled();
    expect(ended).toHaveAccessibleDescription('This session has ended');
  });

  it('a moved session shows its own hours and the day it moved from, and Join follows its new start', async () => {
    // Session 1 moved from Tue 24 Nov 10:00 to Wed 25 Nov 17:00 (India); the timing text still says 10:00.
    const moved = {
      ...session(1),
      date: '2026-11-25',
      starts_at: '2026-11-25T11:30:00.000Z',
      ends_at: '2026-11-25T13:00:00.000Z',
      moved_from_date: '2026-11-24',
    };
    server.use(
      http.get(`${TEST_API}/api/student/sessions/3`, () => HttpResponse.json({ success: true, sessions: [moved] })),
    );
    // 25 Nov, 9:50 am: the batch's usual hour, but not this session's any more.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-25T09:50:00+05:30'));
    const { unmount } = renderDashboard();
    const join = await screen.findByRole('button', { name: 'Join session 1: Topic 1' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('Join opens at 4:45 pm on Wed, 25 Nov');
    expect(screen.getByText('5:00 pm – 6:30 pm IST')).toBeInTheDocument();
    expect(screen.getByText(/Moved from Tue, 24 Nov,? 2026/)).toBeInTheDocument();
    unmount();
    clock.mockReturnValue(Date.parse('2026-11-25T16:46:00+05:30'));
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Join session 1: Topic 1' })).toBeEnabled();
  });

  it('has an empty state without sessions or batch', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/sessions/3`, () => HttpResponse.json({ success: true, sessions: [] })),
      http.get(`${TEST_API}/api/student/dashboard/3`, () =>
        HttpResponse.json({
          ...dashboard,
          batchInfo: null,
          tutorInfo: null,
          placement: { status: 'waiting', course_title: 'AI for Your Career', message: null },
        }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText(/No upcoming sessions yet/)).toBeInTheDocument();
    expect(screen.getByText(/You will be placed in the next batch shortly/)).toBeInTheDocument();
  });

  it('paid with no batch: names her course and says she will hear within a day', async () => {
    const message =
      'There is no open batch of your course right now. We will place you in the next one as soon as it opens and tell you its dates here and by e-mail; you will hear from us within a day.';
    server.use(
      http.get(`${TEST_API}/api/student/sessions/3`, () => HttpResponse.json({ success: true, sessions: [] })),
      http.get(`${TEST_API}/api/student/dashboard/3`, () =>
        HttpResponse.json({
          ...dashboard,
          batchInfo: null,
          tutorInfo: null,
          placement: { status: 'waiting', course_title: 'AI for Your Career', message },
        }),
      ),
    );
    renderDashboard();
    const note = await screen.findByTestId('dashboard-waiting');
    expect(note).toHaveTextContent('AI for Your Career');
    expect(note).toHaveTextContent('you will hear from us within a day');
  });

  it('names the course of her batch', async () => {
    renderDashboard();
    expect(await screen.findByTestId('dashboard-course')).toHaveTextContent('AI for Your Career');
  });

  it("a 404 says 'User data not found. Please login again.' and goes home", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    server.use(
      http.get(`${TEST_API}/api/student/dashboard/3`, () =>
        HttpResponse.json({ success: false, message: 'User data not found. Please login again.' }, { status: 404 }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('User data not found. Please login again.')).toHaveAttribute('role', 'alert');
    act(() => jest.advanceTimersByTime(3100));
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/');
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('a sessions failure offers its own Try again, which loads them in place', async () => {
    server.use(http.get(`${TEST_API}/api/student/sessions/3`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    expect(await screen.findByText('Your sessions could not be loaded.')).toHaveAttribute('role', 'alert');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Join session 1/ })).toBeInTheDocument();
    expect(screen.queryByText('Your sessions could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
  });

  it('Try again after a dashboard failure brings back the sessions too', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/dashboard/3`, () => HttpResponse.error()),
      http.get(`${TEST_API}/api/student/sessions/3`, () => HttpResponse.error()),
    );
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Join session 1/ })).toBeInTheDocument();
    expect(screen.queryByText('Your sessions could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
  });

  it("other failures say 'Failed to load dashboard data', with a retry", async () => {
    server.use(http.get(`${TEST_API}/api/student/dashboard/3`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Completed Courses')).toBeInTheDocument();
  });

  it('shows her progress and past sessions with her marks, each linking to its page (no axe violations)', async () => {
    const { container } = renderDashboard();
    expect(await screen.findByText('Loading your progress…')).toHaveAttribute('role', 'status');
    expect(await screen.findByTestId('progress-attended')).toHaveTextContent('Attended 9 of 10 sessions held');
    expect(screen.getByTestId('progress-modules')).toHaveTextContent('1 of 5');
    expect(screen.getByTestId('progress-practice')).toHaveTextContent('Practice done: 1 of 10');
    expect(screen.getByRole('heading', { level: 2, name: 'Past sessions' })).toBeInTheDocument();
    // Where each session's practice stands, next to her mark (nothing before her first answer).
    const row = (no: number) => screen.getByRole('link', { name: `Session ${no}: Held topic ${no}` }).closest('li')!;
    expect(row(1)).toHaveTextContent('Practice done');
    expect(row(2)).toHaveTextContent('Try again');
    expect(row(3)).toHaveTextContent('With your tutor');
    expect(row(4)).not.toHaveTextContent(/Practice done|Try again|With your tutor/);
    const link = screen.getByRole('link', { name: 'Session 1: Held topic 1' });
    expect(link).toHaveAttribute('href', '/sessions/1');
    expect(screen.getAllByText('Present')).toHaveLength(9);
    expect(screen.getAllByText('Absent')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Session 11: Held topic 11' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when no session has been held yet', async () => {
    server.use(http.get(`${TEST_API}/api/student/my-sessions`, () => HttpResponse.json(mySessions(0, 0))));
    renderDashboard();
    expect(
      await screen.findByText('No sessions held yet. After each class its recording, materials and notes appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('progress-attended')).toHaveTextContent('Attended 0 of 0 sessions held');
  });

  it('offers a retry when her progress cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json(mySessions(3, 3));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    expect(await screen.findByText(/Your progress could not be loaded/)).toHaveAttribute('role', 'alert');
    await user.click(screen.getAllByRole('button', { name: 'Try again' }).at(-1)!);
    expect(await screen.findByTestId('progress-attended')).toHaveTextContent('Attended 3 of 3 sessions held');
  });

  it('follows her choice of Hindi: stat cards, session cards with hi-IN dates, progress and past sessions', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-23T09:50:00+05:30'));
    try {
      const { container } = renderPage(
        <FollowPreferredLanguage>
          <DashboardScreen />
        </FollowPreferredLanguage>,
        { route: '/dashboard', path: '/dashboard' },
      );
      expect(await screen.findByText('पूरे हुए कोर्स')).toBeInTheDocument();
      expect(screen.getByText('चल रहे कोर्स')).toBeInTheDocument();
      expect(screen.getByText('रद्द हुए कोर्स')).toBeInTheDocument();
      expect(await screen.findByText('सेशन 1: Topic 1')).toBeInTheDocument();
      expect(screen.getByText('सोम, 23 नव॰ 2026')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'सेशन 1 में जुड़ें: Topic 1' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'सेशन 3 में जुड़ें: Topic 3' })).toHaveAccessibleDescription(
        /^बुध, 25 नव॰ को 9:45 am से जुड़ सकेंगी$/,
      );
      expect(screen.getByText('मीटिंग का लिंक अभी नहीं है')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'आपकी प्रगति' })).toBeInTheDocument();
      expect(screen.getByTestId('progress-attended')).toHaveTextContent('अब तक हुए 10 सेशन में से 9 में आईं');
      expect(screen.getByTestId('progress-practice')).toHaveTextContent('पूरे हुए अभ्यास: 10 में से 1');
      expect(screen.getByText('अभ्यास पूरा')).toBeInTheDocument();
      expect(screen.getByText('ट्यूटर के पास')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'पिछले सेशन' })).toBeInTheDocument();
      expect(screen.getAllByText('हाज़िर').length).toBeGreaterThan(0);
      for (const english of ['Completed Courses', 'Ongoing Courses', 'Join', 'Your progress', 'Past sessions', 'Present', 'Practice done', 'Try again', 'With your tutor'])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(container.textContent).not.toMatch(/\b(Session \d|Nov|Attended|Moved from)\b/); // the batch timing "Mon-Sat …" is her data, as typed
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });

  describe('where she stands', () => {
    // A graduate's batch is Completed: the dashboard API has no current batch and no upcoming sessions.
    const graduateDashboard = {
      ...dashboard,
      stats: { completed_courses: 1, ongoing_courses: 0, cancelled_courses: 0 },
      batchInfo: null,
      tutorInfo: null,
      // The API says a graduate was placed (never "waiting"): api/test/student-standing.test.ts.
      placement: { status: 'placed', course_title: 'AI for Your Career', message: null },
    };
    const graduate = (data: object) =>
      server.use(
        http.get(`${TEST_API}/api/student/dashboard/3`, () => HttpResponse.json(graduateDashboard)),
        http.get(`${TEST_API}/api/student/sessions/3`, () => HttpResponse.json({ success: true, sessions: [] })),
        http.get(`${TEST_API}/api/student/my-sessions`, () => HttpResponse.json(mySessions(25, 20))),
        http.get(`${TEST_API}/api/student/standing`, () => HttpResponse.json({ success: true, data })),
      );

    it('a graduate with a certificate: she finished, her certificate, all 25 past sessions; never "waiting"', async () => {
      graduate(
        standing('graduated', {
          batch: { ...standingBatch, status: 'Completed' },
          attended: 20,
          held: 25,
          certificate_no: 'AAR-7KQ2-M9XD-4HTP-R3WN',
        }),
      );
      const { container } = renderDashboard();
      expect(await screen.findByRole('heading', { name: 'You finished AI for Your Career' })).toBeInTheDocument();
      expect(screen.getByTestId('dashboard-certificate')).toHaveTextContent('AAR-7KQ2-M9XD-4HTP-R3WN');
      expect(screen.getByRole('link', { name: 'Open your certificate' })).toHaveAttribute('href', '/certificate');
      expect(screen.queryByTestId('dashboard-waiting')).not.toBeInTheDocument();
      expect(screen.queryByText(/no open batch/)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Upcoming Sessions' })).not.toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Session 25: Held topic 25' })).toHaveAttribute('href', '/sessions/25');
      expect(screen.getByRole('link', { name: 'Session 1: Held topic 1' })).toHaveAttribute('href', '/sessions/1');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('a graduate one session short: how many she was short, and her past sessions', async () => {
      graduate(
        standing('graduated_short', { batch: { ...standingBatch, status: 'Completed' }, attended: 19, held: 25, short_by: 1 }),
      );
      renderDashboard();
      expect(await screen.findByTestId('dashboard-certificate')).toHaveTextContent(
        'You attended 19 of 25 sessions; the certificate needed 20, so you were 1 session short.',
      );
      expect(screen.getByRole('link', { name: 'See your certificate page' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Session 25: Held topic 25' })).toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-waiting')).not.toBeInTheDocument();
    });

    it('placed, before her first class: her batch, its start and what to prepare', async () => {
      server.use(
        http.get(`${TEST_API}/api/student/standing`, () =>
          HttpResponse.json({ success: true, data: standing('placed', { attended: 0, held: 0, remaining: 20 }) }),
        ),
      );
      renderDashboard();
      expect(await screen.findByRole('heading', { name: 'Your batch starts on Wed, 11 Nov, 2026' })).toBeInTheDocument();
      expect(screen.getByTestId('dashboard-starts')).toHaveTextContent('Join opens 15 minutes before it starts');
      expect(screen.getByText('Before your first class')).toBeInTheDocument();
      expect(screen.getByTestId('dashboard-starts')).toHaveTextContent('The certificate needs 20 of the 25 sessions.');
    });
  });
});
