/**
 * The back office's own reads (issue 17): people with their payment and documents, coupons, the
 * payments report and the contact inbox's shape. Batches, tickets and notices go through their
 * areas' services.
 */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema';
import { indiaDay, indiaIso } from '../lib/india-time';
import type { Db } from '../db/client';
import { iso } from '../lib/shape';

export const like = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function studentRows(db: Db, where?: SQL) {
  const rows = await db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phone: t.students.phoneNumber,
      paymentStatus: t.students.paymentStatus,
      createdAt: t.students.createdAt,
      batchId: t.batches.id,
      batchName: t.batches.name,
    })
    .from(t.students)
    .leftJoin(t.enrolments, and(eq(t.enrolments.studentId, t.students.id), eq(t.enrolments.cancelled, false)))
    .leftJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .where(where)
    .orderBy(desc(t.students.createdAt), desc(t.students.id));
  // One row per student: her current (latest) enrolment.
  const seen = new Set<number>();
  return rows
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .map((r) => ({
      student_id: r.id,
      fullname: r.fullname,
      email: r.email,
      phone_number: r.phone,
      payment_status: r.paymentStatus,
      batch:
        r.batchId !== null && r.batchName !== null ? { batch_id: r.batchId, batch_name: r.batchName } : null,
      created_at: iso(r.createdAt),
    }));
}

function tutorFileUrl(tutorId: number, kind: 'resume' | 'experience_letter') {
  return `/api/staff/tutors/${tutorId}/files/${kind}`;
}
export async function tutorRows(db: Db, where?: SQL) {
  const rows = await db
    .select({
      tutor: t.tutors,
      uploads: t.tutorUploads,
      batches: sql<number>`(select count(*)::int from batches b where b.tutor_id = "tutors"."id")`,
    })
    .from(t.tutors)
    .leftJoin(t.tutorUploads, eq(t.tutorUploads.tutorId, t.tutors.id))
    .where(where)
    .orderBy(asc(t.tutors.name), asc(t.tutors.id));
  return rows.map(({ tutor, uploads, batches }) => ({
    tutor_id: tutor.id,
    name: tutor.name,
    email: tutor.email,
    phone_number: tutor.phoneNumber,
    batches: Number(batches),
    created_at: iso(tutor.createdAt),
    documents: uploads
      ? {
          skills: uploads.skills,
          resume: uploads.resumeKey
            ? { name: uploads.resumeName ?? 'resume.pdf', url: tutorFileUrl(tutor.id, 'resume') }
            : null,
          experience_letter: uploads.experienceLetterKey
            ? {
                name: uploads.experienceLetterName ?? 'experience-letter.pdf',
                url: tutorFileUrl(tutor.id, 'experience_letter'),
              }
            : null,
          review_status: uploads.reviewStatus as 'pending' | 'approved' | 'changes_requested',
          review_note: uploads.reviewNote,
          updated_at: iso(uploads.updatedAt),
        }
      : null,
  }));
}

export function contactView(r: typeof t.contactMessages.$inferSelect, handledBy: string | null) {
  return {
    message_id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    created_at: iso(r.createdAt),
    handled_at: r.handledAt ? iso(r.handledAt) : null,
    handled_by: handledBy,
  };
}

export async function couponRows(db: Db, where?: SQL) {
  const uses = sql<number>`(select count(*)::int from payments p join payment_orders o on o.id = p.order_id where o.coupon_id = "coupons"."id")`;
  const rows = await db
    .select({ c: t.coupons, uses })
    .from(t.coupons)
    .where(where)
    .orderBy(desc(t.coupons.createdAt), desc(t.coupons.id));
  return rows.map(({ c, uses: n }) => ({
    coupon_id: c.id,
    coupon_name: c.name,
    discount_percent: c.discountPercent,
    active: c.active,
    uses: Number(n),
    created_at: iso(c.createdAt),
  }));
}

/** Payments between two India days (inclusive), newest first, with day totals in India time. */
export async function paymentReport(db: Db, query: { from?: string; to?: string; q?: string }) {
  const where: SQL[] = [];
  // Days are India days: midnight in Asia/Kolkata is 18:30 UTC the day before.
  if (query.from) where.push(gte(t.payments.paidAt, new Date(`${query.from}T00:00:00+05:30`)));
  if (query.to)
    where.push(lt(t.payments.paidAt, new Date(new Date(`${query.to}T00:00:00+05:30`).getTime() + 86400000)));
  if (query.q?.trim()) {
    const q = like(query.q);
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
