/**
 * TypeBox schemas of every /api/staff/… request and response. The API validates with these
 * and documents them in its OpenAPI document; the back office imports only the types.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { STAFF_LIMITS } from './staff-rules';
import { CreditNoteSummary, RefundPolicyNow, RefundSummary, Standing } from './schemas';
export * from './staff-rules';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const IdParam = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

// ------------------------------------------------------------------ schemas
export const StaffMember = Type.Object({
  staff_id: Id,
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('support')]),
});
export const StaffLoginBody = Type.Object(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export const StaffMeResponse = Type.Object({ success: Type.Boolean(), staff: StaffMember });

const TicketStatusSchema = Type.Union([
  Type.Literal('Open'),
  Type.Literal('In Progress'),
  Type.Literal('Resolved'),
  Type.Literal('Closed'),
]);
const SourceSchema = Type.Union([Type.Literal('student'), Type.Literal('tutor')]);

export const StaffTicketQuery = Type.Object(
  {
    status: Type.Optional(Type.String({ maxLength: 20 })),
    priority: Type.Optional(Type.String({ maxLength: 20 })),
    from: Type.Optional(Type.String({ maxLength: 20 })),
    q: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const TicketParams = Type.Object({ from: SourceSchema, ticket_id: IdParam });

export const StaffTicketSummary = Type.Object({
  from: SourceSchema,
  ticket_id: Id,
  subject: Type.String(),
  priority: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  requester: Type.Object({ id: Id, name: Type.String(), email: Type.String() }),
  replies: Type.Integer(),
});
export const TicketReply = Type.Object({
  reply_id: Id,
  author: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
});
export const StaffTicketDetail = Type.Intersect([
  StaffTicketSummary,
  Type.Object({
    description: Type.String(),
    thread: Type.Array(TicketReply),
    next_statuses: Type.Array(TicketStatusSchema),
  }),
]);
export const StaffTicketListResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(StaffTicketSummary),
});
export const StaffTicketResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  data: StaffTicketDetail,
});
export const ReplyBody = Type.Object(
  { message: Type.String({ maxLength: STAFF_LIMITS.replyMax * 2 }) },
  { additionalProperties: false },
);
export const TicketStatusBody = Type.Object(
  { status: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);

export const ContactAnswerRow = Type.Object({
  answer_id: Id,
  message: Type.String(),
  answered_by: Type.String(),
  answered_at: Type.String(),
});
export const ContactMessageRow = Type.Object({
  message_id: Id,
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
  handled_at: Nullable(Type.String()),
  handled_by: Nullable(Type.String()),
  /** The answers mailed to her from the back office, oldest first. */
  answers: Type.Array(ContactAnswerRow),
});
export const ContactQuery = Type.Object(
  { handled: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Literal('all')])) },
  { additionalProperties: false },
);
export const ContactListResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(ContactMessageRow),
});
export const ContactAnswerBody = Type.Object(
  { message: Type.String({ maxLength: STAFF_LIMITS.contactAnswerMax * 2 }) },
  { additionalProperties: false },
);
export const ContactHandledBody = Type.Object({ handled: Type.Boolean() }, { additionalProperties: false });
export const ContactMessageResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: ContactMessageRow,
});

export const NoticeBody = Type.Object(
  {
    batch_id: IdParam,
    audience: Type.String({ maxLength: 20 }),
    title: Type.String({ maxLength: STAFF_LIMITS.noticeTitleMax * 2 }),
    message: Type.String({ maxLength: STAFF_LIMITS.noticeMessageMax * 2 }),
  },
  { additionalProperties: false },
);
export const NoticeResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  recipients: Type.Integer(),
});

const BatchStatusSchema = Type.Union([
  Type.Literal('Active'),
  Type.Literal('Inactive'),
  Type.Literal('Completed'),
]);
export const StaffBatch = Type.Object({
  batch_id: Id,
  batch_name: Type.String(),
  course_title: Type.String(),
  tutor: Nullable(Type.Object({ tutor_id: Id, name: Type.String() })),
  status: BatchStatusSchema,
  timing: Type.String(),
  start_date: Nullable(Type.String()),
  meeting_url: Nullable(Type.String()),
  course_id: Id,
  students: Type.Integer(),
  /** Seats left under BATCH_CAPACITY (live orders' holds count as taken). */
  seats_left: Type.Integer(),
  next_statuses: Type.Array(BatchStatusSchema),
});
export const StaffBatchQuery = Type.Object(
  {
    status: Type.Optional(Type.String({ maxLength: 20 })),
    q: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const StaffBatchListResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(StaffBatch) });
