import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { SESSION_MESSAGES } from '@ai-women/contracts';
import { TEST_API, pdfFile, renderPage, setupUser, signInAs } from '../../../test/render';
import { AT_RISK_NOTE, BatchSessionsScreen } from './BatchSessionsScreen';
import { TutorSessionScreen } from './TutorSessionScreen';

const summary = (no: number, held: boolean) => ({
  id: 100 + no,
  session_no: no,
  module_no: Math.ceil(no / 5),
  date: `2026-11-${String(10 + no).padStart(2, '0')}`,
  topic: `Topic ${no}`,
  held,
  has_recording: no === 1,
  materials: no === 1 ? 1 : 0,
  has_notes: false,
  marked: no < 3,
  attended_count: no < 3 ? 2 : 0,
  rating_average: no === 1 ? 4.3 : null,
  rating_count: no === 1 ? 7 : 0,
});
const sessionsOf = (held: number) => ({
  success: true,
  data: {
    batch_id: 12,
    batch_name: 'Aarohi Evening Batch 12',
    batch_status: 'Active',
    timing: 'Mon-Sat 19:00-20:30',
    students: 2,
    sessions: Array.from({ length: 25 }, (_, i) => summary(i + 1, i < held)),
  },
});
const progress = {
  success: true,
  data: {
    batch_id: 12,
    batch_status: 'Active',
    held: 4,
    total_sessions: 25,
    attendance_needed: 20,
    students: [
      {
        student_id: 1,
        name: 'Priya Sharma',
        attended: 4,
        caught_up: 1,
        held: 4,
        practice_done: 3,
        modules_completed: 0,
        on_track: true,
        certificate_earned: false,
        at_risk: false,
      },
      {
        student_id: 2,
        name: 'Lakshmi Nair',
        attended: 2,
        caught_up: 0,
        held: 4,
        practice_done: 0,
        modules_completed: 0,
        on_track: false,
        certificate_earned: false,
        at_risk: true,
      },
    ],
  },
};
const detail = {
  id: 104,
  batch_id: 12,
  batch_name: 'Aarohi Evening Batch 12',
  batch_status: 'Active',
  timing: 'Mon-Sat 19:00-20:30',
  session_no: 4,
  module_no: 1,
  date: '2026-11-24',
  topic: 'Topic 4',
  curriculum: 'everyday',
  held: true,
  notes: null,
  recording_open_url: null,
  recording_url: null,
  materials: [],
  roster: [
    {
      student_id: 1,
      name: 'Priya Sharma',
      status: null,
      suggested: 'present',
      joined_at: '2026-11-24T13:25:00.000Z',
      caught_up_on: null,
    },
    {
      student_id: 2,
      name: 'Lakshmi Nair',
      status: null,
      suggested: 'absent',
      joined_at: null,
      caught_up_on: '2026-11-26',
    },
  ],
  attendance_editable: true,
  attendance_editable_until: '2026-12-01T15:00:00.000Z',
};

