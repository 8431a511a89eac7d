/**
 * TypeBox schemas of every request and response of the API: the API validates with them and the OpenAPI document is built from them.
 * Imported by the API for validation and OpenAPI; the frontends import only the types (from the index).
 */
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
/** An id in a JSON body: the frontends may send it as a number or as the string kept in sessionStorage. */
const IdParam = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2147483647 }),
  Type.String({ pattern: '^[0-9]{1,9}$' }),
]);
/** Free text; the rules in ./rules decide the exact message, the schema only bounds the size. */
const Text = (maxLength = 5000) => Type.String({ maxLength });

export const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export const MessageResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });

// ------------------------------------------------------------------ public content
export const Course = Type.Object({
  course_id: Id,
  title: Type.String(),
  description: Type.String(),
  image_url: Type.String(),
  sessions: Type.Integer(),
  /** The curriculum it teaches (a key of CURRICULA in @ai-women/contracts/curriculum). */
  curriculum: Type.String(),
});
export const Testimonial = Type.Object({
  id: Id,
  name: Type.String(),
  profession: Type.String(),
  description: Type.String(),
  image_url: Nullable(Type.String()),
});
export const TeamMember = Type.Object({
  id: Id,
  name: Type.String(),
  designation: Type.String(),
  image_url: Nullable(Type.String()),
});
export const Blog = Type.Object({
  blog_id: Id,
  title: Type.String(),
  description: Type.String(),
  image_url: Type.String(),
  created_by: Type.String(),
  date_of_creation: Type.String({ description: 'ISO date' }),
});
export const Workshop = Type.Object({
  workshop_id: Id,
  title: Type.String(),
  description: Type.String(),
  image_url_1: Nullable(Type.String()),
  image_url_2: Nullable(Type.String()),
  image_url_3: Nullable(Type.String()),
  image_url_4: Nullable(Type.String()),
  image_url_5: Nullable(Type.String()),
  image_url_6: Nullable(Type.String()),
  uploaded_by: Type.String(),
  uploaded_at: Type.String({ description: 'ISO timestamp' }),
});
export const Achievement = Type.Object({
  achievement_id: Id,
  name: Type.String(),
  description: Type.String(),
  designation: Type.String(),
  achievement: Type.String(),
  image_url: Nullable(Type.String()),
});
export const Coupon = Type.Object({
  coupon_id: Id,
  coupon_name: Type.String(),
  discount_percent: Type.Number(),
});
export const CourseList = Type.Array(Course);
export const TestimonialList = Type.Array(Testimonial);
export const TeamList = Type.Array(TeamMember);
export const BlogList = Type.Array(Blog);
export const WorkshopList = Type.Array(Workshop);
export const AchievementList = Type.Array(Achievement);
export const CouponsResponse = Type.Object({ success: Type.Boolean(), coupons: Type.Array(Coupon) });
/** GET /api/courses/:courseId/offer: one course as its public page shows it. */
export const CourseOfferResponse = Type.Object({
  success: Type.Boolean(),
  course: Course,
  /** Its batches still taking students, soonest first, with the seats left now. */
  batches: Type.Array(
    Type.Object({
      batch_id: Id,
      batch_name: Type.String(),
      start_date: Nullable(Type.String({ description: 'ISO date (YYYY-MM-DD), India' })),
      timing: Type.String(),
      day_part: Type.Union([Type.Literal('morning'), Type.Literal('evening')]),
      seats_left: Type.Integer(),
      capacity: Type.Integer(),
    }),
  ),
  /** The tutors of its running and coming batches; bio is what she wrote about her skills, once approved. */
  tutors: Type.Array(Type.Object({ name: Type.String(), bio: Nullable(Type.String()) })),
});
export const CourseIdParams = Type.Object({ courseId: Type.Integer({ minimum: 1 }) });

// ------------------------------------------------------------------ student auth
export const StudentRegisterBody = Type.Object(
  {
    fullname: Text(200),
    designation: Text(200),
    email: Text(320),
    phone_number: Text(20),
    age: Type.Union([Type.Integer(), Type.String({ maxLength: 5 })]),
    password: Text(200),
    course_id: Type.Optional(IdParam),
    /** Her language: "en" (the default) or "hi". Anything else is refused with a 400. */
    language: Type.Optional(Text(20)),
    /**
     * She ticked "send me Aarohi messages on WhatsApp" (unticked by default): stored as her consent
     * with the wording shown, for the number she registered with.
     */
    whatsapp_reminders: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const StudentRegisterResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  userId: Id,
});
export const StudentLoginBody = Type.Object(
  { email: Text(320), password: Text(200) },
  { additionalProperties: false },
);
export const PaymentSummary = Type.Object({
  transactionId: Type.String(),
  amount: Type.Integer({ description: 'paise' }),
  paidAt: Type.String(),
  /** The course paid for and her batch: the payment confirmation names them. */
  courseTitle: Type.Optional(Nullable(Type.String())),
  batch: Type.Optional(
    Nullable(
      Type.Object({
        name: Type.String(),
        timing: Type.String(),
        firstClassDate: Nullable(Type.String()),
      }),
    ),
  ),
});
export const LoginUser = Type.Object({
  id: Id,
  fullname: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  paymentstatus: Type.Union([Type.Literal('completed'), Type.Literal('pending')]),
  payment: Type.Optional(PaymentSummary),
  /** Her language: the student area and her mails follow it. */
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
});
export const StudentLoginResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  user: LoginUser,
});