export const StaffBatchResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: StaffBatch,
});
export const CreateBatchBody = Type.Object(
  {
    batch_name: Type.String({ maxLength: 200 }),
    timing: Type.String({ maxLength: 200 }),
    start_date: Type.String({ maxLength: 20 }),
    /** The course it teaches (required: validateBatch says so with a field message). */
    course_id: Type.Optional(Nullable(IdParam)),
    tutor_id: Type.Optional(Nullable(IdParam)),
    meeting_url: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export const UpdateBatchBody = Type.Object(
  {
    batch_name: Type.Optional(Type.String({ maxLength: 200 })),
    timing: Type.Optional(Type.String({ maxLength: 200 })),
    tutor_id: Type.Optional(Nullable(IdParam)),
    meeting_url: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export const StaffBatchStatusBody = Type.Object(
  { status: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);
export const StaffIdParams = Type.Object({ id: IdParam });

export const StaffStudent = Type.Object({
  student_id: Id,
  fullname: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  payment_status: Type.String(),
  batch: Nullable(Type.Object({ batch_id: Id, batch_name: Type.String() })),
  created_at: Type.String(),
});
/**
 * One student as support reads her while answering a ticket: who she is, whether she paid (status
 * and day, never an amount), where she stands, her batch's attendance and her tickets. Read-only.
 */
export const StaffStudentView = Type.Object({
  student: StaffStudent,
  paid_at: Nullable(Type.String()),
  standing: Standing,
  attendance: Type.Array(
    Type.Object({
      session_no: Type.Integer(),
      date: Type.String(),
      topic: Type.String(),
      held: Type.Boolean(),
      status: Nullable(Type.String()),
    }),
  ),
  tickets: Type.Array(
    Type.Object({
      ticket_id: Id,
      subject: Type.String(),
      priority: Type.String(),
      status: Type.String(),
      created_at: Type.String(),
    }),
  ),
});
export const StaffStudentViewResponse = Type.Object({ success: Type.Boolean(), data: StaffStudentView });
export const PeopleQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 200 })), batch_id: Type.Optional(IdParam) },
  { additionalProperties: false },
);
export const StaffStudentListResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(StaffStudent),
});
export const MoveStudentBody = Type.Object(
  {
    batch_id: IdParam,
    reason: Type.Optional(Type.String({ maxLength: STAFF_LIMITS.placementReasonMax * 2 })),
  },
  { additionalProperties: false },
);

/** A paid student in no batch yet, oldest payment first on the To place screen. */
export const WaitingStudent = Type.Object({
  student_id: Id,
  fullname: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  course: Nullable(Type.Object({ course_id: Id, title: Type.String() })),
  paid_at: Type.String(),
  waiting_minutes: Type.Integer(),
});
/** A batch that takes new students: Active, or Inactive and not started yet. */
export const PlacementBatch = Type.Object({
  batch_id: Id,
  batch_name: Type.String(),
  course_id: Id,
  course_title: Type.String(),
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]),
  timing: Type.String(),
  start_date: Nullable(Type.String()),
  tutor: Nullable(Type.Object({ tutor_id: Id, name: Type.String() })),
  seats_left: Type.Integer(),
});
export const PlacementAlert = Type.Object({
  threshold_hours: Type.Integer(),
  count: Type.Integer(),
  oldest: Nullable(
    Type.Object({
      student_id: Id,
      fullname: Type.String(),
      paid_at: Type.String(),
      waiting_minutes: Type.Integer(),
    }),
  ),
});
export const PlacementsResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    waiting: Type.Array(WaitingStudent),
    open_batches: Type.Array(PlacementBatch),
    alert: PlacementAlert,
    capacity: Type.Integer(),
  }),
});
export const BatchRosterStudent = Type.Object({
  student_id: Id,
  fullname: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  paid_at: Nullable(Type.String()),
});
export const BatchRosterResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(BatchRosterStudent),
});
export const StaffStudentResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: StaffStudent,
});

