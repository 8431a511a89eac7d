/** The one Drizzle schema: PGlite and PostgreSQL run the same migrations from api/drizzle. */
import {
  pgTable,
  serial,
  integer,
  text,
  timestamp,
  date,
  boolean,
  jsonb,
  real,
  uniqueIndex,
  index,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sessions: integer('sessions').notNull().default(25),
  /** Which curriculum in @ai-women/contracts/curriculum this course teaches (everyday | career | business). */
  curriculum: text('curriculum').notNull().default('everyday'),
  createdAt: createdAt(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  profession: text('profession').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url'),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  createdBy: text('created_by').notNull(),
  dateOfCreation: date('date_of_creation', { mode: 'string' }).notNull(),
});

export const workshops = pgTable('workshops', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const achievements = pgTable('achievements', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  designation: text('designation').notNull(),
  achievement: text('achievement').notNull(),
  imageUrl: text('image_url'),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: text('coupon_name').notNull(),
    discountPercent: real('discount_percent').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * Shown to every visitor (the home page, GET /api/coupons). Any other active coupon works only
     * when she types its code, so private codes are not handed out by the public list.
     */
    advertised: boolean('advertised').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_name_uq').on(t.name)],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    fullname: text('fullname').notNull(),
    designation: text('designation').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    age: integer('age').notNull(),
    passwordHash: text('password_hash').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The course she chose (/register/{courseId}, else the first course): what she pays for and is placed in. */
    courseId: integer('course_id').references(() => courses.id),
    /**
     * Her choice on her profile page: the reminder the evening before each session, by e-mail and in
     * her notifications (on until she turns it off).
     */
    reminderEmails: boolean('reminder_emails').notNull().default(true),
    /**
     * Her consent to WhatsApp messages (reminders and updates) at her phone number: off until she
     * ticks it at registration or on her profile; a STOP reply turns it off. Its history, with the
     * wording she agreed to, is in whatsapp_consents.
     */
    whatsappReminders: boolean('whatsapp_reminders').notNull().default(false),
    /** The language of her pages in the student area and of her mails and receipt: 'en' or 'hi'. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('students_email_uq').on(t.email), uniqueIndex('students_phone_uq').on(t.phoneNumber)],
);

export const tutors = pgTable(
  'tutors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tutors_email_uq').on(t.email), uniqueIndex('tutors_phone_uq').on(t.phoneNumber)],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    name: text('batch_name').notNull(),
    tutorId: integer('tutor_id').references(() => tutors.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    status: text('status').notNull().default('Inactive'),
    timing: text('timing').notNull(),
    meetingUrl: text('meeting_url'),
    startDate: date('start_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('batches_tutor_idx').on(t.tutorId)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    cancelled: boolean('cancelled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('enrolments_student_batch_uq').on(t.studentId, t.batchId)],
);

export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    sessionNo: integer('session_no').notNull(),
    moduleNo: integer('module_no').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    topic: text('topic').notNull(),
    /** The session's recording, added by the batch's tutor after the class (https only). */
    recordingUrl: text('recording_url'),
    /** The tutor's notes for the session: plain text, shown as text (links made clickable). */
    notes: text('notes'),
    contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }),
    /**
     * A moved session's own start and end (both set or both null). Null: the batch's timing on
     * `date` decides, as for every session that was never moved. `date` always holds the India day
     * of the session as it stands, so lists and "upcoming" filters read one column.
     */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The day first planned, kept from the first move on ("Moved from …"). */
    movedFromDate: date('moved_from_date', { mode: 'string' }),
    /** How often and when it was last moved: calendar apps update an event by SEQUENCE and LAST-MODIFIED. */
    moveCount: integer('move_count').notNull().default(0),
    movedAt: timestamp('moved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('class_sessions_batch_no_uq').on(t.batchId, t.sessionNo)],
);

/**
 * Every move of a session, by staff or by the batch's tutor: from when to when, why and who. The
 * audit log keeps staff writes only (its author is a staff member); this keeps both.
 */
export const sessionMoves = pgTable(
  'session_moves',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id),
    fromStart: timestamp('from_start', { withTimezone: true }).notNull(),
    fromEnd: timestamp('from_end', { withTimezone: true }).notNull(),
    toStart: timestamp('to_start', { withTimezone: true }).notNull(),
    toEnd: timestamp('to_end', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    movedByStaff: integer('moved_by_staff').references(() => staff.id),
    movedByTutor: integer('moved_by_tutor').references(() => tutors.id),
    createdAt: createdAt(),
  },
  (t) => [index('session_moves_session_idx').on(t.sessionId)],
);

