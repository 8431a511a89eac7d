// The sandbox checkout for the payment page's UPI stories: the API's own checkout script (the
// window with its UPI / Card / Netbanking tabs) and the calls it makes, answered here as the API's
// sandbox answers them. The QR code is drawn from a real `upi://pay` URI of the mocked order.
import { http, HttpResponse } from 'msw';
import { BASE_PRICE_PAISE, BRAND_NAME, PAYMENT_DESCRIPTION } from '@ai-women/contracts';
import { checkoutScript } from '../../api/src/payments/sandbox-checkout';
import { upiQrSvg, upiUri } from '../../api/src/payments/upi';
import { MOCK_API_PATH } from './api';
import * as d from './data';

const at = (path: string) => `*${MOCK_API_PATH}${path}`;
export const CHECKOUT_ORDER_ID = 'order_catalogueUpi01';
/** The demo school's sandbox UPI address. */
const SANDBOX_VPA = 'aarohi.sandbox@okaxis';
/** Her seat is held for 30 minutes from the order (the page and the window say until when). */
const holdEnds = () => new Date(Date.now() + 30 * 60_000).toISOString();

export function checkoutHandlers() {
  const apiBase = `${window.location.origin}${MOCK_API_PATH}`;
  return [
    http.get(
      '*/catalogue-checkout.js',
      () =>
        new HttpResponse(checkoutScript(apiBase), {
          headers: { 'content-type': 'text/javascript; charset=utf-8' },
        }),
    ),
    http.post(at('/api/payments/order'), () =>
      HttpResponse.json({
        success: true,
        orderId: CHECKOUT_ORDER_ID,
        amount: BASE_PRICE_PAISE,
        currency: 'INR',
        keyId: 'rzp_test_catalogue',
        checkoutScriptUrl: '/catalogue-checkout.js',
        expiresAt: holdEnds(),
      }),
    ),
    // Not paid yet: she is still to approve (or has declined, or let it expire).
    http.get(at('/api/payments/order/:orderId'), () =>
      HttpResponse.json({
        success: true,
        orderId: CHECKOUT_ORDER_ID,
        status: 'created',
        expiresAt: holdEnds(),
        lastFailure: null,
        payment: null,
        student_name: null,
        course_title: null,
        placement: null,
      }),
    ),
    http.get(at('/sandbox/upi/:orderId'), async () => {
      const uri = upiUri({
        payeeVpa: SANDBOX_VPA,
        payeeName: BRAND_NAME,
        amountPaise: BASE_PRICE_PAISE,
        reference: CHECKOUT_ORDER_ID,
        note: PAYMENT_DESCRIPTION,
      });
      return HttpResponse.json({ success: true, uri, qrSvg: await upiQrSvg(uri) });
    }),
    // Her UPI app's answer: approved (captured, signed for POST /payment), declined or expired.
    http.post(at('/sandbox/pay'), async ({ request }) => {
      const { outcome } = (await request.json()) as { outcome: 'approve' | 'decline' | 'expire' };
      const base = {
        success: true,
        razorpay_payment_id: 'pay_catalogueUpi01',
        razorpay_order_id: CHECKOUT_ORDER_ID,
      };
      if (outcome === 'approve')
        return HttpResponse.json({ ...base, status: 'captured', razorpay_signature: 'sandbox-signature' });
      return HttpResponse.json({
        ...base,
        status: 'failed',
        error:
          outcome === 'expire'
            ? { reason: 'payment_timed_out', description: 'The UPI request expired before it was approved.' }
            : { reason: 'payment_declined', description: 'The payment was declined in the UPI app.' },
      });
    }),
    http.post(at('/payment'), () =>
      HttpResponse.json({
        success: true,
        message: 'Payment recorded successfully!',
        payment: {
          transactionId: 'pay_catalogueUpi01',
          amount: BASE_PRICE_PAISE,
          currency: 'INR',
          paidAt: new Date().toISOString(),
        },
        student_name: d.lastPayment.name,
        course_title: d.lastPayment.courseTitle,
        placement: {
          batch_id: d.batchChoices[0]!.batch_id,
          batch_name: d.batchChoices[0]!.batch_name,
          timing: d.batchChoices[0]!.timing,
          start_date: d.batchChoices[0]!.start_date,
          first_class_date: d.batchChoices[0]!.start_date,
          moved_from: null,
        },
        invoice_number: 'AAR/26-27/000124',
      }),
    ),
  ];
}

/**
 * A story leaves the window open on the page: Escape is its own way out (it stops its polling and
 * removes it), so the next story starts without it, and at the top of its page (closing the window
 * gives the focus back to Pay, which scrolls to it).
 */
export function closeCheckoutWindow() {
  for (const root of document.querySelectorAll('[data-sandbox-checkout]'))
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  window.scrollTo(0, 0);
}