// ------------------------------------------------------------------ payment
export const PaymentOrderBody = Type.Object(
  // null first: with type coercion on, an id branch tried first would turn null into 0.
  {
    userId: IdParam,
    couponId: Type.Optional(Type.Union([Type.Null(), IdParam])),
    /**
     * The batch she chose (its seat is held while the order lives). null: no batch of her course is
     * open and she pays to be placed in the next one. Left out: the next open batch with a seat.
     */
    batchId: Type.Optional(Type.Union([Type.Null(), IdParam])),
    /**
     * A coupon code she typed (any active coupon, advertised or not). `couponId` works only for
     * coupons the public list shows, so ids cannot be tried one by one to find private codes.
     */
    couponCode: Type.Optional(Type.Union([Type.Null(), Text(40)])),
    /** Her state or union territory (GST state code, e.g. "29"): the invoice's place of supply. */
    state: Type.Optional(Type.Union([Type.Null(), Text(10)])),
    /** For an invoice to a business (her employer): its name and GSTIN, both or neither. */
    businessName: Type.Optional(Type.Union([Type.Null(), Text(200)])),
    gstin: Type.Optional(Type.Union([Type.Null(), Text(20)])),
  },
  { additionalProperties: false },
);
/** A coupon code she typed, checked before she pays. */
export const CouponCheckBody = Type.Object({ code: Text(40) }, { additionalProperties: false });
export const CouponCheckResponse = Type.Object({ success: Type.Boolean(), coupon: Coupon });
/** A tax invoice as her Payments page and the Money screen show it (amounts in paise). */
export const InvoiceSummary = Type.Object({
  invoice_id: Id,
  number: Type.String(),
  issued_at: Type.String(),
  buyer_name: Type.String(),
  buyer_state: Type.String(),
  place_of_supply: Type.String(),
  buyer_business_name: Nullable(Type.String()),
  buyer_gstin: Nullable(Type.String()),
  sac: Type.String(),
  rate_percent: Type.Integer(),
  taxable: Type.Integer(),
  cgst: Type.Integer(),
  sgst: Type.Integer(),
  igst: Type.Integer(),
  total: Type.Integer(),
  currency: Type.String(),
  coupon_name: Nullable(Type.String()),
});
/** A credit note (a refund's GST document) as her Payments page and the Money screen list it. */
export const CreditNoteSummary = Type.Object({
  credit_note_id: Id,
  number: Type.String(),
  issued_at: Type.String(),
  invoice_id: Id,
  taxable: Type.Integer(),
  cgst: Type.Integer(),
  sgst: Type.Integer(),
  igst: Type.Integer(),
  total: Type.Integer(),
});
/**
 * A refund: her request or an admin's direct refund. requested (open) → approved (being refunded)
 * → refunded (credit note issued), or declined; a direct refund the provider refused is failed.
 */
export const RefundSummary = Type.Object({
  refund_id: Id,
  payment_id: Id,
  origin: Type.Union([Type.Literal('student'), Type.Literal('staff')]),
  status: Type.Union([
    Type.Literal('requested'),
    Type.Literal('approved'),
    Type.Literal('refunded'),
    Type.Literal('declined'),
    Type.Literal('failed'),
  ]),
  reason: Type.String(),
  /** The policy's share (per cent) and amount (paise) when she asked. */
  policy_percent: Type.Integer(),
  policy_amount: Type.Integer(),
  /** The amount approved (paise); null until answered. */
  amount: Nullable(Type.Integer()),
  beyond_policy_reason: Nullable(Type.String()),
  decline_reason: Nullable(Type.String()),
  /** The provider's state of the money: pending until it confirms, then processed (or failed). */
  provider_status: Nullable(Type.String()),
  /** The provider's last refusal (the request stays open). */
  last_error: Nullable(Type.String()),
  requested_at: Type.String(),
  decided_at: Nullable(Type.String()),
  credit_note: Nullable(CreditNoteSummary),
});
/** What the refund policy allows today for a payment. */
export const RefundPolicyNow = Type.Object({
  percent: Type.Integer(),
  /** paise, what was refunded already counted */
  allowed: Type.Integer(),
  /** Her batch's first session (ISO instant); null while she waits for a batch. */
  first_session_at: Nullable(Type.String()),
});
export const MyPayment = Type.Object({
  payment_id: Id,
  transaction_id: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  paid_at: Type.String(),
  course_title: Nullable(Type.String()),
  invoice: Nullable(InvoiceSummary),
  /** paise refunded so far */
  refunded: Type.Integer(),
  refund_policy: RefundPolicyNow,
  refunds: Type.Array(RefundSummary),
});
export const RefundRequestBody = Type.Object(
  { payment_id: Id, reason: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export const RefundResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: RefundSummary,
});
export const CreditNoteIdParams = Type.Object({ id: IdParam });
export const MyPaymentsResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(MyPayment) });
export const InvoiceIdParams = Type.Object({ id: IdParam });
/** An open batch of her course she can choose before she pays. */
export const BatchChoice = Type.Object({
  batch_id: Id,
  batch_name: Type.String(),
  start_date: Nullable(Type.String({ description: 'ISO date (YYYY-MM-DD), India' })),
  timing: Type.String(),
  day_part: Type.Union([Type.Literal('morning'), Type.Literal('evening')]),
  seats_left: Type.Integer(),
  capacity: Type.Integer(),
});
/** GET /api/payments/options/:userId: her course and its open batches (the payment page's choice). */
export const PaymentOptionsResponse = Type.Object({
  success: Type.Boolean(),
  course: Nullable(Type.Object({ course_id: Id, title: Type.String(), curriculum: Type.String() })),
  batches: Type.Array(BatchChoice),
  /** Minutes an order lives (and holds her seat) before it must be started again. */
  order_ttl_minutes: Type.Integer(),
});
/** Where a recorded payment placed her; null while she waits for a batch of her course to open. */
export const Placement = Type.Object({
  batch_id: Id,
  batch_name: Type.String(),
  timing: Type.String(),
  start_date: Nullable(Type.String()),
  first_class_date: Nullable(Type.String({ description: 'ISO date (YYYY-MM-DD), India' })),
  moved_from: Nullable(Type.String({ description: 'the batch she chose, when it filled up while she paid' })),
});
export const PaymentOrderResponse = Type.Object({
  success: Type.Boolean(),
  orderId: Type.String(),
  amount: Type.Integer({ description: 'paise' }),
  currency: Type.String(),
  keyId: Type.String(),
  checkoutScriptUrl: Type.String(),
  description: Type.String(),
  coupon: Nullable(Coupon),
  batchId: Nullable(Id),
  /** When the order stops holding her seat and can no longer be paid (ISO). */
  expiresAt: Type.String(),
});
/** GET /api/payments/mode: whether payments are real (the payment page says TEST MODE when not). */
export const PaymentModeResponse = Type.Object({
  success: Type.Boolean(),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('razorpay')]),
  testMode: Type.Boolean(),
});
export const PaymentBody = Type.Object(
  {
    transactionId: Text(100),
    userId: IdParam,
    orderId: Text(100),
    signature: Text(200),
    paymentStatus: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
);
export const PaymentRecord = Type.Object({
  transactionId: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  paidAt: Type.String(),
});
export const PaymentResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  payment: PaymentRecord,
  student_name: Nullable(Type.String()),
  course_title: Nullable(Type.String()),
  placement: Nullable(Placement),
  /** The tax invoice issued with the payment (on her Payments page and attached to the receipt mail). */
  invoice_number: Type.Optional(Nullable(Type.String())),
});
export const SandboxAuthorizeBody = Type.Object(
  {
    orderId: Text(100),
    outcome: Type.Optional(Type.Union([Type.Literal('success'), Type.Literal('failure')])),
  },
  { additionalProperties: false },
);
export const SandboxAuthorizeResponse = Type.Object({
  razorpay_payment_id: Type.String(),
  razorpay_order_id: Type.String(),
  razorpay_signature: Type.String(),
});