/** Files the batch's tutor adds to a held session (at most 10, each sniffed by its bytes). */
export const sessionMaterials = pgTable(
  'session_materials',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id),
    /** The file store's key (random, never the name she gave it). */
    storageKey: text('storage_key').notNull(),
    /** The display name (NFC), any script. */
    name: text('name').notNull(),
    /** pdf | pptx | docx | png | jpeg, from the bytes. */
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => tutors.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_materials_session_idx').on(t.sessionId),
    uniqueIndex('session_materials_key_uq').on(t.storageKey),
  ],
);

/**
 * Who attended a held session: one row per student and session, written by the batch's tutor (in
 * the first 7 days) or by staff (audited) afterwards.
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** present | absent | late */
    status: text('status').notNull(),
    markedByTutor: integer('marked_by_tutor').references(() => tutors.id),
    markedByStaff: integer('marked_by_staff').references(() => staff.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('session_attendance_session_student_uq').on(t.sessionId, t.studentId)],
);

/** What a student did with a session through the API: a Join click, a recording opened. */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** join | recording */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('session_events_session_student_idx').on(t.sessionId, t.studentId, t.kind)],
);

/**
 * A student's rating of a session she attended: 1–5 and an optional plain-text comment. One per
 * student and session; she may edit it for 48 hours after `created_at` (her first submission).
 */
export const sessionFeedback = pgTable(
  'session_feedback',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('session_feedback_session_student_uq').on(t.sessionId, t.studentId),
    index('session_feedback_student_idx').on(t.studentId),
  ],
);

/**
 * One graded attempt at a module quiz: her picks per question as she sent them, the score the API
 * computed, and whether it passed. Numbered 1, 2, 3 per student, batch and module; the unique index
 * is what makes two copies of one submission count once.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    moduleNo: integer('module_no').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    /** question id → the option ids she picked, in the order she was asked. */
    answers: jsonb('answers').$type<{ question_id: string; options: string[] }[]>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    percent: integer('percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_student_batch_module_attempt_uq').on(
      t.studentId,
      t.batchId,
      t.moduleNo,
      t.attemptNo,
    ),
    index('quiz_attempts_batch_idx').on(t.batchId),
  ],
);

/**
 * A missed session's catch-up check, one row per attempt (at most three), graded by the API like a
 * module quiz. Its first passed attempt is one of the two steps of the catch-up rule.
 */
export const catchUpAttempts = pgTable(
  'catch_up_attempts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id),
    attemptNo: integer('attempt_no').notNull(),
    /** question id → the option ids she picked, in the order she was asked. */
    answers: jsonb('answers').$type<{ question_id: string; options: string[] }[]>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    percent: integer('percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('catch_up_attempts_student_session_attempt_uq').on(t.studentId, t.sessionId, t.attemptNo),
    index('catch_up_attempts_session_idx').on(t.sessionId),
  ],
);

/**
 * Her answers to a session's practice, one row per answer she sent (version 1, 2… after each Try
 * again), with her tutor's review on the row it answers. The attachment lives in the file store under
 * a random key; only she, her batch's tutor and staff can open it.
 */
export const practiceSubmissions = pgTable(
  'practice_submissions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    attachmentKey: text('attachment_key'),
    /** The display name (NFC), any script. */
    attachmentName: text('attachment_name'),
    /** png | jpeg | pdf, from the bytes. */
    attachmentKind: text('attachment_kind'),
    attachmentSize: integer('attachment_size'),
    /** submitted | done | try_again */
    status: text('status').notNull().default('submitted'),
    reviewComment: text('review_comment'),
    reviewedBy: integer('reviewed_by').references(() => tutors.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('practice_submissions_student_session_version_uq').on(t.studentId, t.sessionId, t.version),
    index('practice_submissions_batch_idx').on(t.batchId, t.createdAt),
    index('practice_submissions_session_idx').on(t.sessionId),
  ],
);

