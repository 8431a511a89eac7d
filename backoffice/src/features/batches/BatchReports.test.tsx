import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderAt, url } from '../../test/render';
import { BatchAttendance, BatchFeedback, RatingsOverview } from './BatchReports';

jest.setTimeout(20000);

const server = setupServer(
  http.get(url('/api/staff/batches/12/attendance'), () =>
    HttpResponse.json({
      success: true,
      data: {
        batch_id: 12,
        batch_name: 'Aarohi Evening Batch 12',
        sessions: [
          { session_id: 1, session_no: 1, date: '2026-11-16' },
          { session_id: 2, session_no: 2, date: '2026-11-17' },
        ],
        students: [
          { student_id: 7, name: 'अनन्या वर्मा', marks: ['present', 'late'], attended: 2, held: 2 },
          { student_id: 8, name: 'Priya Sharma', marks: ['absent', null], attended: 0, held: 2 },
        ],
      },
    }),
  ),
  http.get(url('/api/staff/batches/12/feedback'), () =>
    HttpResponse.json({
      success: true,
      data: {
        batch_id: 12,
        batch_name: 'Aarohi Evening Batch 12',
        tutor_name: 'Kavya Menon',
        average: 4.5,
        count: 2,
        sessions: [
          {
            session_id: 1,
            session_no: 1,
            date: '2026-11-16',
            topic: 'Meet your AI assistant',
            average: 4.5,
            count: 2,
            entries: [
              { student_id: 7, name: 'अनन्या वर्मा', rating: 5, comment: 'बहुत अच्छा', created_at: '2026-11-16T16:00:00Z' },
              { student_id: 8, name: 'Priya Sharma', rating: 4, comment: null, created_at: '2026-11-16T16:10:00Z' },
            ],
          },
        ],
      },
    }),
  ),
  http.get(url('/api/staff/feedback'), () =>
    HttpResponse.json({
      success: true,
      data: {
        batches: [{ batch_id: 12, batch_name: 'Aarohi Evening Batch 12', tutor_name: 'Kavya Menon', average: 4.5, count: 2 }],
        tutors: [{ tutor_id: 3, name: 'Kavya Menon', average: 4.5, count: 2 }],
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("a batch's attendance and feedback in the back office", () => {
  it('shows P / L / A / – per held session with totals, and the CSV download (no axe violations)', async () => {
    const { container } = renderAt(<BatchAttendance batchId={12} batchName="Aarohi Evening Batch 12" />);
    expect(screen.getByText('Loading attendance…')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('अनन्या वर्मा').closest('tr')!;
    expect(within(row).getByTitle('Session 1: present')).toHaveTextContent('P');
    expect(within(row).getByTitle('Session 2: late')).toHaveTextContent('L');
    expect(within(row).getByText('2 of 2')).toBeInTheDocument();
    const priya = within(table).getByText('Priya Sharma').closest('tr')!;
    expect(within(priya).getByTitle('Session 2: not marked')).toHaveTextContent('–');
    expect(screen.getByRole('link', { name: 'Download attendance CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/staff\/batches\/12\/attendance\.csv$/),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the batch average and each rating with the student’s name', async () => {
    renderAt(<BatchFeedback batchId={12} />);
    expect(await screen.findByTestId('batch-rating')).toHaveTextContent('4.5 from 2 ratings');
    expect(screen.getByText(/Session 1: Meet your AI assistant — 4\.5 from 2 ratings/)).toBeInTheDocument();
    expect(screen.getByText('अनन्या वर्मा')).toBeInTheDocument();
    expect(screen.getByText(/5 of 5 — बहुत अच्छा/)).toBeInTheDocument();
  });

  it("shows each tutor's and batch's average", async () => {
    renderAt(<RatingsOverview />);
    const tutors = await screen.findByRole('table', { name: 'Average rating by tutor' });
    expect(within(tutors).getByText('4.5 from 2 ratings')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Average rating by batch' })).toBeInTheDocument();
  });

  it('says when nothing is there yet, and shows a failure', async () => {
    server.use(
      http.get(url('/api/staff/batches/12/feedback'), () =>
        HttpResponse.json({
          success: true,
          data: { batch_id: 12, batch_name: 'B', tutor_name: null, average: null, count: 0, sessions: [] },
        }),
      ),
      http.get(url('/api/staff/batches/12/attendance'), () =>
        HttpResponse.json({ success: false, message: 'Batch not found' }, { status: 404 }),
      ),
    );
    renderAt(
      <>
        <BatchFeedback batchId={12} />
        <BatchAttendance batchId={12} batchName="B" />
      </>,
    );
    expect(await screen.findByText(/No ratings yet/)).toBeInTheDocument();
    expect(await screen.findByText(/Batch not found/)).toBeInTheDocument();
  });
});
