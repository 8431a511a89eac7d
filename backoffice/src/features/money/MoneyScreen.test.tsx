// The Money screen's tax invoices: a month and a place of supply, totals as the API sums them, the
// month's GSTR-1 CSV; and advertising a coupon to every visitor.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffMoneyPage from '../../app/exposed/StaffMoney';
import { admin, renderAt, setupUser, url } from '../../test/render';
import { moneyInvoices, moneyRefunds, openRequest } from './fixtures';

const posts: { url: string; body: unknown }[] = [];
let approveAnswer: { status: number; body: object } = { status: 200, body: { success: true, message: 'Refunded ₹1,249.50; credit note AARCN/26-27/0002 issued. The provider confirms when the bank has it.', data: { ...openRequest, status: 'refunded', amount: 124950 } } };
const queries: URLSearchParams[] = [];
const puts: unknown[] = [];
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: admin })),
  http.get(url('/api/staff/payments'), () =>
    HttpResponse.json({ success: true, data: { payments: [], days: [], total: { count: 0, amount: 0 } } }),
  ),
  http.get(url('/api/staff/invoices'), ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ success: true, data: moneyInvoices });
  }),
  http.get(url('/api/staff/refunds'), () => HttpResponse.json({ success: true, data: moneyRefunds })),
  http.post(url('/api/staff/refunds/:id/approve'), async ({ request }) => {
    posts.push({ url: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json(approveAnswer.body, { status: approveAnswer.status });
  }),
  http.post(url('/api/staff/refunds/:id/decline'), async ({ request }) => {
    posts.push({ url: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ success: true, message: 'Request declined; she has been told why.', data: { ...openRequest, status: 'declined' } });
  }),
  http.get(url('/api/staff/coupons'), () =>
    HttpResponse.json({
      success: true,
      data: [{ coupon_id: 2, coupon_name: 'SAKHI15', discount_percent: 15, active: true, advertised: false, uses: 0, created_at: '2026-11-01T05:00:00.000Z' }],
    }),
  ),
  http.put(url('/api/staff/coupons/:id'), async ({ request }) => {
    const body = await request.json();
    puts.push(body);
    return HttpResponse.json({
      success: true,
      message: 'Coupon is shown to every visitor.',
      data: { coupon_id: 2, coupon_name: 'SAKHI15', discount_percent: 15, active: true, advertised: true, uses: 0, created_at: '2026-11-01T05:00:00.000Z' },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  posts.length = 0;
  approveAnswer = { status: 200, body: { success: true, message: 'Refunded ₹1,249.50; credit note AARCN/26-27/0002 issued. The provider confirms when the bank has it.', data: { ...openRequest, status: 'refunded', amount: 124950 } } };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('tax invoices on the Money screen', () => {
  it('lists the month with totals, filters by place of supply, links the GSTR-1 CSV; no axe violations', async () => {
    const { container } = renderAt(<StaffMoneyPage />, { route: '/staff/money?month=2026-11' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Tax invoices' })).closest('section')!;
    const card = await within(section as HTMLElement).findByRole('table', { name: 'Tax invoices' });
    expect(await within(card).findByText('AAR/26-27/000002')).toBeInTheDocument();
    expect(within(card).getByRole('cell', { name: 'Karnataka (29)' })).toBeInTheDocument();
    expect(within(card).getByText('29AAKFK4821M1ZU')).toBeInTheDocument();
    expect(within(section as HTMLElement).getAllByText('₹1,999.20').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'GSTR-1 CSV for 2026-11' }).getAttribute('href')).toMatch(
      /\/api\/staff\/invoices\/gstr1\.csv\?month=2026-11$/,
    );
    expect(queries.at(-1)!.get('month')).toBe('2026-11');
    const user = setupUser();
    await user.selectOptions(screen.getByLabelText('Place of supply'), '27');
    await waitFor(() => expect(queries.at(-1)!.get('state')).toBe('27'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the month’s credit notes under the same filters, with the net the month reports', async () => {
    renderAt(<StaffMoneyPage />, { route: '/staff/money?month=2026-11' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Tax invoices' })).closest('section')! as HTMLElement;
    const notes = await within(card).findByRole('table', { name: 'Credit notes (refunds)' });
    expect(within(notes).getByText('AARCN/26-27/0001')).toBeInTheDocument();
    expect(within(notes).getByText('AAR/26-27/000002')).toBeInTheDocument();
    expect(within(notes).getByRole('link', { name: 'Credit note AARCN/26-27/0001 as PDF' }).getAttribute('href')).toMatch(/\/api\/credit-notes\/1\/pdf$/);
    // Net value: ₹1,999.20 invoiced less ₹999.60 credited.
    expect(within(card).getByText('Net value').parentElement).toHaveTextContent('₹999.60');
  });

  it('advertises a coupon to every visitor', async () => {
    renderAt(<StaffMoneyPage />, { route: '/staff/money' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Advertise SAKHI15' }));
    expect(await screen.findByText('Coupon is shown to every visitor.')).toBeInTheDocument();
    expect(puts).toEqual([{ advertised: true }]);
  });
});

describe('refund requests on the Money screen', () => {
  it('lists requests, open first, and the answer form approves within the policy; no axe violations with it open', async () => {
    const { container } = renderAt(<StaffMoneyPage />, { route: '/staff/money' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Refund requests' })).closest('section')! as HTMLElement;
    expect(await within(card).findByText('Neha Gupta')).toBeInTheDocument();
    expect(within(card).getByText('1 open')).toBeInTheDocument();
    expect(within(card).getByText('AARCN/26-27/0001')).toBeInTheDocument();
    expect(within(card).getByText(/Declined: Your first week ended/)).toBeInTheDocument();
    const user = setupUser();
    await user.click(within(card).getByRole('button', { name: 'Answer Neha Gupta’s request' }));
    const amount = await screen.findByLabelText(/Amount to refund/);
    expect(amount).toHaveValue('1249.50');
    // Each button submits its own form: a form nested inside the approval form would be submitted
    // natively by the browser (the page reloads and nothing is sent), which jsdom does not show.
    const approveForm = screen.getByRole('form', { name: 'Approve the refund' });
    expect((screen.getByRole('button', { name: 'Approve and refund' }) as HTMLButtonElement).form).toBe(approveForm);
    expect((screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).form).toBe(
      screen.getByRole('form', { name: 'Decline the request' }),
    );
    expect(approveForm.querySelector('form')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Approve and refund' }));
    expect(await screen.findByText(/credit note AARCN\/26-27\/0002 issued/)).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/staff/refunds/12/approve', body: { amount: 124950 } }]);
  });

  it('beyond the policy the form asks why before it sends; a provider refusal is shown and the request stays open', async () => {
    approveAnswer = { status: 502, body: { success: false, message: 'The payment provider refused the refund (bank unavailable). Nothing was refunded and the request is still open; try again later.' } };
    renderAt(<StaffMoneyPage />, { route: '/staff/money' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Answer Neha Gupta’s request' }));
    const amount = await screen.findByLabelText(/Amount to refund/);
    await user.clear(amount);
    await user.type(amount, '2499');
    await user.click(screen.getByRole('button', { name: 'Approve and refund' }));
    expect(await screen.findByText('Write why you refund more than the policy’s ₹1,249.50.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.type(screen.getByLabelText(/Why more than the policy allows/), 'Medical emergency; letter on file.');
    await user.click(screen.getByRole('button', { name: 'Approve and refund' }));
    expect(await screen.findByText(/The payment provider refused the refund/)).toBeInTheDocument();
    expect(posts).toEqual([
      { url: '/api/staff/refunds/12/approve', body: { amount: 249900, beyond_policy_reason: 'Medical emergency; letter on file.' } },
    ]);
    expect(screen.getByRole('button', { name: 'Approve and refund' })).toBeEnabled();
  });

  it('declines only with a reason she reads', async () => {
    renderAt(<StaffMoneyPage />, { route: '/staff/money' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Answer Neha Gupta’s request' }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Write why the request is declined; she will read it.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Reason to decline/), 'The first week has ended; you can move to a later batch instead.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined; she has been told why.')).toBeInTheDocument();
    expect(posts).toEqual([
      { url: '/api/staff/refunds/12/decline', body: { reason: 'The first week has ended; you can move to a later batch instead.' } },
    ]);
  });
});