// ------------------------------------------------------------------ student area
export const BatchInfo = Type.Object({
  batch_name: Type.String(),
  timing: Type.String(),
  /** Her next session's Join (GET /api/sessions/{id}/join); the meeting link itself never leaves the API. */
  meeting_url: Nullable(
    Type.String({
      description:
        'The Join URL of her next session (GET /api/sessions/{id}/join), null while the batch has no meeting link or no session left; never the meeting link itself',
    }),
  ),
  tutor_name: Type.String(),
});
export const TutorInfo = Type.Object({ name: Type.String(), email: Type.String() });
export const DashboardStats = Type.Object({
  completed_courses: Type.Integer(),
  ongoing_courses: Type.Integer(),
  cancelled_courses: Type.Integer(),
});
export const StudentDashboard = Type.Object({
  success: Type.Boolean(),
  stats: DashboardStats,
  batchInfo: Nullable(BatchInfo),
  tutorInfo: Nullable(TutorInfo),
  /** The course she chose (its curriculum key names the sessions the enrolled-courses page lists). */
  course: Nullable(Type.Object({ course_id: Id, title: Type.String(), curriculum: Type.String() })),
  /** placed: in a batch; waiting: paid, no batch yet (message says what happens); unpaid. */
  placement: Type.Object({
    status: Type.Union([Type.Literal('placed'), Type.Literal('waiting'), Type.Literal('unpaid')]),
    course_title: Nullable(Type.String()),
    message: Nullable(Type.String()),
  }),
});
/**
 * Where she stands (contracts' studentStanding), flattened for the wire: every screen reads this
 * one answer. Fields that do not apply to her stage are 0, null or false.
 */