export const TutorDocuments = Type.Object({
  skills: Type.String(),
  resume: Nullable(Type.Object({ name: Type.String(), url: Type.String() })),
  experience_letter: Nullable(Type.Object({ name: Type.String(), url: Type.String() })),
  review_status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('changes_requested'),
  ]),
  review_note: Nullable(Type.String()),
  updated_at: Type.String(),
});
export const StaffTutor = Type.Object({
  tutor_id: Id,
  name: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  batches: Type.Integer(),
  documents: Nullable(TutorDocuments),
  created_at: Type.String(),
});
export const StaffTutorListResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(StaffTutor) });
export const ReviewBody = Type.Object(
  {
    decision: Type.String({ maxLength: 40 }),
    note: Type.Optional(Type.String({ maxLength: STAFF_LIMITS.reviewNoteMax * 2 })),
  },
  { additionalProperties: false },
);
export const StaffTutorResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: StaffTutor,
});
export const TutorFileParams = Type.Object({
  id: IdParam,
  kind: Type.Union([Type.Literal('resume'), Type.Literal('experience_letter')]),
});

export const StaffPayment = Type.Object({
  payment_id: Id,
  transaction_id: Type.String(),
  order_id: Type.String(),
  student_id: Id,
  student_name: Type.String(),
  email: Type.String(),
  /** paise */
  amount: Type.Integer(),
  currency: Type.String(),
  coupon: Nullable(Type.String()),
  paid_at: Type.String(),
});
export const PaymentsQuery = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day), q: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
/** The Money screen: invoices of a month (India time, 'YYYY-MM') and/or a place of supply (GST state code). */
export const InvoicesQuery = Type.Object(
  { month: Type.Optional(Type.String({ maxLength: 7 })), state: Type.Optional(Type.String({ maxLength: 2 })) },
  { additionalProperties: false },
);
export const Gstr1Query = Type.Object({ month: Type.String({ maxLength: 7 }) }, { additionalProperties: false });
export const StaffInvoice = Type.Object({
  invoice_id: Type.Integer(),
  number: Type.String(),
  issued_at: Type.String(),
  student_id: Type.Integer(),
  buyer_name: Type.String(),
  buyer_state: Type.String(),
  place_of_supply: Type.String(),
  buyer_business_name: Type.Union([Type.Null(), Type.String()]),
  buyer_gstin: Type.Union([Type.Null(), Type.String()]),
  rate_percent: Type.Integer(),
  taxable: Type.Integer(),
  cgst: Type.Integer(),
  sgst: Type.Integer(),
  igst: Type.Integer(),
  total: Type.Integer(),
});
export const InvoiceTotals = Type.Object({
  count: Type.Integer(),
  taxable: Type.Integer(),
  cgst: Type.Integer(),
  sgst: Type.Integer(),
  igst: Type.Integer(),
  total: Type.Integer(),
});
/** A credit note on the Money screen: the note, the invoice it reverses, the buyer. */
export const StaffCreditNote = Type.Intersect([
  CreditNoteSummary,
  Type.Object({
    invoice_number: Type.String(),
    student_id: Type.Integer(),
    buyer_name: Type.String(),
    buyer_state: Type.String(),
    place_of_supply: Type.String(),
    buyer_gstin: Type.Union([Type.Null(), Type.String()]),
    rate_percent: Type.Integer(),
    reason: Type.String(),
  }),
]);
export const StaffInvoicesResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    invoices: Type.Array(StaffInvoice),
    totals: InvoiceTotals,
    credit_notes: Type.Array(StaffCreditNote),
    credit_note_totals: InvoiceTotals,
    /** Invoices minus credit notes: what the month's GSTR-1 reports. */
    net: InvoiceTotals,
  }),
});
export const RefundsQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union([
        Type.Literal('requested'),
        Type.Literal('approved'),
        Type.Literal('refunded'),
        Type.Literal('declined'),
        Type.Literal('failed'),
      ]),
    ),
  },
  { additionalProperties: false },
);
export const StaffRefund = Type.Intersect([
  RefundSummary,
  Type.Object({
    student_id: Type.Integer(),
    student_name: Type.String(),
    email: Type.String(),
    transaction_id: Type.String(),
    /** paise paid, refunded so far, and what remains */
    paid: Type.Integer(),
    refunded: Type.Integer(),
    remaining: Type.Integer(),
    invoice_number: Type.Union([Type.Null(), Type.String()]),
    policy_now: RefundPolicyNow,
  }),
]);
export const StaffRefundsResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(StaffRefund) });
/** An admin's approval: the amount (paise; default what the policy allowed), and why when beyond it. */
export const ApproveRefundBody = Type.Object(
  {
    amount: Type.Optional(Type.Integer({ minimum: 1 })),
    beyond_policy_reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export const DeclineRefundBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
/** An admin's direct refund: the amount (paise; default all that remains) and why. */
export const DirectRefundBody = Type.Object(
  { amount: Type.Optional(Type.Integer({ minimum: 1 })), reason: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export const StaffRefundResponse = Type.Object({ success: Type.Boolean(), message: Type.String(), data: RefundSummary });
export const PaymentDay = Type.Object({ date: Type.String(), count: Type.Integer(), amount: Type.Integer() });
export const StaffPaymentsResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    payments: Type.Array(StaffPayment),
    days: Type.Array(PaymentDay),
    total: Type.Object({ count: Type.Integer(), amount: Type.Integer() }),
  }),
});

