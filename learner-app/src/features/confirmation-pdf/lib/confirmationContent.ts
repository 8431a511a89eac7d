// What the payment confirmation says (spec 02 §7.3, DESIGN §9). Pure, so it is tested without pdf-lib.
import { CONTACT_EMAIL, COURSE_TITLE } from '@ai-women/contracts';
import type { StoredUser } from '../../../lib/session';

export const CONFIRMATION_FILE_NAME = 'payment-confirmation.pdf';
export const TEMPLATE_PATH = 'templates/payment-confirmation-template.pdf';
export const PAYMENT_COMPLETED_LINE = 'Your payment has been completed successfully. Thank you for enrolling!';
export const FALLBACK_NAME = 'Learner';

export interface ConfirmationContent {
  name: string;
  courseTitle: string;
  completedLine: string;
  contactEmail: string;
  paymentId?: string;
  paidOn?: string;
  amount?: string;
  issuedOn: string;
}

const indiaDate = (withTime: boolean) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
    timeZone: 'Asia/Kolkata',
  });

/** 199920 → 'INR 1,999.20' (the PDF's standard fonts have no rupee sign). */
export function formatAmount(paise: number): string {
  return `INR ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatPaidOn(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : `${indiaDate(true).format(date)} IST`;
}

/** Spec 02 §3: the first present of name, username, fullname; 'Learner' otherwise. */
export function confirmationName(user: StoredUser | null | undefined): string {
  return (user?.name || user?.username || user?.fullname || '').trim() || FALLBACK_NAME;
}

export function confirmationContent(user: StoredUser | null | undefined, now = new Date()): ConfirmationContent {
  const payment = user?.payment;
  return {
    name: confirmationName(user),
    courseTitle: COURSE_TITLE,
    completedLine: PAYMENT_COMPLETED_LINE,
    contactEmail: CONTACT_EMAIL,
    paymentId: payment?.transactionId || undefined,
    paidOn: payment?.paidAt ? formatPaidOn(payment.paidAt) : undefined,
    amount: typeof payment?.amount === 'number' ? formatAmount(payment.amount) : undefined,
    issuedOn: indiaDate(false).format(now),
  };
}