export const Standing = Type.Object({
  stage: Type.Union([
    Type.Literal('not_paid'),
    Type.Literal('refunded'),
    Type.Literal('waiting'),
    Type.Literal('placed'),
    Type.Literal('in_course'),
    Type.Literal('graduated'),
    Type.Literal('graduated_short'),
  ]),
  batch: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      status: Type.String(),
      timing: Type.String(),
      first_class: Nullable(Type.String({ description: 'YYYY-MM-DD, India' })),
      last_class: Nullable(Type.String({ description: 'YYYY-MM-DD, India' })),
    }),
  ),
  attended: Type.Integer(),
  held: Type.Integer(),
  /** Sessions in her course (25). */
  total: Type.Integer(),
  /** Sessions the certificate needs (20 of 25; of those held once the batch is completed). */
  required: Type.Integer(),
  /** In her course: sessions still to attend to reach `required`. */
  remaining: Type.Integer(),
  /** Graduated without a certificate: how many sessions she was short. */
  short_by: Type.Integer(),
  certificate_no: Nullable(Type.String()),
  certificate_revoked: Type.Boolean(),
});
export const StudentStandingResponse = Type.Object({ success: Type.Boolean(), data: Standing });
export const UpcomingSession = Type.Object({
  batch_name: Type.String(),
  timing: Type.String(),
  tutor_full_name: Type.String(),
  tutor_name: Type.String(),
  /** This session's Join (GET /api/sessions/{id}/join); the meeting link itself never leaves the API. */
  meeting_url: Nullable(
    Type.String({
      description:
        'The Join URL of this session (GET /api/sessions/{id}/join), null while the batch has no meeting link; never the meeting link itself',
    }),
  ),
  tutor_email: Type.String(),
  session_no: Type.Integer(),
  date: Type.String({ description: 'ISO date (YYYY-MM-DD)' }),
  topic: Type.String(),
  /** The session's id: Join goes through GET /api/sessions/{id}/join. */
  session_id: Type.Optional(Id),
  /** When it starts and ends (ISO instants; a moved session's own time, else the batch's timing on its date). */
  starts_at: Type.Optional(Type.String()),
  ends_at: Type.Optional(Type.String()),
  /** The day first planned, when the session was moved (else null). */
  moved_from_date: Type.Optional(Nullable(Type.String())),
});
export const StudentSessionsResponse = Type.Object({
  success: Type.Boolean(),
  sessions: Type.Array(UpcomingSession),
});
export const StudentNotification = Type.Object({
  id: Id,
  title: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
});
export const StudentNotificationsResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(StudentNotification),
});
export const StudentTicketBody = Type.Object(
  { userId: IdParam, subject: Text(200), priority: Text(20), description: Text(5000) },
  { additionalProperties: false },
);
export const StudentTicketResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  ticket_id: Id,
});
export const ContactBody = Type.Object(
  { name: Text(200), email: Text(320), subject: Text(300), message: Text(3000) },
  { additionalProperties: false },
);

// ------------------------------------------------------------------ tutor auth
export const TutorData = Type.Object({
  tutor_id: Id,
  name: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  created_at: Type.String(),
});
export const TutorRegisterBody = Type.Object(
  { name: Text(200), email: Text(320), mobile_number: Text(20), password: Text(200) },
  { additionalProperties: false },
);
export const TutorRegisterResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  tutor: TutorData,
});
export const TutorLoginBody = Type.Object(
  { email: Text(320), password: Text(200) },
  { additionalProperties: false },
);
export const TutorLoginResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: TutorData,
});
export const MeResponse = Type.Object({
  success: Type.Boolean(),
  role: Type.Union([Type.Literal('student'), Type.Literal('tutor'), Type.Literal('staff'), Type.Null()]),
  user: Type.Optional(LoginUser),
  tutor: Type.Optional(TutorData),
  /** A back office member: who they are (their role is checked on every staff call). */
  staff: Type.Optional(
    Type.Object({ staff_id: Id, name: Type.String(), email: Type.String(), role: Type.String() }),
  ),
});
export const MeQuery = Type.Object(
  {
    /** `1`: nobody signed in is an answer (200, role null), not a 401, for a page asking whether to restore. */
    probe: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  },
  { additionalProperties: false },
);

// ------------------------------------------------------------------ tutor portal
export const Batch = Type.Object({
  batch_id: Id,
  batch_name: Type.String(),
  status: Type.String({ description: 'Active | Inactive | Completed' }),
  no_of_people: Type.Integer(),
  timing: Type.String(),
  created_at: Type.String(),
  /** The first session's date (YYYY-MM-DD), null until the batch is scheduled. */
  start_date: Nullable(Type.String()),
  meeting_url: Nullable(Type.String()),
});
export const BatchListResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(Batch) });
export const BatchListQuery = Type.Object(
  {
    status: Type.Optional(
      Type.String({ maxLength: 20, description: 'active | completed | inactive | all (any case)' }),
    ),
  },
  { additionalProperties: false },
);
export const BatchStats = Type.Object({
  total_batches: Type.Integer(),
  active_batches: Type.Integer(),
  completed_batches: Type.Integer(),
  total_students: Type.Integer(),
  active_students: Type.Integer(),
});
export const BatchStatsResponse = Type.Object({ success: Type.Boolean(), data: BatchStats });
export const BatchStatusBody = Type.Object(
  {
    status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive'), Type.Literal('Completed')]),
    tutor_id: IdParam,
  },
  { additionalProperties: false },
);
export const SupportTicket = Type.Object({
  support_id: Id,
  subject: Type.String(),
  description: Type.String(),
  status: Type.String({ description: 'Open | In Progress | Resolved | Closed' }),
  priority: Type.String({ description: 'Low | Medium | High | Critical' }),
  created_at: Type.String(),
  updated_at: Type.String(),
  reply_message: Nullable(Type.String({ description: 'The latest staff reply' })),
  /** The staff replies, oldest first: the conversation thread under the ticket. */
  replies: Type.Array(
    Type.Object({ author: Type.String(), message: Type.String(), created_at: Type.String() }),
  ),
});
export const TicketListResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(SupportTicket) });
export const TicketStats = Type.Object({ total_tickets: Type.Integer(), open_tickets: Type.Integer() });
export const TicketStatsResponse = Type.Object({ success: Type.Boolean(), data: TicketStats });
export const TutorTicketBody = Type.Object(
  { tutor_id: IdParam, subject: Text(200), priority: Type.Optional(Text(20)), description: Text(5000) },
  { additionalProperties: false },
);
export const TutorTicketResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  support_id: Id,
});
export const TutorNotification = Type.Object({
  id: Id,
  title: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
});
export const TutorNotificationsResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(TutorNotification),
});
export const TutorUploads = Type.Object({
  id: Id,
  skills: Type.String(),
  resume: Nullable(Type.String({ description: 'owner-only download URL' })),
  experience_letter: Nullable(Type.String({ description: 'owner-only download URL' })),
  updated_at: Type.String(),
  /** The back office's review of her documents: only "approved" makes her a verified tutor. */
  review_status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('changes_requested')]),
  ),
});
export const TutorUploadsResponse = Type.Object({ success: Type.Boolean(), data: Nullable(TutorUploads) });
export const TutorUploadSaveResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: TutorUploads,
});
export const TutorProfile = Type.Object({
  tutor_id: Id,
  name: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  created_at: Type.String(),
});
export const TutorProfileResponse = Type.Object({ success: Type.Boolean(), data: TutorProfile });
export const TutorProfileBody = Type.Object(
  { name: Text(200), phone_number: Text(30) },
  { additionalProperties: false },
);
export const TutorProfileUpdateResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    name: Type.String(),
    phone_number: Type.String(),
    email: Type.String(),
    created_at: Type.String(),
  }),
});