export const StaffCoupon = Type.Object({
  coupon_id: Id,
  coupon_name: Type.String(),
  discount_percent: Type.Number(),
  active: Type.Boolean(),
  /** Shown to every visitor (home page, GET /api/coupons); otherwise it works only when typed. */
  advertised: Type.Boolean(),
  uses: Type.Integer(),
  created_at: Type.String(),
});
export const StaffCouponListResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(StaffCoupon),
});
export const CreateCouponBody = Type.Object(
  {
    coupon_name: Type.String({ maxLength: 100 }),
    discount_percent: Type.Union([Type.Number(), Type.String({ maxLength: 10 })]),
  },
  { additionalProperties: false },
);
/** Switch a coupon on or off, and/or show it to every visitor (at least one of the two). */
export const CouponActiveBody = Type.Object(
  { active: Type.Optional(Type.Boolean()), advertised: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export const StaffCouponResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: StaffCoupon,
});

export const AuditEntry = Type.Object({
  audit_id: Id,
  /** Who did it: a staff member, or (a session she moved herself) the batch's tutor; one is null. */
  staff: Nullable(Type.Object({ staff_id: Id, name: Type.String(), email: Type.String() })),
  tutor: Nullable(Type.Object({ tutor_id: Id, name: Type.String(), email: Type.String() })),
  action: Type.String(),
  entity: Type.String(),
  entity_id: Type.String(),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  created_at: Type.String(),
});
export const AuditQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    entity: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export const AuditListResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(AuditEntry) });

/** A person's own view of her ticket's replies (student "My tickets", tutor Conversation Thread). */
export const OwnTicketReply = Type.Object({
  author: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
});
export const StudentOwnTicket = Type.Object({
  ticket_id: Id,
  subject: Type.String(),
  priority: Type.String(),
  description: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  replies: Type.Array(OwnTicketReply),
});
export const StudentOwnTicketsResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(StudentOwnTicket),
});

