/**
 * Students: registration, the login lookup and the signed-in reads (who am I, dashboard,
 * sessions), each read one query prepared once. Routes validate, cache and shape; this file reads
 * and writes.
 */
import { and, asc, desc, eq, gte, ne, or, sql } from 'drizzle-orm';
import { isMobileLoginId, normalizeName } from '@ai-women/contracts';
import type { StudentRegisterBody } from '@ai-women/contracts/schemas';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { badRequest, conflict, isUniqueViolation } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { setWhatsAppConsent } from '../messaging/consent';
import { enqueueMail } from '../mail/outbox';

/** Her payment, with the course it paid for and the batch she is in (the confirmation names both). */
export async function latestPayment(db: Db, studentId: number) {
  const rows = await db
    .select({
      transactionId: t.payments.transactionId,
      amount: t.payments.amount,
      paidAt: t.payments.paidAt,
      courseTitle: t.courses.title,
    })
    .from(t.payments)
    .innerJoin(t.students, eq(t.students.id, t.payments.studentId))
    .leftJoin(t.paymentOrders, eq(t.paymentOrders.id, t.payments.orderId))
    .leftJoin(t.courses, eq(t.courses.id, sql`coalesce(${t.paymentOrders.courseId}, ${t.students.courseId})`))
    .where(eq(t.payments.studentId, studentId))
    .orderBy(desc(t.payments.paidAt))
    .limit(1);
  const payment = rows[0];
  if (!payment) return null;
  const [batch] = await db
    .select({
      name: t.batches.name,
      timing: t.batches.timing,
      startDate: t.batches.startDate,
      firstClassDate: sql<
        string | null
      >`(select min(cs.date) from class_sessions cs where cs.batch_id = ${t.batches.id})`,
    })
    .from(t.enrolments)
    .innerJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .where(
      and(
        eq(t.enrolments.studentId, studentId),
        eq(t.enrolments.cancelled, false),
        ne(t.batches.status, 'Completed'),
      ),
    )
    .orderBy(desc(t.batches.startDate))
    .limit(1);
  return {
    ...payment,
    batch: batch
      ? { name: batch.name, timing: batch.timing, firstClassDate: batch.firstClassDate ?? batch.startDate }
      : null,
  };
}

/** The student a login identifier names: her mobile number or her e-mail. */
export async function studentByLoginId(db: Db, id: string) {
  const rows = await db
    .select()
    .from(t.students)
    .where(isMobileLoginId(id) ? eq(t.students.phoneNumber, id) : eq(t.students.email, id))
    .limit(1);
  return rows[0];
}

/** A new student and her welcome mail (outbox), together or not at all; returns her id. */
export async function registerStudent(db: Db, body: StudentRegisterBody): Promise<number> {
  const email = body.email.trim().toLowerCase();
  const phone = body.phone_number.trim();
  let course: { id: number; title: string } | undefined;
  if (body.course_id !== undefined) {
    [course] = await db
      .select({ id: t.courses.id, title: t.courses.title })
      .from(t.courses)
      .where(eq(t.courses.id, Number(body.course_id)));
    if (!course) throw badRequest('Course not found');
  } else {
    [course] = await db
      .select({ id: t.courses.id, title: t.courses.title })
      .from(t.courses)
      .orderBy(asc(t.courses.id))
      .limit(1);
  }
  const courseId = course?.id;
  const existing = await db
    .select({ email: t.students.email, phone: t.students.phoneNumber })
    .from(t.students)
    .where(or(eq(t.students.email, email), eq(t.students.phoneNumber, phone)));
  if (existing.some((e) => e.email === email))
    throw conflict('An account with this email already exists. Please login instead.');
  if (existing.length > 0)
    throw conflict('An account with this mobile number already exists. Please login instead.');
  let id: number;
  const passwordHash = await hashPassword(body.password);
  try {
    // The student and her welcome mail (outbox) land together or not at all.
    id = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(t.students)
        .values({
          fullname: normalizeName(body.fullname),
          designation: body.designation.trim(),
          email,
          phoneNumber: phone,
          age: Number(body.age),
          passwordHash,
          courseId,
          language: body.language === 'hi' ? 'hi' : 'en',
        })
        .returning({ id: t.students.id });
      if (body.whatsapp_reminders === true)
        await setWhatsAppConsent(tx as unknown as Db, {
          studentId: rows[0]!.id,
          granted: true,
          source: 'registration',
          phone,
          language: body.language === 'hi' ? 'hi' : 'en',
        });
      await enqueueMail(tx as unknown as Db, {
        kind: 'welcome-student',
        to: email,
        payload: {
          name: normalizeName(body.fullname),
          courseTitle: course?.title ?? null,
          language: body.language === 'hi' ? 'hi' : 'en',
        },
      });
      return rows[0]!.id;
    });
  } catch (err) {
    const constraint = isUniqueViolation(err);
    if (constraint !== undefined) {
      throw conflict(
        constraint.includes('phone')
          ? 'An account with this mobile number already exists. Please login instead.'
          : 'An account with this email already exists. Please login instead.',
      );
    }
    throw err;
  }
  return id;
}

