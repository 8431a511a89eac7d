/**
 * Every area's mail hooks, merged for the sender (mail/kinds.ts). For the receipt the order is what
 * she sees in her mail program: the payment confirmation, the tax invoice, then the calendar file.
 */
import { calendarMail } from '../calendar/mail';
import { certificatesMail } from '../certificates/mail';
import { mergeMailKinds } from '../mail/kinds';
import { paymentsMail } from '../payments/mail';
import { remindersMail } from '../reminders/mail';

export const platformMailKinds = mergeMailKinds(paymentsMail, certificatesMail, calendarMail, remindersMail);