const server = setupServer(
  http.get(`${TEST_API}/api/tutor/batches/12/sessions`, () => HttpResponse.json(sessionsOf(4))),
  http.get(`${TEST_API}/api/tutor/batches/12/progress`, () => HttpResponse.json(progress)),
  http.get(`${TEST_API}/api/tutor/batches/12/quizzes`, () =>
    HttpResponse.json({
      success: true,
      data: {
        batch_id: 12,
        pass_percent: 70,
        modules: [{ module_no: 1, title: 'AI tools for everyday life' }],
        students: [
          {
            student_id: 1,
            name: 'Priya Sharma',
            modules: [{ module_no: 1, attempts: 2, best_percent: 83, passed: true }],
          },
        ],
      },
    }),
  ),
  http.get(`${TEST_API}/api/tutor/batches/12/practice`, ({ request }) =>
    HttpResponse.json({
      success: true,
      data: {
        batch_id: 12,
        batch_name: 'Aarohi Evening Batch 12',
        // The count the sessions page reads: the queue's default view (waiting answers).
        waiting: new URL(request.url).searchParams.get('status') === 'submitted' ? 2 : -1,
        sessions: [],
        items: [],
      },
    }),
  ),
  http.get(`${TEST_API}/api/sessions/104`, () => HttpResponse.json({ success: true, data: detail })),
  http.get(`${TEST_API}/api/sessions/104/feedback`, () =>
    HttpResponse.json({
      success: true,
      data: {
        session_id: 104,
        average: 4.3,
        count: 7,
        distribution: [0, 0, 1, 3, 3],
        comments: [
          { rating: 5, comment: 'कैमरे वाला अभ्यास बहुत काम का था', created_at: '2026-11-14T16:00:00.000Z' },
        ],
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signInAs());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderList = () =>
  renderPage(<BatchSessionsScreen />, {
    route: '/tutorbatches/12/sessions',
    path: '/tutorbatches/:batchId/sessions',
  });
const renderSession = () =>
  renderPage(<TutorSessionScreen />, {
    route: '/tutorbatches/12/sessions/104',
    path: '/tutorbatches/:batchId/sessions/:sessionId',
  });

describe("a batch's sessions", () => {
  it('shows loading, then held sessions with Open, upcoming ones, and the progress table (no axe violations)', async () => {
    const { container } = renderList();
    expect(screen.getByText("Loading the batch's sessions…")).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aarohi Evening Batch 12' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open session 4: Topic 4' })).toHaveAttribute(
      'href',
      '/tutorbatches/12/sessions/104',
    );
    expect(screen.getByText('Session 25: Topic 25')).toBeInTheDocument();
    expect(screen.getByText(/rated 4\.3 from 7 ratings/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open session 5:/ })).not.toBeInTheDocument();
    // The way to the batch's review queue, with how many answers wait.
    expect(await screen.findByRole('link', { name: 'Practice · 2 waiting' })).toHaveAttribute(
      'href',
      '/tutorbatches/12/practice',
    );
    const table = within(await screen.findByRole('region', { name: 'Progress table' })).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(within(table).getByText('On track')).toBeInTheDocument();
    expect(within(table).getByText('Not on track')).toBeInTheDocument();
    const quizzes = await screen.findByRole('table', { name: 'Quiz scores by student and module' });
    expect(screen.getByRole('heading', { level: 2, name: 'Quiz scores' })).toBeInTheDocument();
    expect(within(quizzes).getByRole('columnheader', { name: 'Module 1' })).toBeInTheDocument();
    expect(within(quizzes).getByRole('cell', { name: /83\s%/ })).toHaveTextContent('Passed');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('flags only the student at risk, explains it once, and counts caught-up sessions as attended', async () => {
    renderList();
    const table = within(await screen.findByRole('region', { name: 'Progress table' })).getByRole('table');
    const priya = within(table).getByRole('row', { name: /Priya Sharma/ });
    const lakshmi = within(table).getByRole('row', { name: /Lakshmi Nair/ });
    expect(within(lakshmi).getByRole('rowheader')).toHaveTextContent('Lakshmi NairAt risk');
    expect(within(lakshmi).getByText('At risk')).toBeInTheDocument();
    expect(within(priya).queryByText('At risk')).not.toBeInTheDocument();
    expect(within(table).getAllByText('At risk')).toHaveLength(1);
    expect(within(priya).getAllByRole('cell')[0]).toHaveTextContent(/^4 of 4 \(1 caught up\)$/);
    expect(within(lakshmi).getAllByRole('cell')[0]).toHaveTextContent(/^2 of 4$/);
    // Practice done: marked Done by her tutor, of one task per held session.
    expect(within(table).getByRole('columnheader', { name: 'Practice done' })).toBeInTheDocument();
    expect(within(priya).getAllByRole('cell')[1]).toHaveTextContent(/^3 of 4$/);
    expect(within(lakshmi).getAllByRole('cell')[1]).toHaveTextContent(/^0 of 4$/);
    expect(screen.getAllByText(AT_RISK_NOTE)).toHaveLength(1);
  });

  it('says nothing about risk when no one is at risk', async () => {
    server.use(
      http.get(`${TEST_API}/api/tutor/batches/12/progress`, () =>
        HttpResponse.json({
          ...progress,
          data: {
            ...progress.data,
            students: progress.data.students.map((s) => ({ ...s, at_risk: false, caught_up: 0 })),
          },
        }),
      ),
    );
    renderList();
    const table = within(await screen.findByRole('region', { name: 'Progress table' })).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Lakshmi Nair' })).toBeInTheDocument();
    expect(within(table).queryByText('At risk')).not.toBeInTheDocument();
    expect(within(table).queryByText(/caught up/)).not.toBeInTheDocument();
    expect(screen.queryByText(AT_RISK_NOTE)).not.toBeInTheDocument();
  });

  it('says when no session has been held yet', async () => {
    server.use(http.get(`${TEST_API}/api/tutor/batches/12/sessions`, () => HttpResponse.json(sessionsOf(0))));
    renderList();
    expect(await screen.findByText('No session held yet')).toBeInTheDocument();
  });

  it("shows the API's refusal for another tutor's batch", async () => {
    server.use(
      http.get(`${TEST_API}/api/tutor/batches/12/sessions`, () =>
        HttpResponse.json({ success: false, message: SESSION_MESSAGES.notYourBatch }, { status: 403 }),
      ),
    );
    renderList();
    expect(await screen.findByText(SESSION_MESSAGES.notYourBatch)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    server.use(
      http.get(`${TEST_API}/api/tutor/batches/12/sessions`, () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderList();
    expect(await screen.findByText("The batch's sessions could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a held session', () => {
  it('pre-fills the roster from Join clicks and saves it in one action (no axe violations)', async () => {
    let sent: unknown;
    server.use(
      http.put(`${TEST_API}/api/sessions/104/attendance`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: SESSION_MESSAGES.attendanceSaved, saved: 2 });
      }),
    );
    const user = setupUser();
    const { container } = renderSession();
    expect(screen.getByText('Loading the session…')).toBeInTheDocument();
    const lakshmi = await screen.findByRole('group', { name: 'Attendance for Lakshmi Nair' });
    expect(within(lakshmi).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(lakshmi).getByRole('button', { name: 'Late' }));
    // The students' ratings: the average and the comments, without names.
    expect(await screen.findByTestId('rating-summary')).toHaveTextContent('4.3 from 7 ratings');
    expect(screen.getByText('कैमरे वाला अभ्यास बहुत काम का था')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText(SESSION_MESSAGES.attendanceSaved)).toBeInTheDocument();
    expect(sent).toEqual({
      records: [
        { student_id: 1, status: 'present' },
        { student_id: 2, status: 'late' },
      ],
    });
  });

  it('says beside her mark when an absent student caught up, and keeps her mark as it is', async () => {
    let sent: unknown;
    server.use(
      http.put(`${TEST_API}/api/sessions/104/attendance`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: SESSION_MESSAGES.attendanceSaved, saved: 2 });
      }),
    );
    const user = setupUser();
    renderSession();
    const group = await screen.findByRole('group', { name: 'Attendance for Lakshmi Nair' });
    const rows = within(screen.getByRole('form', { name: 'Attendance' })).getAllByRole('listitem');
    const [priya, lakshmi] = rows as [HTMLElement, HTMLElement];
    // Read as part of her row, next to her Absent mark.
    expect(lakshmi).toContainElement(group);
    expect(within(lakshmi).getByText('Caught up on Thu, 26 Nov, 2026')).toBeInTheDocument();
    expect(within(priya).queryByText(/Caught up on/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Caught up on/)).toHaveLength(1);
    expect(screen.getByText(/passed its 3-question check within 7 days/)).toHaveTextContent(
      'Keep her marked Absent.',
    );
    expect(within(group).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText(SESSION_MESSAGES.attendanceSaved)).toBeInTheDocument();
    expect(sent).toEqual({
      records: [
        { student_id: 1, status: 'present' },
        { student_id: 2, status: 'absent' },
      ],
    });
  });

  it('says nothing of catching up when no one caught up', async () => {
    server.use(
      http.get(`${TEST_API}/api/sessions/104`, () =>
        HttpResponse.json({
          success: true,
          data: { ...detail, roster: detail.roster.map((r) => ({ ...r, caught_up_on: null })) },
        }),
      ),
    );
    renderSession();
    expect(await screen.findByRole('group', { name: 'Attendance for Lakshmi Nair' })).toBeInTheDocument();
    expect(screen.queryByText(/Caught up/)).not.toBeInTheDocument();
  });

  it('refuses a non-https recording link before sending, and saves a good one', async () => {
    let sent: unknown;
    server.use(
      http.put(`${TEST_API}/api/sessions/104/recording`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: SESSION_MESSAGES.recordingSaved,
          recording_url: 'x',
        });
      }),
    );
    const user = setupUser();
    renderSession();
    const field = await screen.findByLabelText('Recording link');
    await user.type(field, 'http://drive.example.com/rec');
    await user.click(screen.getByRole('button', { name: 'Save recording link' }));
    expect(await screen.findByText(SESSION_MESSAGES.recordingHttpsOnly)).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.clear(field);
    await user.type(field, 'https://drive.example.com/rec');
    await user.click(screen.getByRole('button', { name: 'Save recording link' }));
    expect(await screen.findByText(SESSION_MESSAGES.recordingSaved)).toBeInTheDocument();
    expect(sent).toEqual({ recording_url: 'https://drive.example.com/rec' });
  });

  it("uploads a file and shows the API's message when it refuses one", async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_API}/api/sessions/104/materials`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: SESSION_MESSAGES.fileType }, { status: 400 })
          : HttpResponse.json(
              {
                success: true,
                message: SESSION_MESSAGES.materialAdded,
                data: {
                  id: 9,
                  name: 'slides.pdf',
                  kind: 'pdf',
                  size: 2048,
                  url: `${TEST_API}/api/sessions/104/materials/9`,
                  created_at: '',
                },
              },
              { status: 201 },
            );
      }),
    );
    const user = setupUser();
    renderSession();
    const input = await screen.findByLabelText(/Add a file/);
    await user.upload(input, pdfFile('slides.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(SESSION_MESSAGES.fileType)).toBeInTheDocument();
    await user.upload(input, pdfFile('slides.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(`slides.pdf: ${SESSION_MESSAGES.materialAdded}`)).toBeInTheDocument();
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const user = setupUser();
    renderSession();
    const input = await screen.findByLabelText(/Add a file/);
    await user.upload(input, pdfFile('big.pdf', 21 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(SESSION_MESSAGES.fileTooLarge)).toBeInTheDocument();
  });

  it('after 7 days shows the marks read-only and says staff change them', async () => {
    server.use(
      http.get(`${TEST_API}/api/sessions/104`, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...detail,
            attendance_editable: false,
            roster: detail.roster.map((r) => ({ ...r, status: r.caught_up_on ? 'absent' : 'present' })),
          },
        }),
      ),
    );
    renderSession();
    expect(await screen.findByText(SESSION_MESSAGES.attendanceLocked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
    const [priya, lakshmi] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(lakshmi).toHaveTextContent('Lakshmi NairCaught up on Thu, 26 Nov, 2026Absent');
    expect(within(priya).queryByText(/Caught up on/)).not.toBeInTheDocument();
  });

  it("shows the API's refusal (another tutor's batch) and the way back", async () => {
    server.use(
      http.get(`${TEST_API}/api/sessions/104`, () =>
        HttpResponse.json({ success: false, message: SESSION_MESSAGES.notYourBatch }, { status: 403 }),
      ),
    );
    renderSession();
    expect(await screen.findByText(SESSION_MESSAGES.notYourBatch)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'All sessions of this batch' })).toHaveAttribute(
        'href',
        '/tutorbatches/12/sessions',
      ),
    );
  });
});
