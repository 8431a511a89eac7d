/** The payments report the back office reads and exports: India days, newest first, with day totals. */
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { endOfIndiaDay, startOfIndiaDay } from '@ai-women/contracts';
import { indiaDay, indiaIso } from '../lib/india-time';
import { iso } from '../lib/shape';
import { containsPattern } from '../lib/like';
import { csvDocument } from '../lib/csv';

export interface PaymentReportQuery {
  from?: string;
  to?: string;
  q?: string;
}

/** Payments between two India days (inclusive), newest first, with day totals in India time. */
export async function paymentReport(db: Db, query: PaymentReportQuery) {
  const where: SQL[] = [];
  // Days are India days (the routes have checked they are calendar days).
  if (query.from) where.push(gte(t.payments.paidAt, startOfIndiaDay(query.from)));
  if (query.to) where.push(lt(t.payments.paidAt, endOfIndiaDay(query.to)));
  if (query.q?.trim()) {
    const q = containsPattern(query.q);
    where.push(
      or(ilike(t.students.fullname, q), ilike(t.students.email, q), ilike(t.payments.transactionId, q))!,
    );
  }
  const rows = await db
    .select({
      p: t.payments,
      name: t.students.fullname,
      email: t.students.email,
      coupon: t.coupons.name,
    })
    .from(t.payments)
    .innerJoin(t.students, eq(t.students.id, t.payments.studentId))
    .innerJoin(t.paymentOrders, eq(t.paymentOrders.id, t.payments.orderId))
    .leftJoin(t.coupons, eq(t.coupons.id, t.paymentOrders.couponId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(t.payments.paidAt), desc(t.payments.id));
  const payments = rows.map(({ p, name, email, coupon }) => ({
    payment_id: p.id,
    transaction_id: p.transactionId,
    order_id: p.orderId,
    student_id: p.studentId,
    student_name: name,
    email,
    amount: p.amount,
    currency: p.currency,
    coupon,
    paid_at: iso(p.paidAt),
    paid_at_ist: indiaIso(p.paidAt),
  }));
  const days = new Map<string, { date: string; count: number; amount: number }>();
  for (const p of payments) {
    const date = indiaDay(p.paid_at);
    const day = days.get(date) ?? { date, count: 0, amount: 0 };
    day.count += 1;
    day.amount += p.amount;
    days.set(date, day);
  }
  return {
    payments,
    days: [...days.values()],
    total: { count: payments.length, amount: payments.reduce((sum, p) => sum + p.amount, 0) },
  };
}

/**
 * The report as a CSV file and its download name. India time, as every screen shows it: a payment
 * at 00:30 IST is on that day's line.
 */
export async function paymentsCsv(db: Db, query: PaymentReportQuery) {
  const report = await paymentReport(db, query);
  const header = [
    'paid_at_ist',
    'transaction_id',
    'order_id',
    'student_id',
    'student_name',
    'email',
    'amount_inr',
    'currency',
    'coupon',
  ];
  const lines = report.payments.map((p) => [
    p.paid_at_ist,
    p.transaction_id,
    p.order_id,
    p.student_id,
    p.student_name,
    p.email,
    (p.amount / 100).toFixed(2),
    p.currency,
    p.coupon,
  ]);
  const name = `aarohi-payments${query.from ? `-from-${query.from}` : ''}${query.to ? `-to-${query.to}` : ''}.csv`;
  return { name, text: csvDocument([header, ...lines]) };
}
