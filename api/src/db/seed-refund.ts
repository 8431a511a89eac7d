/**
 * The refund demo: Rekha paid for the Business course, was given a seat in its next evening batch,
 * asked for her money back before the first class (her mother fell ill) and an admin approved it.
 * It goes through the same code as a real refund (her request, the admin's approval, the credit
 * note, the seat released), with the provider's answer already in: the sandbox is not listening
 * while the database is seeded, so its "processed" comes from here instead of a webhook.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import * as t from './schema';
import { issueInvoice } from '../payments/invoices';
import { approveRefund, requestRefund } from '../payments/refunds';
import { DEMO_GST_SUPPLIER } from '../config';

export const REFUND_DEMO_LOGIN = {
  email: 'rekha@aarohi.example',
  mobile: '9876545678',
  password: 'Student@2025',
  name: 'Rekha Joshi',
} as const;

export const REFUND_DEMO_REASON =
  'My mother is unwell and I have to be with her in Indore this month. I would like to join a later batch.';

const DAY_MS = 86_400_000;

export async function seedRefund(
  db: Db,
  input: { courseId: number; batchId: number; passwordHash: string; now: Date },
): Promise<void> {
  const { now } = input;
  const paidAt = new Date(now.getTime() - 5 * DAY_MS);
  const askedAt = new Date(now.getTime() - 3 * DAY_MS);
  const refundedAt = new Date(now.getTime() - 2 * DAY_MS - 4 * 3_600_000);
  const { studentId, paymentId } = await db.transaction(async (tx) => {
    const [student] = await tx
      .insert(t.students)
      .values({
        fullname: REFUND_DEMO_LOGIN.name,
        designation: 'Tailoring studio owner',
        email: REFUND_DEMO_LOGIN.email,
        phoneNumber: REFUND_DEMO_LOGIN.mobile,
        age: 42,
        passwordHash: input.passwordHash,
        paymentStatus: 'completed',
        courseId: input.courseId,
        createdAt: new Date(paidAt.getTime() - 20 * 60_000),
      })
      .returning({ id: t.students.id });
    // She paid the list price from Gujarat: IGST.
    const [order] = await tx
      .insert(t.paymentOrders)
      .values({
        id: 'order_seedrefund01',
        studentId: student!.id,
        amount: 249900,
        currency: 'INR',
        status: 'paid',
        courseId: input.courseId,
        batchId: input.batchId,
        buyerState: '24',
      })
      .returning();
    const [payment] = await tx
      .insert(t.payments)
      .values({
        transactionId: 'pay_seedrefund01',
        orderId: order!.id,
        studentId: student!.id,
        amount: 249900,
        currency: 'INR',
        paidAt,
      })
      .returning({ id: t.payments.id });
    await issueInvoice(tx, DEMO_GST_SUPPLIER, {
      paymentId: payment!.id,
      studentId: student!.id,
      buyerName: REFUND_DEMO_LOGIN.name,
      order: order!,
      issuedAt: paidAt,
    });
    await tx.insert(t.enrolments).values({ studentId: student!.id, batchId: input.batchId, createdAt: paidAt });
    return { studentId: student!.id, paymentId: payment!.id };
  });

  const refund = await requestRefund(db, studentId, { paymentId, reason: REFUND_DEMO_REASON }, askedAt);
  const [admin] = await db
    .select({ id: t.staff.id, name: t.staff.name, email: t.staff.email })
    .from(t.staff)
    .where(eq(t.staff.role, 'admin'))
    .orderBy(asc(t.staff.id))
    .limit(1);
  await approveRefund(
    db,
    { ...admin!, role: 'admin' },
    {
      provider: {
        refund: async () => ({ id: 'rfnd_seedrefund01', status: 'processed' }),
      },
      now: () => refundedAt,
    },
    refund.refund_id,
    {},
  );
  // Her mails of that day (the credit note) went two days ago: the demo's outbox has nothing of
  // hers still to send.
  await db
    .update(t.outbox)
    .set({ status: 'sent', attempts: 1, sentAt: refundedAt })
    .where(and(eq(t.outbox.toAddress, REFUND_DEMO_LOGIN.email), eq(t.outbox.status, 'pending')));
}