// ------------------------------------------------------------------ params
const PathId = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const UserIdParams = Type.Object({ userId: PathId });
export const TutorIdParams = Type.Object({ tutor_id: PathId });
export const BatchIdParams = Type.Object({ batchId: PathId });
export const UploadIdParams = Type.Object({ id: PathId });
export const UploadFileParams = Type.Object({
  tutor_id: PathId,
  kind: Type.Union([Type.Literal('resume'), Type.Literal('experience_letter')]),
});

// ------------------------------------------------------------------ a batch's students and link (tutor)
export const BatchStudent = Type.Object({
  id: Id,
  name: Type.String(),
  /** Only for the batch's own tutor. */
  email: Type.Optional(Type.String()),
  phone_number: Type.Optional(Type.String()),
});
export const BatchStudentsResponse = Type.Object({
  success: Type.Boolean(),
  /** True when the signed-in tutor is this batch's tutor (she then sees e-mail and phone). */
  own: Type.Boolean(),
  data: Type.Array(BatchStudent),
});
export const MeetingUrlBody = Type.Object(
  { meeting_url: Text(2000), tutor_id: IdParam },
  { additionalProperties: false },
);
export const MeetingUrlResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  meeting_url: Type.String(),
  notified: Type.Integer(),
});

// ------------------------------------------------------------------ the student's own page
export const StudentProfile = Type.Object({
  id: Id,
  fullname: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  reminder_emails: Type.Boolean(),
  language: Type.Union([Type.Literal('en'), Type.Literal('hi')]),
  /** A new address waiting for her to open the link mailed to it. */
  pending_email: Nullable(Type.String()),
});
export const StudentProfileResponse = Type.Object({ success: Type.Boolean(), profile: StudentProfile });
export const StudentProfileSaveResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  profile: StudentProfile,
});
export const StudentProfileBody = Type.Object(
  {
    fullname: Type.Optional(Text(200)),
    phone_number: Type.Optional(Text(40)),
    reminder_emails: Type.Optional(Type.Boolean()),
    /** "en" or "hi"; anything else is refused with a 400. */
    language: Type.Optional(Text(20)),
  },
  { additionalProperties: false },
);
export const EmailChangeBody = Type.Object({ email: Text(320) }, { additionalProperties: false });
export const EmailConfirmBody = Type.Object({ token: Text(200) }, { additionalProperties: false });
export const PasswordChangeBody = Type.Object(
  { current_password: Text(200), new_password: Text(200), confirm_password: Text(200) },
  { additionalProperties: false },
);