/** A batch's own wording of a session's practice task (else the course's, from contracts). */
export const practiceTasks = pgTable(
  'practice_tasks',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    sessionNo: integer('session_no').notNull(),
    titleEn: text('title_en').notNull(),
    titleHi: text('title_hi').notNull(),
    taskEn: text('task_en').notNull(),
    taskHi: text('task_hi').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => tutors.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.sessionNo] })],
);

/**
 * The private calendar subscription link of a student: a random token of 256 bits. It is kept as
 * is because her dashboard shows her the link again whenever she asks, and it only opens her
 * timetable (dates and topics). Resetting replaces it, so the old link stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.token)],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The coupon priced into the order; a coupon deactivated since refuses the order's payment. */
    couponId: integer('coupon_id').references(() => coupons.id),
    /** The course paid for (her course when the order was made). */
    courseId: integer('course_id').references(() => courses.id),
    /** The batch she chose: a live order holds one seat in it. Null: no batch was open, she waits for one. */
    batchId: integer('batch_id').references(() => batches.id),
    /** created | paid | expired (reconciliation found nothing paid after its hold; a late capture still settles it) */
    status: text('status').notNull().default('created'),
    /**
     * Her state or union territory (GST code) for the invoice's place of supply. Null on orders from
     * clients that do not ask: the invoice then takes the school's state, as the law does for a
     * buyer whose address is not on record.
     */
    buyerState: text('buyer_state'),
    /** An employer's (or her own business's) name and GSTIN for a B2B invoice; both or neither. */
    buyerBusinessName: text('buyer_business_name'),
    buyerGstin: text('buyer_gstin'),
    /** After this the order holds no seat and cannot be authorised; she starts again with a new order. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 minutes'`),
    createdAt: createdAt(),
    /**
     * When reconciliation last asked the provider about this order (also its claim: one process
     * asks at a time). Null: never asked.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Why the last payment attempt on the order failed (declined, expired), as the provider said. */
    lastFailure: text('last_failure'),
  },
  (t) => [index('payment_orders_batch_idx').on(t.batchId, t.status, t.expiresAt)],
);

/**
 * The provider's webhook events, stored as they arrive (before any processing) under the provider's
 * event id, which is unique: a redelivered event is stored once and processed once. A worker
 * claims pending rows with a lease (like the mail outbox), so a row stored before a crash is
 * processed after the restart, by one process.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    /** payment.authorized | payment.captured | order.paid | payment.failed | refund.* | … */
    event: text('event').notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    /** The body as received (parsed JSON). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | processed | failed (older rows: deferred) */
    status: text('status').notNull().default('pending'),
    /** What processing did: settled, already-settled, noted, failure-noted, unknown-order, ignored. */
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_events_event_uq').on(t.eventId),
    index('payment_events_due_idx').on(t.status, t.nextAttemptAt),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

/** The sandbox provider's own records of payment attempts (what Razorpay keeps on its side). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** upi | card | netbanking */
    method: text('method').notNull(),
    /** captured | failed */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    errorReason: text('error_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/**
 * The sandbox's outgoing webhooks: signed bodies waiting to be delivered to the API's webhook URL,
 * retried with back-off while it does not answer 2xx (as the real provider does).
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_webhooks_event_uq').on(t.eventId),
    index('sandbox_webhooks_due_idx').on(t.deliveredAt, t.nextAttemptAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Paise refunded (or being refunded) so far. An approval adds to it in the transaction that
     * claims the request; a CHECK keeps it between 0 and `amount`, so never more goes back than came in.
     */
    refunded: integer('refunded').notNull().default(0),
  },
  (t) => [
    check('payments_refunded_within_amount', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
    uniqueIndex('payments_txn_uq').on(t.transactionId),
    uniqueIndex('payments_order_uq').on(t.orderId),
    // One payment per student: a row here is a completed payment, so a second one is a double charge.
    uniqueIndex('payments_student_uq').on(t.studentId),
  ],
);

/**
 * The last number handed out per series of tax documents and financial year. The row is locked by
 * the upsert that takes the next number, inside the transaction that records the payment: numbers
 * are consecutive, never skipped (a rolled-back payment rolls its number back too) and never shared,
 * whatever number of processes write at once.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** 'invoice' (later also credit notes, with their own series). */
    series: text('series').notNull(),
    /** The financial year label, '26-27'. */
    fy: text('fy').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [uniqueIndex('document_counters_series_fy_uq').on(t.series, t.fy)],
);