export type StaffMember = Static<typeof StaffMember>;
export type StaffLoginBody = Static<typeof StaffLoginBody>;
export type StaffMeResponse = Static<typeof StaffMeResponse>;
export type StaffTicketSummary = Static<typeof StaffTicketSummary>;
export type StaffTicketDetail = Static<typeof StaffTicketDetail>;
export type StaffStudentView = Static<typeof StaffStudentView>;
export type StaffStudentViewResponse = Static<typeof StaffStudentViewResponse>;
export type TicketReply = Static<typeof TicketReply>;
export type StaffTicketListResponse = Static<typeof StaffTicketListResponse>;
export type StaffTicketResponse = Static<typeof StaffTicketResponse>;
export type ContactMessageRow = Static<typeof ContactMessageRow>;
export type ContactListResponse = Static<typeof ContactListResponse>;
export type ContactAnswerRow = Static<typeof ContactAnswerRow>;
export type NoticeBody = Static<typeof NoticeBody>;
export type NoticeResponse = Static<typeof NoticeResponse>;
export type StaffBatch = Static<typeof StaffBatch>;
export type StaffBatchListResponse = Static<typeof StaffBatchListResponse>;
export type StaffBatchResponse = Static<typeof StaffBatchResponse>;
export type CreateBatchBody = Static<typeof CreateBatchBody>;
export type UpdateBatchBody = Static<typeof UpdateBatchBody>;
export type StaffStudent = Static<typeof StaffStudent>;
export type StaffStudentListResponse = Static<typeof StaffStudentListResponse>;
export type StaffTutor = Static<typeof StaffTutor>;
export type MoveStudentBody = Static<typeof MoveStudentBody>;
export type WaitingStudent = Static<typeof WaitingStudent>;
export type PlacementBatch = Static<typeof PlacementBatch>;
export type PlacementAlert = Static<typeof PlacementAlert>;
export type PlacementsResponse = Static<typeof PlacementsResponse>;
export type BatchRosterStudent = Static<typeof BatchRosterStudent>;
export type BatchRosterResponse = Static<typeof BatchRosterResponse>;
export type TutorDocuments = Static<typeof TutorDocuments>;
export type StaffTutorListResponse = Static<typeof StaffTutorListResponse>;
export type StaffPayment = Static<typeof StaffPayment>;
export type StaffPaymentsResponse = Static<typeof StaffPaymentsResponse>;
export type InvoicesQuery = Static<typeof InvoicesQuery>;
export type StaffInvoice = Static<typeof StaffInvoice>;
export type InvoiceTotals = Static<typeof InvoiceTotals>;
export type StaffInvoicesResponse = Static<typeof StaffInvoicesResponse>;
export type StaffCreditNote = Static<typeof StaffCreditNote>;
export type StaffRefund = Static<typeof StaffRefund>;
export type StaffRefundsResponse = Static<typeof StaffRefundsResponse>;
export type ApproveRefundBody = Static<typeof ApproveRefundBody>;
export type DeclineRefundBody = Static<typeof DeclineRefundBody>;
export type DirectRefundBody = Static<typeof DirectRefundBody>;
export type StaffCoupon = Static<typeof StaffCoupon>;
export type StaffCouponListResponse = Static<typeof StaffCouponListResponse>;
export type AuditEntry = Static<typeof AuditEntry>;
export type AuditListResponse = Static<typeof AuditListResponse>;
export type StudentOwnTicket = Static<typeof StudentOwnTicket>;
export type StudentOwnTicketsResponse = Static<typeof StudentOwnTicketsResponse>;

