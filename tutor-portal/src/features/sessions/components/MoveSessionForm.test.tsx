import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { RESCHEDULE_MESSAGES } from '@ai-women/contracts';
import { TEST_API, renderPage, setupUser, signInAs } from '../../../test/render';
import { BatchSessionsScreen } from './BatchSessionsScreen';
import { TutorSessionScreen } from './TutorSessionScreen';

// Far enough ahead that the session is always upcoming, whenever the test runs.
const upcoming = {
  id: 110,
  batch_id: 12,
  batch_name: 'Aarohi Evening Batch 12',
  batch_status: 'Active',
  timing: 'Mon-Sat 19:00-20:30',
  session_no: 10,
  module_no: 2,
  date: '2099-03-10',
  topic: 'Topic 10',
  curriculum: 'everyday',
  held: false,
  starts_at: '2099-03-10T13:30:00.000Z',
  ends_at: '2099-03-10T15:00:00.000Z',
  moved_from_date: null,
  notes: null,
  recording_open_url: null,
  recording_url: null,
  materials: [],
  roster: [],
  attendance_editable: false,
  attendance_editable_until: '2099-03-17T15:00:00.000Z',
};

const server = setupServer(
  http.get(`${TEST_API}/api/sessions/110`, () => HttpResponse.json({ success: true, data: upcoming })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signInAs());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderSession = () =>
  renderPage(<TutorSessionScreen />, {
    route: '/tutorbatches/12/sessions/110',
    path: '/tutorbatches/:batchId/sessions/:sessionId',
  });

describe('moving an upcoming session (tutor)', () => {
  it('starts from its date and time, checks each field before sending, then moves it (no axe violations)', async () => {
    let sent: unknown;
    let calls = 0;
    server.use(
      http.put(`${TEST_API}/api/sessions/110/schedule`, async ({ request }) => {
        calls += 1;
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: RESCHEDULE_MESSAGES.moved,
          data: {
            session_id: 110,
            session_no: 10,
            date: '2099-03-11',
            starts_at: '2099-03-11T11:30:00.000Z',
            ends_at: '2099-03-11T13:00:00.000Z',
            previous_starts_at: upcoming.starts_at,
            previous_ends_at: upcoming.ends_at,
            moved_from_date: '2099-03-10',
            notified: 2,
          },
        });
      }),
    );
    const user = setupUser();
    const { container } = renderSession();
    const form = await screen.findByRole('form', { name: 'Move this session' });
    const date = within(form).getByLabelText(/New date/);
    const time = within(form).getByLabelText(/New start time/);
    expect(date).toHaveValue('2099-03-10');
    expect(time).toHaveValue('19:00');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await within(form).findByText(RESCHEDULE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(date);
    await user.type(date, '2099-03-11');
    await user.clear(time);
    await user.type(time, '17:00');
    await user.type(
      within(form).getByLabelText(/Reason for the students/),
      'Tutor has a medical appointment',
    );
    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await screen.findByText(RESCHEDULE_MESSAGES.moved)).toBeInTheDocument();
    expect(sent).toEqual({ date: '2099-03-11', time: '17:00', reason: 'Tutor has a medical appointment' });
    expect(within(form).getByLabelText(/Reason for the students/)).toHaveValue('');
  });

  it("shows the API's refusal on the field it names, and keeps what she typed", async () => {
    server.use(
      http.put(`${TEST_API}/api/sessions/110/schedule`, () =>
        HttpResponse.json(
          {
            success: false,
            message: RESCHEDULE_MESSAGES.tooLate,
            errors: { date: RESCHEDULE_MESSAGES.tooLate },
          },
          { status: 400 },
        ),
      ),
    );
    const user = setupUser();
    renderSession();
    const form = await screen.findByRole('form', { name: 'Move this session' });
    await user.type(within(form).getByLabelText(/Reason for the students/), 'Festival holiday');
    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await within(form).findAllByText(RESCHEDULE_MESSAGES.tooLate)).toHaveLength(2);
    expect(within(form).getByLabelText(/New date/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Reason for the students/)).toHaveValue('Festival holiday');
  });

  it('shows a moved session at its own hours with the day it moved from', async () => {
    server.use(
      http.get(`${TEST_API}/api/sessions/110`, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...upcoming,
            date: '2099-03-11',
            starts_at: '2099-03-11T11:30:00.000Z',
            ends_at: '2099-03-11T13:00:00.000Z',
            moved_from_date: '2099-03-10',
          },
        }),
      ),
    );
    renderSession();
    expect(await screen.findByText(/5:00 pm – 6:30 pm IST/)).toBeInTheDocument();
    expect(screen.getByText(/Moved from Tue, 10 Mar,? 2099/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Move this session' })).toBeInTheDocument();
  });

  it('offers no form once the session has started', async () => {
    server.use(
      http.get(`${TEST_API}/api/sessions/110`, () =>
        HttpResponse.json({ success: true, data: { ...upcoming, starts_at: '2020-01-01T13:30:00.000Z' } }),
      ),
    );
    renderSession();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session 10: Topic 10' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Move this session' })).not.toBeInTheDocument();
  });

  it('offers Move on each upcoming session of the batch list', async () => {
    server.use(
      http.get(`${TEST_API}/api/tutor/batches/12/sessions`, () =>
        HttpResponse.json({
          success: true,
          data: {
            batch_id: 12,
            batch_name: 'Aarohi Evening Batch 12',
            batch_status: 'Active',
            timing: 'Mon-Sat 19:00-20:30',
            students: 2,
            sessions: [
              {
                id: 110,
                session_no: 10,
                module_no: 2,
                date: '2099-03-11',
                topic: 'Topic 10',
                held: false,
                starts_at: '2099-03-11T11:30:00.000Z',
                ends_at: '2099-03-11T13:00:00.000Z',
                moved_from_date: '2099-03-10',
                has_recording: false,
                materials: 0,
                has_notes: false,
                marked: false,
                attended_count: 0,
                rating_average: null,
                rating_count: 0,
              },
            ],
          },
        }),
      ),
      http.get(`${TEST_API}/api/tutor/batches/12/progress`, () =>
        HttpResponse.json({
          success: true,
          data: {
            batch_id: 12,
            batch_status: 'Active',
            held: 0,
            total_sessions: 25,
            attendance_needed: 20,
            students: [],
          },
        }),
      ),
      http.get(`${TEST_API}/api/tutor/batches/12/quizzes`, () =>
        HttpResponse.json({
          success: true,
          data: { batch_id: 12, pass_percent: 70, modules: [], students: [] },
        }),
      ),
      http.get(`${TEST_API}/api/tutor/batches/12/practice`, () =>
        HttpResponse.json({
          success: true,
          data: { batch_id: 12, batch_name: 'Aarohi Evening Batch 12', waiting: 0, sessions: [], items: [] },
        }),
      ),
    );
    renderPage(<BatchSessionsScreen />, {
      route: '/tutorbatches/12/sessions',
      path: '/tutorbatches/:batchId/sessions',
    });
    expect(await screen.findByRole('link', { name: 'Move session 10: Topic 10' })).toHaveAttribute(
      'href',
      '/tutorbatches/12/sessions/110',
    );
    expect(screen.getByText(/5:00 pm – 6:30 pm IST · moved from Tue, 10 Mar,? 2099/)).toBeInTheDocument();
  });
});
