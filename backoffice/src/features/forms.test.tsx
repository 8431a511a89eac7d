// The back office's forms on the one form layer: the contracts' messages on submit, an edited field's
// message goes, nothing is sent while a rule fails, and a sent form starts empty again.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import StaffNoticesPage from '../app/exposed/StaffNotices';
import StaffMoneyPage from '../app/exposed/StaffMoney';
import { admin, renderAt, setupUser, url } from '../test/render';
import { batch } from '../test/fixtures';

let notices: unknown[] = [];
let couponsCreated: unknown[] = [];
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: admin })),
  http.get(url('/api/staff/batches'), () => HttpResponse.json({ success: true, data: [batch] })),
  http.get(url('/api/courses'), () =>
    HttpResponse.json([
      { course_id: 1, title: 'AI for Everyday Life', description: 'd', image_url: '/x.svg', sessions: 25, curriculum: 'everyday' },
      { course_id: 2, title: 'AI for Your Career', description: 'd', image_url: '/y.svg', sessions: 25, curriculum: 'career' },
    ]),
  ),
  http.post(url('/api/staff/notices'), async ({ request }) => {
    notices.push(await request.json());
    return HttpResponse.json({ success: true, message: 'Notice sent to 2 people.', data: { sent: 2 } }, { status: 201 });
  }),
  http.get(url('/api/staff/payments'), () =>
    HttpResponse.json({ success: true, data: { payments: [], days: [], total: { count: 0, amount: 0 } } }),
  ),
  http.get(url('/api/staff/invoices'), () =>
    HttpResponse.json({
      success: true,
      data: {
        invoices: [],
        totals: { count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        credit_notes: [],
        credit_note_totals: { count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        net: { count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
      },
    }),
  ),
  http.get(url('/api/staff/refunds'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(url('/api/staff/coupons'), () => HttpResponse.json({ success: true, data: [] })),
  http.post(url('/api/staff/coupons'), async ({ request }) => {
    const body = (await request.json()) as { coupon_name: string };
    couponsCreated.push(body);
    if (body.coupon_name === 'AAROHI10')
      return HttpResponse.json({ success: false, message: 'That code already exists.' }, { status: 409 });
    return HttpResponse.json(
      {
        success: true,
        message: `Coupon ${body.coupon_name} created.`,
        data: { coupon_id: 9, ...body, active: true, advertised: false, uses: 0, created_at: '2026-11-25T05:00:00.000Z' },
      },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  notices = [];
  couponsCreated = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the notice form', () => {
  it('says there is no batch to tell, rather than an empty list, before any batch exists', async () => {
    server.use(http.get(url('/api/staff/batches'), () => HttpResponse.json({ success: true, data: [] })));
    renderAt(<StaffNoticesPage />, { route: '/staff/notices' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No batches yet' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send a notice' })).not.toBeInTheDocument();
  });

  it('names every missing field, clears a message when its field is edited, and sends nothing until all pass', async () => {
    const user = setupUser();
    renderAt(<StaffNoticesPage />, { route: '/staff/notices' });
    const form = await screen.findByRole('form', { name: 'Send a notice' });
    await user.click(within(form).getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Choose a batch.')).toBeInTheDocument();
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    // The first wrong field has the focus.
    expect(screen.getByLabelText(/^Batch/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Title/), 'No class on Friday');
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(notices).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/^Batch/), String(batch.batch_id));
    await user.selectOptions(screen.getByLabelText('Send to'), 'both');
    await user.type(screen.getByLabelText(/^Message/), '  Diwali holiday: we meet again on Monday.  ');
    await user.click(within(form).getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notice sent to 2 people.');
    expect(notices).toEqual([
      {
        batch_id: batch.batch_id,
        audience: 'both',
        title: 'No class on Friday',
        message: 'Diwali holiday: we meet again on Monday.',
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });
});

describe('the coupon form', () => {
  it('keeps codes in capitals, checks the discount with the API rules, and shows a refusal as it is', async () => {
    const user = setupUser();
    renderAt(<StaffMoneyPage />, { route: '/staff/money' });
    const form = await screen.findByRole('form', { name: 'New coupon' });
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon code is required.')).toBeInTheDocument();
    expect(screen.getByText('Discount is required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Code/), 'diwali15');
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('DIWALI15');
    expect(screen.queryByText('Coupon code is required.')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Discount/), '95');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Discount must be more than 0 % and at most 90 %.')).toBeInTheDocument();
    expect(couponsCreated).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Discount/));
    await user.type(within(form).getByLabelText(/^Discount/), '15');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon DIWALI15 created.')).toBeInTheDocument();
    expect(couponsCreated).toEqual([{ coupon_name: 'DIWALI15', discount_percent: 15 }]);
    await waitFor(() => expect(within(form).getByLabelText(/^Code/)).toHaveValue(''));

    await user.type(within(form).getByLabelText(/^Code/), 'aarohi10');
    await user.type(within(form).getByLabelText(/^Discount/), '10');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code already exists.');
    // A refused code stays in the form to be corrected.
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('AAROHI10');
  });
});