// ------------------------------------------------------------------ certificates
export const StaffBatchIdParams = Type.Object({ batchId: IdParam });
export const StaffCertificateNoParams = Type.Object({ certificateNo: Type.String() });
export const CertificateRowState = Type.Union([
  Type.Literal('issued'),
  Type.Literal('eligible'),
  Type.Literal('not_eligible'),
  Type.Literal('revoked'),
  Type.Literal('in_progress'),
]);
export const StaffCertificateRow = Type.Object({
  student_id: Id,
  student_name: Type.String(),
  attended: Type.Integer(),
  held: Type.Integer(),
  required: Type.Integer(),
  short_by: Type.Integer(),
  state: CertificateRowState,
  certificate_no: Nullable(Type.String()),
  issued_at: Nullable(Type.String()),
  revoked_at: Nullable(Type.String()),
  /** The exception's reason (granted) or the revocation's. */
  reason: Nullable(Type.String()),
});
export const StaffBatchCertificatesResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch: Type.Object({ batch_id: Id, batch_name: Type.String(), status: Type.String() }),
    rows: Type.Array(StaffCertificateRow),
  }),
});
export const StaffCertificate = Type.Object({
  certificate_no: Type.String(),
  student_id: Id,
  batch_id: Id,
  student_name: Type.String(),
  course_title: Type.String(),
  batch_name: Type.String(),
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
  tutor_name: Nullable(Type.String()),
  issued_at: Type.String(),
  status: Type.Union([Type.Literal('valid'), Type.Literal('revoked')]),
  revoked_at: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  verify_url: Type.String(),
});
export const StaffCertificateResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: StaffCertificate,
});
export const CertificateGrantBody = Type.Object(
  { student_id: IdParam, batch_id: IdParam, reason: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
export const CertificateRevokeBody = Type.Object(
  { reason: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
/**
 * A batch's learning between the classes, for the school: per student the sessions that count (and
 * which she caught up on), whether she is at risk, and her best quiz score per module; per module
 * how many of the batch passed its quiz.
 */
export const StaffLearningRow = Type.Object({
  student_id: Id,
  student_name: Type.String(),
  /** Sessions that count: attended live, or caught up in time. */
  attended: Type.Integer(),
  held: Type.Integer(),
  /** Sessions whose practice her tutor marked done, and those she sent an answer for (of one per held session). */
  practice_done: Type.Integer(),
  practice_sent: Type.Integer(),
  caught_up: Type.Array(Type.Object({ session_no: Type.Integer(), on: Type.String({ description: 'YYYY-MM-DD, India' }) })),
  at_risk: Type.Boolean(),
  quizzes: Type.Array(
    Type.Object({
      module_no: Type.Integer(),
      attempts: Type.Integer(),
      best_percent: Nullable(Type.Integer()),
      passed: Type.Boolean(),
    }),
  ),
});
export const StaffBatchLearningResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch: Type.Object({ batch_id: Id, batch_name: Type.String(), status: Type.String() }),
    held: Type.Integer(),
    pass_percent: Type.Integer(),
    modules: Type.Array(
      Type.Object({
        module_no: Type.Integer(),
        title: Type.String(),
        /** Students of the batch who passed its quiz, who attempted it, and how many students there are. */
        passed: Type.Integer(),
        attempted: Type.Integer(),
        students: Type.Integer(),
      }),
    ),
    /** Practice marked done across the batch, and answers waiting for the tutor's review. */
    practice_done: Type.Integer(),
    practice_waiting: Type.Integer(),
    caught_up_sessions: Type.Integer(),
    at_risk_students: Type.Integer(),
    rows: Type.Array(StaffLearningRow),
  }),
});
export type StaffLearningRow = Static<typeof StaffLearningRow>;
export type StaffBatchLearningResponse = Static<typeof StaffBatchLearningResponse>;
export type StaffCertificateRow = Static<typeof StaffCertificateRow>;
export type StaffBatchCertificatesResponse = Static<typeof StaffBatchCertificatesResponse>;
export type StaffCertificate = Static<typeof StaffCertificate>;

// ------------------------------------------------------------------ WhatsApp delivery
/**
 * What staff see of the WhatsApp outbox: each message, where it got to, and the mail that went
 * instead when it failed. Her number is only ever sent masked ("+91 98••• ••210"): staff need to
 * tell two numbers apart on the phone with her, not to copy one out of the back office.
 */
export const WhatsAppStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('sent'),
  Type.Literal('delivered'),
  Type.Literal('read'),
  Type.Literal('failed'),
  Type.Literal('skipped'),
]);
/** A template's name; the API answers 400 for one it does not send (the list grows with new kinds). */
export const WhatsAppTemplateName = Type.String({ pattern: '^[a-z_]{1,40}$' });
/** Which reminder of a session: the one the evening before, or the one an hour before. */
export const ReminderKind = Type.Union([Type.Literal('evening_before'), Type.Literal('hour_before')]);

