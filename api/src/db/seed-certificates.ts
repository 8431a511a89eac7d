/**
 * The completed batch's certificate demo: Priya (the paid demo student) took it before her current
 * batch and holds a certificate; Lakshmi attended exactly 20 of 25 and has earned hers but it is
 * not issued yet (her certificate page issues it); Divya attended 19 of 25, one short.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import * as t from './schema';

/** The demo student's seeded certificate: what the verify page and the README's example show. */
export const DEMO_CERTIFICATE_NO = 'AAR-7KQ2-M9XD-4HTP-R3WN';

export const CERTIFICATE_DEMO_LOGINS = {
  /** 20 of 25 in the completed batch: eligible, no certificate until her page asks for it. */
  eligibleStudent: {
    email: 'lakshmi@aarohi.example',
    mobile: '9876523456',
    password: 'Student@2025',
    name: 'Lakshmi Nair',
  },
  /** 19 of 25 in the completed batch: short by one. */
  shortStudent: {
    email: 'divya@aarohi.example',
    mobile: '9876534567',
    password: 'Student@2025',
    name: 'Divya Patel',
  },
} as const;

export async function seedCertificates(
  tx: Db,
  input: { batchId: number; tutorId: number; priyaId: number; courseId: number; passwordHash: string },
): Promise<void> {
  const sessions = await tx
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, input.batchId))
    .orderBy(asc(t.classSessions.sessionNo));
  const [batch] = await tx.select().from(t.batches).where(eq(t.batches.id, input.batchId));
  const [course] = await tx.select().from(t.courses).where(eq(t.courses.id, input.courseId));
  const [tutor] = await tx.select().from(t.tutors).where(eq(t.tutors.id, input.tutorId));
  const others = await tx
    .insert(t.students)
    .values(
      Object.values(CERTIFICATE_DEMO_LOGINS).map((s, i) => ({
        fullname: s.name,
        designation: i === 0 ? 'School teacher' : 'Boutique owner',
        email: s.email,
        phoneNumber: s.mobile,
        age: 29 + i * 6,
        passwordHash: input.passwordHash,
        paymentStatus: 'completed',
        courseId: input.courseId,
        createdAt: new Date(`${batch!.startDate}T04:00:00Z`),
      })),
    )
    .returning({ id: t.students.id });
  for (const [i, s] of others.entries()) {
    const order = `order_seedcert000${i + 1}`;
    await tx.insert(t.paymentOrders).values({
      id: order,
      studentId: s.id,
      amount: 249900,
      currency: 'INR',
      status: 'paid',
      courseId: input.courseId,
      batchId: input.batchId,
    });
    await tx.insert(t.payments).values({
      transactionId: `pay_seedcert000${i + 1}`,
      orderId: order,
      studentId: s.id,
      amount: 249900,
      currency: 'INR',
      paidAt: new Date(`${batch!.startDate}T05:00:00Z`),
    });
    await tx.insert(t.enrolments).values({ studentId: s.id, batchId: input.batchId });
  }
  // Sessions missed: Priya 2 (23/25), Lakshmi 5 (20/25), Divya 6 (19/25).
  const missed: Array<[number, number[]]> = [
    [input.priyaId, [7, 16]],
    [others[0]!.id, [3, 9, 14, 18, 22]],
    [others[1]!.id, [2, 5, 11, 15, 19, 24]],
  ];
  for (const [studentId, absent] of missed)
    await tx.insert(t.sessionAttendance).values(
      sessions.map((s) => ({
        sessionId: s.id,
        studentId,
        status: absent.includes(s.sessionNo) ? 'absent' : s.sessionNo === 1 ? 'late' : 'present',
        markedByTutor: input.tutorId,
      })),
    );
  const last = sessions[sessions.length - 1]!;
  const [priya] = await tx.select({ name: t.students.fullname }).from(t.students).where(eq(t.students.id, input.priyaId));
  await tx.insert(t.certificates).values({
    certificateNo: DEMO_CERTIFICATE_NO,
    studentId: input.priyaId,
    batchId: input.batchId,
    studentName: priya!.name,
    courseTitle: course!.title,
    batchName: batch!.name,
    startDate: batch!.startDate ?? sessions[0]!.date,
    endDate: last.date,
    tutorName: tutor?.name ?? null,
    attended: 23,
    held: sessions.length,
    // Issued the evening the batch's last class ended.
    issuedAt: new Date(`${last.date}T15:30:00Z`),
  });
}
