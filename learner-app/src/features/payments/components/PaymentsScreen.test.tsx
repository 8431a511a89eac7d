import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { PaymentsScreen } from './PaymentsScreen';
import { paidInState, paidWithInvoice, refundApproved, refundDeclined, refundRequested } from './fixtures';

let answer: unknown = { success: true, data: [paidWithInvoice] };
let status = 200;
const server = setupServer(
  http.get(`${TEST_API}/api/student/payments`, () => HttpResponse.json(answer as object, { status })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  status = 200;
  answer = { success: true, data: [paidWithInvoice] };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderPage(<PaymentsScreen />, { route: '/payments' });

describe('her Payments page', () => {
  it('lists her payment with its invoice: number, place of supply, IGST, and no axe violations', async () => {
    const { container } = show();
    expect(await screen.findByRole('heading', { level: 2, name: 'AI for Everyday Life' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('AAR/26-27/000001');
    expect(screen.getByTestId('amount')).toHaveTextContent('₹1,999.20');
    expect(screen.getByText('Maharashtra (27)')).toBeInTheDocument();
    expect(screen.getByText('IGST 18 %')).toBeInTheDocument();
    expect(screen.getByText('₹304.96')).toBeInTheDocument();
    expect(screen.getByText('Paid on 14 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoice AAR/26-27/000001' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a buyer in the school state with her employer: CGST and SGST halves, and the business GSTIN', async () => {
    answer = { success: true, data: [paidInState] };
    show();
    expect(await screen.findByText('CGST 9 %')).toBeInTheDocument();
    expect(screen.getByText('SGST 9 %')).toBeInTheDocument();
    expect(screen.getAllByText('₹152.48')).toHaveLength(2);
    expect(screen.getByText('Kaveri Accounting Services LLP · GSTIN 29AAKFK4821M1ZU')).toBeInTheDocument();
  });

  it('downloads the invoice with her session, as a file named after its number (by keyboard)', async () => {
    const user = userEvent.setup({ delay: null });
    let cookieMode: RequestCredentials | undefined;
    server.use(
      http.get(`${TEST_API}/api/invoices/:id/pdf`, ({ request }) => {
        cookieMode = request.credentials;
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice'), revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    show();
    const button = await screen.findByRole('button', { name: 'Download invoice AAR/26-27/000001' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Download invoice AAR/26-27/000001' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual(['Aarohi-tax-invoice-AAR-26-27-000001.pdf']);
    expect(cookieMode).toBe('include');
  });

  it('loading, then empty: says there is nothing yet and points to the course', async () => {
    answer = { success: true, data: [] };
    server.use(
      http.get(`${TEST_API}/api/student/payments`, async () => {
        await delay(50);
        return HttpResponse.json(answer as object);
      }),
    );
    show();
    expect(screen.getByText('Loading your payments…')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the course' })).toHaveAttribute('href', '/course');
  });

  it('a failed load says so and offers to try again', async () => {
    status = 500;
    answer = { success: false, message: 'Internal error' };
    show();
    expect(await screen.findByText('We could not load your payments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('states the policy and what it allows today; she asks for a refund by keyboard with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: unknown;
    server.use(
      http.post(`${TEST_API}/api/student/refunds`, async ({ request }) => {
        sent = await request.json();
        answer = { success: true, data: [refundRequested] };
        return HttpResponse.json({ success: true, message: 'sent', data: refundRequested.refunds[0] }, { status: 201 });
      }),
    );
    const { container } = show();
    expect(await screen.findByText('100 % back until your batch’s first session starts')).toBeInTheDocument();
    expect(screen.getByText('50 % back until the end of its first week')).toBeInTheDocument();
    expect(screen.getByTestId('policy-today')).toHaveTextContent('Today the policy allows ₹1,999.20 (100 %).');
    await user.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    // Without a reason the form says what is missing and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please tell us why you are asking for a refund.')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: /Why are you asking for a refund/ }), 'My shift changed.');
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText(/Your refund request has been sent/)).toBeInTheDocument();
    expect(sent).toEqual({ payment_id: 7, reason: 'My shift changed.' });
    expect(await screen.findByText('Refund requested on 20 November 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a second request is refused with the server’s reason', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${TEST_API}/api/student/refunds`, () =>
        HttpResponse.json({ success: false, message: 'You have already asked for a refund of this payment.' }, { status: 409 }),
      ),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    await user.type(screen.getByRole('textbox', { name: /Why are you asking/ }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You have already asked for a refund of this payment.')).toBeInTheDocument();
  });

  it('an approved refund shows the amount, that the bank is still to confirm, and its credit note to download', async () => {
    answer = { success: true, data: [refundApproved] };
    const { container } = show();
    expect(await screen.findByText('₹999.60 refunded on 21 November 2026')).toBeInTheDocument();
    expect(screen.getByText(/On its way to the account you paid from/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download credit note AARCN/26-27/0002' })).toBeEnabled();
    expect(screen.getByTestId('policy-today')).toHaveTextContent('What the policy allows (50 %) has been refunded already.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a declined request shows the admin’s answer, and she may ask again', async () => {
    answer = { success: true, data: [refundDeclined] };
    show();
    expect(await screen.findByText('Refund request declined on 21 November 2026')).toBeInTheDocument();
    expect(screen.getByText(/Our answer: Your batch’s first week ended on 9 November/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a refund' })).toBeEnabled();
    expect(screen.getByTestId('policy-today')).toHaveTextContent('The first week of your batch has ended, so the policy allows no refund now.');
  });

  it('follows her choice of Hindi', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    renderPage(
      <FollowPreferredLanguage>
        <PaymentsScreen />
      </FollowPreferredLanguage>,
      { route: '/payments' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'पेमेंट' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'इनवॉइस AAR/26-27/000001 डाउनलोड करें' })).toBeEnabled();
    expect(screen.getByText('14 नवंबर 2026 को पेमेंट हुआ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रिफ़ंड का अनुरोध करें' })).toBeEnabled();
    expect(screen.getByText('बैच का पहला सेशन शुरू होने तक 100 % वापस')).toBeInTheDocument();
    document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
  });
});
