// What the payment confirmation says: a "Payment confirmation", not an invoice, with her name, the
// course, the payment line, the contact e-mail and the server-issued payment id and date.
// Pure, so it is tested without pdf-lib.
// The content and drawing rules are shared with the API's receipt mail (@ai-women/contracts/confirmation-pdf).
import {
  FALLBACK_NAME,
  batchLine,
  paymentConfirmationContent,
  type ConfirmationContent,
} from '@ai-women/contracts/confirmation-pdf';
import type { StudentLanguage } from '@ai-women/contracts';
import type { StoredUser } from '@ai-women/web-core';

export {
  CONFIRMATION_FILE_NAME,
  FALLBACK_NAME,
  PAYMENT_COMPLETED_LINE,
  formatAmount,
  formatPaidOn,
  type ConfirmationContent,
} from '@ai-women/contracts/confirmation-pdf';

/** Copied into the learner app's output from @ai-women/contracts/assets (webpack.config.js). */
export const TEMPLATE_PATH = 'templates/payment-confirmation-template.pdf';

/** The name on the confirmation: the first present of name, username, fullname; 'Learner' otherwise. */
export function confirmationName(user: StoredUser | null | undefined): string {
  return (user?.name || user?.username || user?.fullname || '').trim() || FALLBACK_NAME;
}

export function confirmationContent(
  user: StoredUser | null | undefined,
  now = new Date(),
  language: StudentLanguage = 'en',
): ConfirmationContent {
  const payment = user?.payment;
  // The course she chose and her batch, as the mailed copy names them, in the page's language.
  return paymentConfirmationContent(confirmationName(user), payment, {
    now,
    courseTitle: payment?.courseTitle,
    batch: batchLine(payment?.batch, language),
    language,
  });
}
