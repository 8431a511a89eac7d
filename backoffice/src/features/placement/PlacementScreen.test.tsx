import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffPlacementPage from '../../app/exposed/StaffPlacement';
import StaffBatchesPage from '../../app/exposed/StaffBatches';
import { admin, renderAt, setupUser, support, url } from '../../test/render';
import { batch, placements } from '../../test/fixtures';
import { formatWaiting } from '../../lib/placementApi';

let me = admin;
let data = structuredClone(placements);
let placed: unknown[] = [];
let answer: { status: number; body: unknown } | null = null;
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: me })),
  http.get(url('/api/staff/placements'), () => HttpResponse.json({ success: true, data })),
  http.put(url('/api/staff/students/:id/batch'), async ({ request, params }) => {
    const body = (await request.json()) as { batch_id: number; reason: string };
    placed.push({ id: Number(params.id), ...body });
    if (answer) return HttpResponse.json(answer.body as object, { status: answer.status });
    data = {
      ...data,
      waiting: data.waiting.filter((w) => w.student_id !== Number(params.id)),
      alert: { ...data.alert, count: 0, oldest: null },
    };
    return HttpResponse.json({
      success: true,
      message: 'Sunita Verma placed in Aarohi Career Evening Batch 4.',
      data: {
        student_id: Number(params.id),
        fullname: 'Sunita Verma',
        email: 'waiting@aarohi.example',
        phone_number: '9876512345',
        payment_status: 'completed',
        batch: { batch_id: body.batch_id, batch_name: 'Aarohi Career Evening Batch 4' },
        created_at: '2026-11-24T04:00:00.000Z',
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  me = admin;
  data = structuredClone(placements);
  placed = [];
  answer = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('To place', () => {
  it('shows a loading state, then the waiting students, longest waiting first, with the alert', async () => {
    server.use(
      http.get(url('/api/staff/placements'), async () => {
        await delay(50);
        return HttpResponse.json({ success: true, data });
      }),
    );
    const { container } = renderAt(<StaffPlacementPage />, { route: '/staff/placement' });
    expect(await screen.findByText('Loading students to place…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '2 paid students without a batch' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Sunita Verma');
    expect(rows[0]).toHaveTextContent('waiting@aarohi.example');
    expect(rows[0]).toHaveTextContent('+91 98765 12345');
    expect(rows[0]).toHaveTextContent('AI for Your Career');
    expect(rows[0]).toHaveTextContent('2 days 1 hour');
    expect(rows[1]).toHaveTextContent('Lakshmi Pillai');
    expect(screen.getByTestId('placement-alert')).toHaveTextContent(
      '1 paid student has waited more than 24 hours for a batch. Longest waiting: Sunita Verma, 2 days 1 hour.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when everyone has a batch', async () => {
    data = { ...data, waiting: [], alert: { threshold_hours: 24, count: 0, oldest: null } };
    renderAt(<StaffPlacementPage />, { route: '/staff/placement' });
    expect(await screen.findByRole('heading', { name: 'Everyone who paid has a batch' })).toBeInTheDocument();
    expect(screen.queryByTestId('placement-alert')).not.toBeInTheDocument();
  });

  it('shows the API error with a way to try again', async () => {
    let calls = 0;
    server.use(
      http.get(url('/api/staff/placements'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'The database is busy.' }, { status: 503 })
          : HttpResponse.json({ success: true, data });
      }),
    );
    const user = setupUser();
    renderAt(<StaffPlacementPage />, { route: '/staff/placement' });
    expect(await screen.findByText(/The database is busy\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: '2 paid students without a batch' })).toBeInTheDocument();
  });

  it('places a student: only open batches of her course, a full one disabled, a reason required', async () => {
    const user = setupUser();
    renderAt(<StaffPlacementPage />, { route: '/staff/placement' });
    await user.click(await screen.findByRole('button', { name: 'Place Sunita Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place Sunita Verma' });
    const select = within(dialog).getByLabelText(/^Batch/);
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a batch',
      'Aarohi Career Evening Batch 4 · starts 30 Nov 2026 · Mon-Sat 19:00-20:30 · 30 seats left',
      'Aarohi Career Morning Batch 5 · starts 7 Dec 2026 · Mon-Sat 10:00-11:30 · full',
    ]);
    expect(options[2]).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Place her' }));
    expect(await within(dialog).findByText('Choose a batch.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write why she is placed in this batch.')).toBeInTheDocument();
    expect(placed).toEqual([]);

    await user.selectOptions(select, '11');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Evenings suit her job.');
    await user.click(within(dialog).getByRole('button', { name: 'Place her' }));
    expect(
      await screen.findByText('Sunita Verma placed in Aarohi Career Evening Batch 4.'),
    ).toBeInTheDocument();
    expect(placed).toEqual([{ id: 41, batch_id: 11, reason: 'Evenings suit her job.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('table', { name: '1 paid student without a batch' })).toBeInTheDocument();
    expect(screen.queryByTestId('placement-alert')).not.toBeInTheDocument();
  });

  it("shows the API's refusal (a batch filled meanwhile) in the dialog", async () => {
    answer = {
      status: 409,
      body: {
        success: false,
        message:
          'Aarohi Career Evening Batch 4 is full (30 of 30 seats taken). Choose another batch of her course, or open a new one.',
      },
    };
    const user = setupUser();
    renderAt(<StaffPlacementPage />, { route: '/staff/placement' });
    await user.click(await screen.findByRole('button', { name: 'Place Sunita Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place Sunita Verma' });
    await user.selectOptions(within(dialog).getByLabelText(/^Batch/), '11');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Evenings');
    await user.click(within(dialog).getByRole('button', { name: 'Place her' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Aarohi Career Evening Batch 4 is full (30 of 30 seats taken).',
    );
  });

  it('lets support read the list but not place', async () => {
    me = support;
    renderAt(<StaffPlacementPage />, { route: '/staff/placement' });
    expect(await screen.findByRole('table', { name: '2 paid students without a batch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Place / })).not.toBeInTheDocument();
    expect(screen.getByText(/Only an admin can place a student/)).toBeInTheDocument();
  });

  it('formats how long she has waited', () => {
    expect(formatWaiting(5)).toBe('under an hour');
    expect(formatWaiting(61)).toBe('1 hour');
    expect(formatWaiting(24 * 60)).toBe('1 day');
    expect(formatWaiting(50 * 60)).toBe('2 days 2 hours');
  });
});

describe("a batch's students", () => {
  it('lists name, e-mail, phone and paid date, and moves one with a reason to a batch of its course', async () => {
    server.use(
      http.get(url('/api/staff/batches'), () => HttpResponse.json({ success: true, data: [batch] })),
      http.get(url('/api/staff/batches/5/students'), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              student_id: 7,
              fullname: 'Priya Sharma',
              email: 'student@aarohi.example',
              phone_number: '9876543210',
              paid_at: '2026-10-30T09:15:00.000Z',
            },
          ],
        }),
      ),
    );
    data = {
      ...data,
      open_batches: [
        ...data.open_batches,
        { ...data.open_batches[2]!, batch_id: 6, batch_name: 'Batch 14 — Morning', seats_left: 3 },
      ],
    };
    const user = setupUser();
    renderAt(<StaffBatchesPage />, { route: '/staff/batches?batch=5' });
    const roster = await screen.findByRole('table', { name: 'Students of Batch 12 — Evening' });
    const row = within(roster).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Priya Sharma');
    expect(row).toHaveTextContent('student@aarohi.example');
    expect(row).toHaveTextContent('+91 98765 43210');
    expect(row).toHaveTextContent('30 Oct 2026');
    await user.click(within(row).getByRole('button', { name: 'Move Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Priya Sharma' });
    // Her own batch and other courses' batches are not offered.
    const options = within(within(dialog).getByLabelText(/^Batch/)).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', '6']);
    await user.selectOptions(within(dialog).getByLabelText(/^Batch/), '6');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Mornings now.');
    await user.click(within(dialog).getByRole('button', { name: 'Move her' }));
    await waitFor(() => expect(placed).toEqual([{ id: 7, batch_id: 6, reason: 'Mornings now.' }]));
  });
});