// ------------------------------------------------------------------ static types
export type BatchStudent = Static<typeof BatchStudent>;
export type BatchStudentsResponse = Static<typeof BatchStudentsResponse>;
export type MeetingUrlBody = Static<typeof MeetingUrlBody>;
export type StudentProfile = Static<typeof StudentProfile>;
export type StudentProfileBody = Static<typeof StudentProfileBody>;
export type ErrorResponse = Static<typeof ErrorResponse>;
export type MessageResponse = Static<typeof MessageResponse>;
export type Course = Static<typeof Course>;
export type CourseOffer = Static<typeof CourseOfferResponse>;
export type Testimonial = Static<typeof Testimonial>;
export type TeamMember = Static<typeof TeamMember>;
export type Blog = Static<typeof Blog>;
export type Workshop = Static<typeof Workshop>;
export type Achievement = Static<typeof Achievement>;
export type Coupon = Static<typeof Coupon>;
export type CouponsResponse = Static<typeof CouponsResponse>;
export type StudentRegisterBody = Static<typeof StudentRegisterBody>;
export type StudentRegisterResponse = Static<typeof StudentRegisterResponse>;
export type StudentLoginBody = Static<typeof StudentLoginBody>;
export type PaymentSummary = Static<typeof PaymentSummary>;
export type LoginUser = Static<typeof LoginUser>;
export type StudentLoginResponse = Static<typeof StudentLoginResponse>;
export type PaymentOrderBody = Static<typeof PaymentOrderBody>;
export type CouponCheckBody = Static<typeof CouponCheckBody>;
export type CouponCheckResponse = Static<typeof CouponCheckResponse>;
export type InvoiceSummary = Static<typeof InvoiceSummary>;
export type MyPayment = Static<typeof MyPayment>;
export type MyPaymentsResponse = Static<typeof MyPaymentsResponse>;
export type CreditNoteSummary = Static<typeof CreditNoteSummary>;
export type RefundSummary = Static<typeof RefundSummary>;
export type RefundPolicyNow = Static<typeof RefundPolicyNow>;
export type RefundRequestBody = Static<typeof RefundRequestBody>;
export type RefundResponse = Static<typeof RefundResponse>;
export type PaymentOrderResponse = Static<typeof PaymentOrderResponse>;
export type PaymentBody = Static<typeof PaymentBody>;
export type PaymentModeResponse = Static<typeof PaymentModeResponse>;
export type PaymentRecord = Static<typeof PaymentRecord>;
export type PaymentResponse = Static<typeof PaymentResponse>;
export type BatchChoice = Static<typeof BatchChoice>;
export type PaymentOptionsResponse = Static<typeof PaymentOptionsResponse>;
export type Placement = Static<typeof Placement>;
export type SandboxAuthorizeBody = Static<typeof SandboxAuthorizeBody>;
export type SandboxAuthorizeResponse = Static<typeof SandboxAuthorizeResponse>;
export type BatchInfo = Static<typeof BatchInfo>;
export type TutorInfo = Static<typeof TutorInfo>;
export type DashboardStats = Static<typeof DashboardStats>;
export type StudentDashboard = Static<typeof StudentDashboard>;
export type StudentStandingView = Static<typeof Standing>;
export type StudentStandingResponse = Static<typeof StudentStandingResponse>;
export type UpcomingSession = Static<typeof UpcomingSession>;
export type StudentSessionsResponse = Static<typeof StudentSessionsResponse>;
export type StudentNotification = Static<typeof StudentNotification>;
export type StudentNotificationsResponse = Static<typeof StudentNotificationsResponse>;
export type StudentTicketBody = Static<typeof StudentTicketBody>;
export type StudentTicketResponse = Static<typeof StudentTicketResponse>;
export type ContactBody = Static<typeof ContactBody>;
export type TutorData = Static<typeof TutorData>;
export type TutorRegisterBody = Static<typeof TutorRegisterBody>;
export type TutorRegisterResponse = Static<typeof TutorRegisterResponse>;
export type TutorLoginBody = Static<typeof TutorLoginBody>;
export type TutorLoginResponse = Static<typeof TutorLoginResponse>;
export type MeResponse = Static<typeof MeResponse>;
export type Batch = Static<typeof Batch>;
export type BatchListResponse = Static<typeof BatchListResponse>;
export type BatchStats = Static<typeof BatchStats>;
export type BatchStatsResponse = Static<typeof BatchStatsResponse>;
export type BatchStatusBody = Static<typeof BatchStatusBody>;
export type SupportTicket = Static<typeof SupportTicket>;
export type TicketListResponse = Static<typeof TicketListResponse>;
export type TicketStats = Static<typeof TicketStats>;
export type TicketStatsResponse = Static<typeof TicketStatsResponse>;
export type TutorTicketBody = Static<typeof TutorTicketBody>;
export type TutorTicketResponse = Static<typeof TutorTicketResponse>;
export type TutorNotification = Static<typeof TutorNotification>;
export type TutorNotificationsResponse = Static<typeof TutorNotificationsResponse>;
export type TutorUploads = Static<typeof TutorUploads>;
export type TutorUploadsResponse = Static<typeof TutorUploadsResponse>;
export type TutorUploadSaveResponse = Static<typeof TutorUploadSaveResponse>;
export type TutorProfile = Static<typeof TutorProfile>;
export type TutorProfileResponse = Static<typeof TutorProfileResponse>;
export type TutorProfileBody = Static<typeof TutorProfileBody>;
export type TutorProfileUpdateResponse = Static<typeof TutorProfileUpdateResponse>;

// ------------------------------------------------------------------ password reset
export const PasswordForgotBody = Type.Object(
  { email: Text(320), role: Type.Union([Type.Literal('student'), Type.Literal('tutor')]) },
  { additionalProperties: false },
);
export const PasswordResetBody = Type.Object(
  { token: Text(200), password: Text(200) },
  { additionalProperties: false },
);
export const PasswordResetResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  role: Type.Union([Type.Literal('student'), Type.Literal('tutor')]),
});
export type PasswordForgotBody = Static<typeof PasswordForgotBody>;
export type PasswordResetBody = Static<typeof PasswordResetBody>;
export type PasswordResetResponse = Static<typeof PasswordResetResponse>;