/**
 * A GST tax invoice (CGST Rule 46), one per payment, written with it. Every fact printed on the
 * PDF is stored here as it was on the day, so a later change of the school's address or her name
 * does not change an issued invoice. Amounts in paise; taxable + cgst + sgst + igst = total.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** 'AAR/26-27/000123' */
    number: text('number').notNull(),
    series: text('series').notNull(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierState: text('supplier_state').notNull(),
    /** Her name as she wrote it (any script). */
    buyerName: text('buyer_name').notNull(),
    /** Place of supply: her state's GST code. */
    buyerState: text('buyer_state').notNull(),
    buyerBusinessName: text('buyer_business_name'),
    buyerGstin: text('buyer_gstin'),
    sac: text('sac').notNull(),
    description: text('description').notNull(),
    couponName: text('coupon_name'),
    discountPercent: real('discount_percent'),
    ratePercent: integer('rate_percent').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_series_fy_seq_uq').on(t.series, t.fy, t.seq),
    uniqueIndex('invoices_payment_uq').on(t.paymentId),
    index('invoices_student_idx').on(t.studentId),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

/**
 * A refund: her request (origin 'student') or an admin's direct refund (origin 'staff'). Status:
 * requested (open, waiting for an admin) → approved (claimed: the amount is counted in
 * payments.refunded, the provider is being asked) → refunded (the provider took it; the credit
 * note is issued), or declined. A provider refusal puts an approved request back to requested.
 * One open (requested or approved) refund per payment: a partial unique index.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    origin: text('origin').notNull(),
    status: text('status').notNull(),
    /** Her reason (or, for a direct refund, the admin's). */
    reason: text('reason').notNull(),
    /** The policy's share (per cent) and amount (paise) when she asked. */
    policyPercent: integer('policy_percent').notNull(),
    policyAmount: integer('policy_amount').notNull(),
    /** The amount approved (paise); null until an admin answers. */
    amount: integer('amount'),
    /** Why more than the policy allows was refunded. */
    beyondPolicyReason: text('beyond_policy_reason'),
    /** Why it was declined (she reads it). */
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The provider's refund id and state: pending | processed | failed. */
    providerRefundId: text('provider_refund_id'),
    providerStatus: text('provider_status'),
    /** The provider's last refusal, shown to staff. */
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_one_open_per_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.status} in ('requested', 'approved')`),
    uniqueIndex('refunds_provider_refund_uq').on(t.providerRefundId),
    index('refunds_status_idx').on(t.status, t.createdAt),
    index('refunds_student_idx').on(t.studentId),
  ],
);

/**
 * A GST credit note, one per refund, against the payment's invoice: its own consecutive series
 * (CREDIT_NOTE_SERIES) on document_counters, the invoice's facts copied as they were, and the tax
 * reversed in proportion (creditNoteParts: an invoice's notes together never reverse more than it).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    /** 'AARCN/26-27/0001' */
    number: text('number').notNull(),
    series: text('series').notNull(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierState: text('supplier_state').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerState: text('buyer_state').notNull(),
    buyerBusinessName: text('buyer_business_name'),
    buyerGstin: text('buyer_gstin'),
    sac: text('sac').notNull(),
    description: text('description').notNull(),
    reason: text('reason').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_notes_parts_add_up', sql`${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total}`),
    uniqueIndex('credit_notes_number_uq').on(t.number),
    uniqueIndex('credit_notes_series_fy_seq_uq').on(t.series, t.fy, t.seq),
    uniqueIndex('credit_notes_refund_uq').on(t.refundId),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issued_idx').on(t.issuedAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** Marked handled in the back office's contact inbox (null: still to answer). */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => staff.id),
});

/** Answers mailed to a contact-form sender from the back office: a thread, oldest first. */
export const contactAnswers = pgTable(
  'contact_answers',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (tb) => [index('contact_answers_message_idx').on(tb.messageId)],
);

export const studentTickets = pgTable('student_tickets', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id')
    .notNull()
    .references(() => students.id),
  subject: text('subject').notNull(),
  priority: text('priority').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull().default('Open'),
  replyMessage: text('reply_message'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tutorTickets = pgTable(
  'tutor_tickets',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id),
    subject: text('subject').notNull(),
    priority: text('priority').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('Open'),
    replyMessage: text('reply_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tutor_tickets_tutor_idx').on(t.tutorId)],
);

export const tutorNotifications = pgTable('tutor_notifications', {
  id: serial('id').primaryKey(),
  tutorId: integer('tutor_id')
    .notNull()
    .references(() => tutors.id),
  title: text('title').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const studentNotifications = pgTable(
  'student_notifications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * The class session a notice speaks of at a given time (its reminder, the notice of its move),
     * null for every other notice: when the session moves again, these are the notices that would
     * send her to the old time, and they are withdrawn.
     */
    sessionId: integer('session_id').references(() => classSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('student_notifications_session_idx').on(t.sessionId)],
);

export const tutorUploads = pgTable(
  'tutor_uploads',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id),
    skills: text('skills').notNull(),
    resumeKey: text('resume_key'),
    resumeName: text('resume_name'),
    experienceLetterKey: text('experience_letter_key'),
    experienceLetterName: text('experience_letter_name'),
    /** The back office's review: pending (new or re-uploaded), approved, changes_requested (with a note). */
    reviewStatus: text('review_status').notNull().default('pending'),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tutor_uploads_tutor_uq').on(t.tutorId)],
);

/** The school's staff (the back office): their own principal, never a student or a tutor. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** admin | support */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email)],
);

/**
 * Staff replies to a ticket, oldest first: the conversation thread both sides read. `source` names the
 * ticket table (student | tutor); the ticket's `reply_message` keeps the latest reply (the tutor's ticket list shows it).
 */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    ticketId: integer('ticket_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.source, t.ticketId)],
);

/** Every staff write: who, what, when, and the changed fields before and after (admins read it). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Who did it: a staff member, or (for the few things a tutor does to the school's records) a tutor. */
    staffId: integer('staff_id').references(() => staff.id),
    tutorId: integer('tutor_id').references(() => tutors.id),
    /** A student's own act the school keeps on record (asking for a refund). */
    studentId: integer('student_id').references(() => students.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** @fastify/session store: revocable, shared by every API replica. */
export const httpSessions = pgTable(
  'http_sessions',
  {
    sid: text('sid').primaryKey(),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('http_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Transactional mail: written in the same transaction as its cause, delivered by the
 * sender (src/mail/sender.ts), which claims rows with FOR UPDATE SKIP LOCKED and a lease, so several
 * API processes on one PostgreSQL never send the same row twice at once.
 */
/**
 * Every change of her WhatsApp consent, as proof of what she agreed to and when: the wording shown
 * (in her language), the number it was for, and where she said it (registration, her profile, or a
 * STOP / START reply on WhatsApp).
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** registration | profile | whatsapp */
    source: text('source').notNull(),
    wording: text('wording').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('whatsapp_consents_student_idx').on(t.studentId, t.createdAt)],
);

/**
 * The WhatsApp outbox: one row per template message, written in the transaction of its cause under
 * a message id every process derives the same way (exactly once), delivered by the messaging
 * sender with a lease and back-off like mail. `fallback` is the mail that goes instead when the
 * message cannot be delivered; `status` then follows the provider's webhook (sent, delivered, read,
 * failed).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Her number as the provider takes it: country code and digits (919876543210). */
    toPhone: text('to_phone').notNull(),
    template: text('template').notNull(),
    /** en | hi */
    language: text('language').notNull(),
    params: jsonb('params').$type<string[]>().notNull(),
    /** What the owning area checks before sending (the session and start a reminder was for). */
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    /** The mail sent instead when WhatsApp fails: its kind, address, payload and outbox id. */
    fallback: jsonb('fallback').$type<{ kind: string; to: string; payload: Record<string, unknown>; messageId: string }>(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    /** pending | sent | delivered | read | failed | skipped */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** When the fallback mail was queued (null: none was needed). */
    fellBackAt: timestamp('fell_back_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_message_id_uq').on(t.messageId),
    uniqueIndex('whatsapp_messages_provider_id_uq').on(t.providerMessageId),
    index('whatsapp_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('whatsapp_messages_student_idx').on(t.studentId),
    index('whatsapp_messages_batch_idx').on(t.batchId, t.createdAt),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** welcome-student | welcome-tutor | payment-receipt | password-reset | ticket-reply | contact-copy | contact-ack | batch-placement | certificate-ready | session-reminder */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Stable across retries, so a receiving server can drop a duplicate after an unlucky crash. */
    messageId: text('message_id').notNull(),
    /** pending | sent | failed | skipped (a reminder no longer due when its turn came) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('outbox_message_id_uq').on(t.messageId),
  ],
);

/** Password-reset links: only the SHA-256 of the token is stored; single use, 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    role: text('role').notNull(),
    accountId: integer('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_account_idx').on(t.role, t.accountId),
  ],
);

/**
 * A student's pending change of e-mail address: it takes effect only when the link mailed to the new
 * address is opened. Only the SHA-256 of the token is stored; single use, 30 minutes.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_uq').on(t.tokenHash),
    index('email_change_tokens_student_idx').on(t.studentId),
  ],
);

/**
 * Rate-limit and login-throttle counters, shared by every API process on one database.
 * `count` failures/requests in the window ending at `reset_at`; `blocked_until` is the progressive
 * login delay (null for plain rate limits).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_counters_reset_idx').on(t.resetAt)],
);

/**
 * Secrets the API generates for itself when configuration gives none (the session signing key):
 * created once with an insert-if-absent, so every process on one database signs with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A certificate of completion: at most one per student and batch. What it certifies (her name, the
 * course, batch, dates, tutor) is copied in when it is issued, so the verify page keeps showing
 * what was certified even if the batch or her profile is edited later.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** AAR-XXXX-XXXX-XXXX-XXXX: 80 random bits in Crockford base32, read aloud and typed by hand. */
    certificateNo: text('certificate_no').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    studentName: text('student_name').notNull(),
    courseTitle: text('course_title').notNull(),
    batchName: text('batch_name').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    tutorName: text('tutor_name'),
    /** Sessions she attended of those held, when it was issued. */
    attended: integer('attended').notNull(),
    held: integer('held').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff issued it as an exception to the attendance rule (with the reason). */
    grantedBy: integer('granted_by').references(() => staff.id),
    grantReason: text('grant_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => staff.id),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('certificates_no_uq').on(t.certificateNo),
    uniqueIndex('certificates_student_batch_uq').on(t.studentId, t.batchId),
    index('certificates_batch_idx').on(t.batchId),
  ],
);

/**
 * A batch's discussion: a thread is a post without a parent, a reply names its thread. Who wrote a
 * post is one of three kinds (a student, the tutor, a staff member), kept as a kind and an id so a
 * post outlives nothing it should not: the author's name is read at display time.
 */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** null: this post opens a thread. */
    threadId: integer('thread_id'),
    /** A thread's title (null on replies). */
    title: text('title'),
    /** A thread may be about one of the batch's sessions. */
    sessionId: integer('session_id').references(() => classSessions.id, { onDelete: 'set null' }),
    /** student | tutor | staff */
    authorKind: text('author_kind').notNull(),
    authorId: integer('author_id').notNull(),
    body: text('body').notNull(),
    imageKey: text('image_key'),
    imageName: text('image_name'),
    /** png | jpeg, from the bytes. */
    imageKind: text('image_kind'),
    imageSize: integer('image_size'),
    pinned: boolean('pinned').notNull().default(false),
    /** A reply marked as the thread's answer. */
    isAnswer: boolean('is_answer').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** tutor | staff, with the id and their reason (staff read it; students never see the post). */
    hiddenByKind: text('hidden_by_kind'),
    hiddenById: integer('hidden_by_id'),
    hiddenReason: text('hidden_reason'),
    /** A thread's latest reply (or its own time): the list's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discussion_posts_batch_idx').on(t.batchId, t.threadId, t.lastActivityAt),
    index('discussion_posts_thread_idx').on(t.threadId, t.createdAt),
    index('discussion_posts_author_idx').on(t.authorKind, t.authorId, t.createdAt),
    check('discussion_posts_author_kind_ck', sql`${t.authorKind} in ('student', 'tutor', 'staff')`),
  ],
);

/** A member's report of a post: one per reporter and post; resolved when a moderator acts on it. */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    reporterKind: text('reporter_kind').notNull(),
    reporterId: integer('reporter_id').notNull(),
    /** unkind | personal | spam | off_topic | other */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discussion_reports_post_reporter_uq').on(t.postId, t.reporterKind, t.reporterId),
    index('discussion_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** A student's posting paused in one batch until a time, by its tutor or staff, with the reason she reads. */
export const discussionMutes = pgTable(
  'discussion_mutes',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    byKind: text('by_kind').notNull(),
    byId: integer('by_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.studentId] })],
);
