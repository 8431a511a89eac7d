// The Money screen's tax invoices: a month and a place of supply, totals as the API sums them, the
// month's GSTR-1 CSV; and advertising a coupon to every visitor.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffMoneyPage from '../../app/exposed/StaffMoney';
import { admin, renderAt, setupUser, url } from '../../test/render';

const invoice = {
  invoice_id: 3,
  number: 'AAR/26-27/000002',
  issued_at: '2026-11-25T04:30:00.000Z',
  student_id: 9,
  buyer_name: 'Asha Rao',
  buyer_state: '29',
  place_of_supply: 'Karnataka',
  buyer_business_name: 'Kaveri Accounting Services LLP',
  buyer_gstin: '29AAKFK4821M1ZU',
  rate_percent: 18,
  taxable: 169424,
  cgst: 15248,
  sgst: 15248,
  igst: 0,
  total: 199920,
};
const queries: URLSearchParams[] = [];
const puts: unknown[] = [];
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: admin })),
  http.get(url('/api/staff/payments'), () =>
    HttpResponse.json({ success: true, data: { payments: [], days: [], total: { count: 0, amount: 0 } } }),
  ),
  http.get(url('/api/staff/invoices'), ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      success: true,
      data: { invoices: [invoice], totals: { count: 1, taxable: 169424, cgst: 15248, sgst: 15248, igst: 0, total: 199920 } },
    });
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
beforeEach(() => sessionStorage.setItem('aarohiStaffSignedIn', 'true'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('tax invoices on the Money screen', () => {
  it('lists the month with totals, filters by place of supply, links the GSTR-1 CSV; no axe violations', async () => {
    const { container } = renderAt(<StaffMoneyPage />, { route: '/staff/money?month=2026-11' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Tax invoices' })).closest('section')!;
    expect(await within(card as HTMLElement).findByText('AAR/26-27/000002')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('cell', { name: 'Karnataka (29)' })).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('29AAKFK4821M1ZU')).toBeInTheDocument();
    expect(within(card as HTMLElement).getAllByText('₹1,999.20').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'GSTR-1 CSV for 2026-11' }).getAttribute('href')).toMatch(
      /\/api\/staff\/invoices\/gstr1\.csv\?month=2026-11$/,
    );
    expect(queries.at(-1)!.get('month')).toBe('2026-11');
    const user = setupUser();
    await user.selectOptions(screen.getByLabelText('Place of supply'), '27');
    await waitFor(() => expect(queries.at(-1)!.get('state')).toBe('27'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('advertises a coupon to every visitor', async () => {
    renderAt(<StaffMoneyPage />, { route: '/staff/money' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Advertise SAKHI15' }));
    expect(await screen.findByText('Coupon is shown to every visitor.')).toBeInTheDocument();
    expect(puts).toEqual([{ advertised: true }]);
  });
});