// ------------------------------------------------------------------ a class session as a place
const AttendanceStatusSchema = Type.Union([
  Type.Literal('present'),
  Type.Literal('absent'),
  Type.Literal('late'),
]);
export const SessionIdParams = Type.Object({ id: PathId });
export const SessionNoParams = Type.Object({ sessionNo: Type.Integer({ minimum: 1, maximum: 100 }) });
export const SessionMaterialParams = Type.Object({ id: PathId, materialId: PathId });
export const SessionMaterial = Type.Object({
  id: Id,
  name: Type.String(),
  kind: Type.String({ description: 'pdf | pptx | docx | png | jpeg' }),
  size: Type.Integer(),
  /** The download, through the API (checked on every request). */
  url: Type.String(),
  created_at: Type.String(),
});
export const SessionRosterEntry = Type.Object({
  student_id: Id,
  name: Type.String(),
  /** What is saved; null when attendance was never saved for her. */
  status: Nullable(AttendanceStatusSchema),
  /** What the roster shows before saving: the saved status, else from her Join clicks. */
  suggested: AttendanceStatusSchema,
  joined_at: Nullable(Type.String()),
  /** A saved absence she has caught up on since (recording and check in time): that India day; else null. */
  caught_up_on: Nullable(Type.String()),
});
export const SessionDetail = Type.Object({
  id: Id,
  batch_id: Id,
  batch_name: Type.String(),
  batch_status: Type.String(),
  timing: Type.String(),
  session_no: Type.Integer(),
  module_no: Type.Integer(),
  date: Type.String({ description: 'ISO date (YYYY-MM-DD)' }),
  topic: Type.String(),
  /** The course's curriculum key (everyday | career | business): the page reads the session's plan from it. */
  curriculum: Type.String(),
  held: Type.Boolean(),
  notes: Nullable(Type.String()),
  /** The recording, opened through the API (which records her opening it). */
  recording_open_url: Nullable(Type.String()),
  /** The link itself: only for the batch's tutor (she edits it). */
  recording_url: Type.Optional(Nullable(Type.String())),
  materials: Type.Array(SessionMaterial),
  /** The student's own attendance (students only). */
  my_attendance: Type.Optional(Nullable(AttendanceStatusSchema)),
  /** Join through the API (students only). */
  join_url: Type.Optional(Type.String()),
  /** A held session she did not attend (students only): where her catch-up stands; else null. */
  catch_up: Type.Optional(
    Nullable(
      Type.Object({
        state: Type.Union([Type.Literal('open'), Type.Literal('caught_up'), Type.Literal('closed')]),
        last_day: Type.String({ description: 'YYYY-MM-DD, India' }),
        caught_up_on: Nullable(Type.String()),
      }),
    ),
  ),
  /** The batch's roster (its tutor only). */
  roster: Type.Optional(Type.Array(SessionRosterEntry)),
  /** Whether the tutor may still change attendance (tutor only; staff after this). */
  attendance_editable: Type.Optional(Type.Boolean()),
  attendance_editable_until: Type.Optional(Type.String()),
  /** When it starts and ends (ISO instants; a moved session's own time, else the batch's timing on its date). */
  starts_at: Type.Optional(Type.String()),
  ends_at: Type.Optional(Type.String()),
  /** The day first planned, when the session was moved (else null). */
  moved_from_date: Type.Optional(Nullable(Type.String())),
});
export const SessionDetailResponse = Type.Object({ success: Type.Boolean(), data: SessionDetail });
export const SessionSummary = Type.Object({
  id: Id,
  session_no: Type.Integer(),
  module_no: Type.Integer(),
  date: Type.String(),
  topic: Type.String(),
  held: Type.Boolean(),
  has_recording: Type.Boolean(),
  materials: Type.Integer(),
  has_notes: Type.Boolean(),
  /** Student: her attendance; tutor: not given. */
  attendance: Type.Optional(Nullable(AttendanceStatusSchema)),
  /** Student: where her practice for it stands (null before her first answer); tutor: not given. */
  practice: Type.Optional(
    Nullable(Type.Union([Type.Literal('submitted'), Type.Literal('done'), Type.Literal('try_again')])),
  ),
  /** Tutor: students marked present or late. */
  attended_count: Type.Optional(Type.Integer()),
  marked: Type.Optional(Type.Boolean()),
  /** Tutor: the session's average rating (null before any) and how many rated it. */
  rating_average: Type.Optional(Nullable(Type.Number())),
  rating_count: Type.Optional(Type.Integer()),
  /** When it starts and ends (ISO instants; a moved session's own time, else the batch's timing on its date). */
  starts_at: Type.Optional(Type.String()),
  ends_at: Type.Optional(Type.String()),
  /** The day first planned, when the session was moved (else null). */
  moved_from_date: Type.Optional(Nullable(Type.String())),
});
export const StudentProgress = Type.Object({
  held: Type.Integer(),
  /** Sessions that count: attended live, or caught up in time. */
  attended: Type.Integer(),
  /** Of those, the ones she caught up on. */
  caught_up: Type.Integer(),
  /** Practice her tutor marked done, of the practice set so far (one task per held session). */
  practice_done: Type.Integer(),
  practice_set: Type.Integer(),
  total_sessions: Type.Integer(),
  modules_completed: Type.Integer(),
  modules_total: Type.Integer(),
  next: Nullable(Type.Object({ session_no: Type.Integer(), date: Type.String(), topic: Type.String() })),
  on_track: Type.Boolean(),
  certificate_earned: Type.Boolean(),
  attendance_needed: Type.Integer(),
});
export const MySessionsResponse = Type.Object({
  success: Type.Boolean(),
  data: Nullable(
    Type.Object({
      batch_id: Id,
      batch_name: Type.String(),
      batch_status: Type.String(),
      timing: Type.String(),
      sessions: Type.Array(SessionSummary),
      progress: StudentProgress,
    }),
  ),
});
export const BatchSessionsResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch_id: Id,
    batch_name: Type.String(),
    batch_status: Type.String(),
    timing: Type.String(),
    students: Type.Integer(),
    sessions: Type.Array(SessionSummary),
  }),
});
export const BatchProgressRow = Type.Object({
  student_id: Id,
  name: Type.String(),
  /** Sessions that count: attended live, or caught up in time. */
  attended: Type.Integer(),
  /** Of those, the ones she caught up on. */
  caught_up: Type.Integer(),
  held: Type.Integer(),
  /** Practice her tutor marked done (of one task per held session). */
  practice_done: Type.Integer(),
  modules_completed: Type.Integer(),
  on_track: Type.Boolean(),
  certificate_earned: Type.Boolean(),
  /** Absent (not caught up) at the last two or more marked sessions of an active batch. */
  at_risk: Type.Boolean(),
});
export const BatchProgressResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    batch_id: Id,
    batch_status: Type.String(),
    held: Type.Integer(),
    total_sessions: Type.Integer(),
    attendance_needed: Type.Integer(),
    students: Type.Array(BatchProgressRow),
  }),
});
export const RecordingBody = Type.Object({ recording_url: Text(2000) }, { additionalProperties: false });
export const RecordingResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  recording_url: Type.String(),
});
export const NotesBody = Type.Object({ notes: Text(8000) }, { additionalProperties: false });
export const NotesResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  notes: Nullable(Type.String()),
});
export const AttendanceBody = Type.Object(
  {
    records: Type.Array(
      Type.Object(
        { student_id: Id, status: Type.String({ maxLength: 20 }) },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export const AttendanceResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  saved: Type.Integer(),
});
export const MaterialResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: SessionMaterial,
});
export const JoinClosedResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  opens_at: Nullable(Type.String()),
  closes_at: Nullable(Type.String()),
});
export type SessionDetail = Static<typeof SessionDetail>;
export type SessionSummary = Static<typeof SessionSummary>;
export type SessionMaterial = Static<typeof SessionMaterial>;
export type SessionRosterEntry = Static<typeof SessionRosterEntry>;
export type StudentProgress = Static<typeof StudentProgress>;
export type MySessionsResponse = Static<typeof MySessionsResponse>;
export type BatchSessionsResponse = Static<typeof BatchSessionsResponse>;
export type BatchProgressRow = Static<typeof BatchProgressRow>;
export type BatchProgressResponse = Static<typeof BatchProgressResponse>;