/** The signed-in student reads, prepared once per database. */
export function studentReads(db: Db) {
  /** One query: her row and her latest payment (if any), prepared once. */
  const meStudentQuery = db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phoneNumber: t.students.phoneNumber,
      paymentStatus: t.students.paymentStatus,
      language: t.students.language,
      transactionId: t.payments.transactionId,
      amount: t.payments.amount,
      paidAt: t.payments.paidAt,
    })
    .from(t.students)
    .leftJoin(t.payments, eq(t.payments.studentId, t.students.id))
    .where(eq(t.students.id, sql.placeholder('id')))
    .orderBy(sql`${t.payments.paidAt} desc nulls last`)
    .limit(1)
    .prepare('me_student');
  const meTutorQuery = db
    .select()
    .from(t.tutors)
    .where(eq(t.tutors.id, sql.placeholder('id')))
    .prepare('me_tutor');

  /**
   * One query: the student (no row → she no longer exists) with each enrolment, its batch and tutor.
   * Prepared once; each read sends only the id.
   */
  const dashboardQuery = db
    .select({
      enrolmentId: t.enrolments.id,
      cancelled: t.enrolments.cancelled,
      status: t.batches.status,
      batchId: t.batches.id,
      batchName: t.batches.name,
      timing: t.batches.timing,
      meetingUrl: t.batches.meetingUrl,
      tutorName: t.tutors.name,
      tutorEmail: t.tutors.email,
      paymentStatus: t.students.paymentStatus,
      courseId: t.courses.id,
      courseTitle: t.courses.title,
      curriculum: t.courses.curriculum,
    })
    .from(t.students)
    .leftJoin(t.courses, eq(t.courses.id, t.students.courseId))
    .leftJoin(t.enrolments, eq(t.enrolments.studentId, t.students.id))
    .leftJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(eq(t.students.id, sql.placeholder('userId')))
    .orderBy(desc(t.batches.startDate))
    .prepare('student_dashboard');

  /**
   * One query: the student, and the upcoming class sessions of her live (not cancelled, not
   * completed) batches. A row with no session only proves she exists.
   */
  const sessionsQuery = db
    .select({
      sessionId: t.classSessions.id,
      sessionNo: t.classSessions.sessionNo,
      date: t.classSessions.date,
      startsAt: t.classSessions.startsAt,
      endsAt: t.classSessions.endsAt,
      movedFromDate: t.classSessions.movedFromDate,
      topic: t.classSessions.topic,
      batchId: t.batches.id,
      batchName: t.batches.name,
      timing: t.batches.timing,
      meetingUrl: t.batches.meetingUrl,
      tutorName: t.tutors.name,
      tutorEmail: t.tutors.email,
    })
    .from(t.students)
    .leftJoin(t.enrolments, and(eq(t.enrolments.studentId, t.students.id), eq(t.enrolments.cancelled, false)))
    .leftJoin(t.batches, and(eq(t.batches.id, t.enrolments.batchId), ne(t.batches.status, 'Completed')))
    .leftJoin(
      t.classSessions,
      and(eq(t.classSessions.batchId, t.batches.id), gte(t.classSessions.date, sql.placeholder('today'))),
    )
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(eq(t.students.id, sql.placeholder('userId')))
    .orderBy(asc(t.classSessions.date), asc(t.classSessions.sessionNo))
    .prepare('student_sessions');

  return {
    meStudent: (id: number) => meStudentQuery.execute({ id }),
    meTutor: (id: number) => meTutorQuery.execute({ id }),
    dashboard: (userId: number) => dashboardQuery.execute({ userId }),
    sessions: (userId: number, today: string) => sessionsQuery.execute({ userId, today }),
  };
}