export const WhatsAppMessagesQuery = Type.Object(
  {
    batch_id: Type.Optional(IdParam),
    status: Type.Optional(WhatsAppStatus),
    template: Type.Optional(WhatsAppTemplateName),
    /** Queued on or after this India day, and on or before `to`. */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export const WhatsAppHistoryStep = Type.Object({
  step: Type.Union([
    Type.Literal('queued'),
    Type.Literal('sent'),
    Type.Literal('delivered'),
    Type.Literal('read'),
    Type.Literal('failed'),
    Type.Literal('skipped'),
    Type.Literal('mail_queued'),
    Type.Literal('mail_sent'),
  ]),
  /** When it happened; null where the outbox keeps no time for it (a skipped message). */
  at: Nullable(Type.String()),
});
export const StaffWhatsAppMessage = Type.Object({
  id: Id,
  student: Type.Object({ student_id: Id, name: Type.String() }),
  /** Her number with all but its first two and last three digits hidden. */
  phone_masked: Type.String(),
  template: Type.String(),
  language: Type.String(),
  batch: Nullable(Type.Object({ batch_id: Id, batch_name: Type.String() })),
  /** The class a message was about; null for one about no class (a STOP / START confirmation, a payment). */
  event: Nullable(
    Type.Object({
      session_id: Id,
      session_no: Nullable(Type.Integer()),
      topic: Nullable(Type.String()),
      /** When the class starts, as the message gave it (a moved class: its new time). */
      starts_at: Nullable(Type.String()),
      /** Which reminder of the class it was; null for another message about it (moved, recording). */
      kind: Nullable(ReminderKind),
    }),
  ),
  status: WhatsAppStatus,
  queued_at: Type.String(),
  sent_at: Nullable(Type.String()),
  /** When the current status was recorded (the provider's time for delivered, read and failed). */
  status_at: Nullable(Type.String()),
  attempts: Type.Integer(),
  /** Every step the outbox kept a time for, oldest first. */
  history: Type.Array(WhatsAppHistoryStep),
  /** The provider's reason for a failed message (or the last failed attempt of one still retrying). */
  error: Nullable(Type.String()),
  /** Why a skipped message was not sent (she sent STOP, the class moved…). */
  skipped_reason: Nullable(Type.String()),
  /** The mail that went because WhatsApp failed; null when none was needed. */
  fallback: Nullable(
    Type.Object({
      queued_at: Type.String(),
      /** pending | sent | failed | skipped, as the mail outbox has it; null if the mail row is gone. */
      mail_status: Nullable(Type.String()),
      mail_sent_at: Nullable(Type.String()),
      /** She had chosen mail reminders too: the mail was already on its way, not an extra one. */
      mail_was_her_choice: Type.Boolean(),
    }),
  ),
});
export const StaffWhatsAppMessagesResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    messages: Type.Array(StaffWhatsAppMessage),
    page: Type.Integer(),
    per_page: Type.Integer(),
    /** Messages matching the filters, over all pages. */
    total: Type.Integer(),
  }),
});

/** One reminder of one class: how each student of the batch it was queued for was reached. */
export const WhatsAppReachEvent = Type.Object({
  session_id: Id,
  session_no: Type.Integer(),
  topic: Type.String(),
  starts_at: Type.String(),
  kind: ReminderKind,
  /** Queued for a time the class no longer has (it was moved since): kept for the record. */
  moved: Type.Boolean(),
  /** Students this reminder was queued for, on either channel. */
  students: Type.Integer(),
  whatsapp_only: Type.Integer(),
  mail_only: Type.Integer(),
  /** WhatsApp failed and the mail reached her. */
  mail_after_whatsapp_failed: Type.Integer(),
  /** She chose both and both reached her. */
  both: Type.Integer(),
  /** Nothing still queued, and nothing reached her (skipped, or failed on every channel). */
  none: Type.Integer(),
  /** Nothing reached her yet and a message is still queued. */
  waiting: Type.Integer(),
});
export const StaffWhatsAppReachResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch: Type.Object({ batch_id: Id, batch_name: Type.String() }),
    /** The WhatsApp choice of the batch's students now (live enrolments). */
    consents: Type.Object({
      students: Type.Integer(),
      opted_in: Type.Integer(),
      /** Off, with a recorded choice: switched off, replied STOP, or her number changed. */
      opted_out: Type.Integer(),
      /** Off, and no choice on record: she left the box unticked and never switched it on. */
      never_asked: Type.Integer(),
    }),
    /** Newest class first; within a class, the hour-before reminder before the evening's. */
    events: Type.Array(WhatsAppReachEvent),
  }),
});
export type WhatsAppMessagesQuery = Static<typeof WhatsAppMessagesQuery>;
export type StaffWhatsAppMessage = Static<typeof StaffWhatsAppMessage>;
export type StaffWhatsAppMessagesResponse = Static<typeof StaffWhatsAppMessagesResponse>;
export type WhatsAppReachEvent = Static<typeof WhatsAppReachEvent>;
export type StaffWhatsAppReachResponse = Static<typeof StaffWhatsAppReachResponse>;