// ------------------------------------------------------------------ certificates
/** Any text: a number that is too long or malformed is simply not found (404), never a 400. */
export const CertificateNoParams = Type.Object({ certificateNo: Type.String() });
/** What anyone holding the number may see: nothing that reaches her (no e-mail, phone or ids). */
export const PublicCertificate = Type.Object({
  certificate_no: Type.String(),
  student_name: Type.String(),
  course_title: Type.String(),
  batch_name: Type.String(),
  start_date: Nullable(Type.String({ description: 'ISO date' })),
  end_date: Nullable(Type.String({ description: 'ISO date' })),
  tutor_name: Nullable(Type.String()),
  issued_at: Type.String(),
  status: Type.Union([Type.Literal('valid'), Type.Literal('revoked')]),
  revoked_at: Nullable(Type.String()),
  verify_url: Type.String(),
});
export const PublicCertificateResponse = Type.Object({ success: Type.Boolean(), data: PublicCertificate });
export const MyCertificate = Type.Object({
  ...PublicCertificate.properties,
  pdf_url: Type.String(),
  credential_url: Type.String(),
  linkedin_url: Type.String(),
});
export const MyCertificateState = Type.Union([
  Type.Object({ state: Type.Literal('issued'), certificate: MyCertificate }),
  Type.Object({ state: Type.Literal('revoked'), certificate: MyCertificate }),
  Type.Object({
    state: Type.Union([Type.Literal('in_progress'), Type.Literal('not_eligible')]),
    attended: Type.Integer(),
    held: Type.Integer(),
    required: Type.Integer(),
    short_by: Type.Integer(),
    batch_name: Type.String(),
    batch_completed: Type.Boolean(),
    /** Missed sessions that count because she caught up on them in time, with the India day she did. */
    caught_up: Type.Array(Type.Object({ session_no: Type.Integer(), on: Type.String({ description: 'YYYY-MM-DD, India' }) })),
  }),
  Type.Object({ state: Type.Literal('no_batch') }),
]);
export const MyCertificateResponse = Type.Object({ success: Type.Boolean(), data: MyCertificateState });
export const Jwks = Type.Object({
  keys: Type.Array(
    Type.Object({
      kty: Type.Literal('OKP'),
      crv: Type.Literal('Ed25519'),
      x: Type.String(),
      kid: Type.String(),
      alg: Type.Literal('EdDSA'),
      use: Type.Literal('sig'),
    }),
  ),
});
export type PublicCertificate = Static<typeof PublicCertificate>;
export type MyCertificate = Static<typeof MyCertificate>;
export type MyCertificateState = Static<typeof MyCertificateState>;
export type MyCertificateResponse = Static<typeof MyCertificateResponse>;
export type PublicCertificateResponse = Static<typeof PublicCertificateResponse>;
export * from './feedback-schemas';
export * from './reschedule-schemas';
export * from './quiz-schemas';
export * from './practice-schemas';
export * from './discussion-schemas';
export * from './payment-flow-schemas';

/** Her WhatsApp messages, as her profile card shows them. */
export const WhatsAppConsentView = Type.Object({
  on: Type.Boolean(),
  /** +91 98765 43210: the number messages go to (her profile's). */
  number: Type.String(),
  /** The sentence she agrees to by switching them on, in her language. */
  consent_text: Type.String(),
  will_receive: Type.Array(Type.String()),
  /** When she last switched them on or off (null: never), and where. */
  changed_at: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.Literal('registration'), Type.Literal('profile'), Type.Literal('whatsapp'), Type.Null()]),
});
export const WhatsAppConsentResponse = Type.Object({ success: Type.Literal(true), data: WhatsAppConsentView });
export const WhatsAppConsentBody = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });
export const WhatsAppConsentSaveResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: WhatsAppConsentView,
});
