/**
 * What the OpenAPI document says about each operation that its route declaration does not: a
 * one-line summary, who may call it, and the error statuses it answers beyond those that
 * ./openapi.ts derives from the route itself (400 for validated input, 401/403 for a session-only
 * route, 404 for a path with parameters, 429 for a rate-limited route).
 *
 * Keyed by method and the route's URL as registered (`:param`). A route may instead carry
 * `summary`, `operationId` or `security` in its own schema; those win. A route that is in neither
 * place has no summary, and the OpenAPI validity test (api/test/openapi-valid.test.ts) fails naming it.
 */

/**
 * Who may call an operation: `public` (no session), `optional` (works with or without one, e.g. a
 * logout), `signed-in` (any signed-in student, tutor or staff member, the route decides what each
 * may see), or one kind of account. Routes with `config.auth` or `config.staffRoles` declare it
 * themselves.
 */
export type Access = 'public' | 'optional' | 'signed-in' | 'student' | 'tutor' | 'staff';

/** The error statuses the document describes with the shared error body (./openapi.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 429 | 502 | 503;

export interface OperationDoc {
  summary: string;
  access?: Access;
  /** Error statuses it answers that are not derived from the route (see the file comment). */
  errors?: readonly ErrorStatus[];
  /** Derived statuses this operation never answers. */
  except?: readonly ErrorStatus[];
  /** The operation answers a 302 to another site: what the Location is. */
  redirect?: string;
  /** What a status the route declares itself means, where its schema does not say. */
  answers?: Readonly<Record<number, string>>;
}

export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  // content: the public site's lists
  'GET /api/courses': { summary: 'List the courses on offer', access: 'public' },
  'GET /api/courses/:courseId/offer': {
    summary: 'One course with its open batches (seats left) and tutors, for its public page',
    access: 'public',
  },
  'GET /api/testimonials': { summary: 'List the testimonials shown on the home page', access: 'public' },
  'GET /api/team': { summary: 'List the team members shown on the about page', access: 'public' },
  'GET /api/coupons': { summary: 'List the coupons advertised to every visitor', access: 'public' },
  'GET /api/blogs': { summary: 'List the published blog posts', access: 'public' },
  'GET /api/workshops': { summary: 'List the upcoming workshops', access: 'public' },
  'GET /api/achievements': { summary: 'List the achievements shown on the home page', access: 'public' },

  // students: accounts and her own pages
  'POST /register': {
    summary: 'Register a student account and sign her in',
    access: 'public',
    errors: [409, 503],
  },
  'POST /login': { summary: 'Sign a student in', access: 'public', errors: [401, 429, 503] },
  'POST /logout': { summary: 'Sign the student out', access: 'optional' },
  'POST /api/tutor/logout': { summary: 'Sign the tutor out', access: 'optional' },
  'GET /api/me': { summary: 'Who is signed in on this session', access: 'signed-in', except: [403] },
  'GET /api/student/dashboard/:userId': { summary: "Read the student's dashboard" },
  'GET /api/student/sessions/:userId': { summary: "List the sessions of the student's batch" },
  'GET /api/student/standing': {
    summary:
      'Where the student stands: not paid, waiting, placed, in her course, graduated (with or without a certificate) or refunded',
    errors: [404],
  },
  'GET /api/student/profile/:userId': { summary: "Read the student's profile", access: 'student' },
  'PUT /api/student/profile/:userId': {
    summary: "Update the student's name and mobile number",
    access: 'student',
    errors: [409],
  },
  'POST /api/student/profile/:userId/email': {
    summary: 'Ask to change her e-mail address (sends a confirmation link)',
    errors: [409],
  },
  'POST /api/student/email/confirm': {
    summary: 'Confirm a new e-mail address with the link from the mail',
    access: 'public',
    errors: [409],
  },
  'PUT /api/student/profile/:userId/password': {
    summary: "Change the student's password",
  },

  // payments
  'POST /api/payments/order': {
    summary: 'Create a payment order, holding a seat in the batch',
    errors: [404, 409],
  },
  'GET /api/payments/options/:userId': {
    summary: 'List the batches and prices the student can pay for',
    access: 'student',
  },
  'POST /payment': { summary: 'Confirm a paid order and enrol the student', errors: [404, 409] },
  'POST /api/coupons/check': { summary: 'Check a coupon code she typed', access: 'public' },
  'GET /api/student/payments': { summary: "List the student's payments with their tax invoices" },
  'POST /api/student/refunds': {
    summary: 'Ask for a refund of one of her payments (one open request per payment)',
    errors: [404, 409],
  },
  'GET /api/credit-notes/:id/pdf': {
    summary: 'Download a credit note as PDF (the student who was refunded, or staff)',
    access: 'signed-in',
  },
  'GET /api/invoices/:id/pdf': {
    summary: 'Download a tax invoice as PDF (the student who paid, or staff)',
    access: 'signed-in',
  },
  'GET /api/payments/mode': {
    summary: 'Tell whether payments run against the live provider or the sandbox',
    access: 'public',
  },
  'GET /sandbox/checkout.js': { summary: "The sandbox payment provider's checkout script", access: 'public' },
  'POST /sandbox/authorize': { summary: 'Authorise a sandbox payment for an order', errors: [404, 409] },
  'POST /api/payments/webhook': {
    summary: "Receive the payment provider's signed webhook (stored, then processed)",
    access: 'public',
    errors: [413],
    answers: {
      400: 'The signature does not match the raw body (nothing is stored), or the body is not JSON.',
    },
  },
  'GET /api/payments/order/:orderId': {
    summary: "Tell where the student's payment order stands (polled while she approves)",
  },
  'GET /sandbox/upi/:orderId': {
    summary: "The sandbox's UPI QR code and app link for an order",
    errors: [409],
  },
  'POST /sandbox/pay': {
    summary: 'Make a sandbox payment attempt (UPI, card or netbanking) that is approved, declined or expires',
    errors: [404, 409],
  },

  // contact
  'POST /api/contact': { summary: 'Send a message to the team from the contact form', access: 'public' },

  // tutors
  'POST /tutor/register': { summary: 'Register a tutor account', access: 'public', errors: [409, 503] },
  'POST /api/tutor/login': { summary: 'Sign a tutor in', access: 'public', errors: [401, 429, 503] },
  'GET /api/tutor/profile/:tutor_id': { summary: "Read the tutor's profile" },
  'PUT /api/tutor/profile/:tutor_id': { summary: "Update the tutor's name and mobile number", errors: [409] },

  // batches (tutor)
  'GET /api/tutor/batches/:tutor_id': { summary: "List the tutor's batches" },
  'GET /api/tutor/batches/:tutor_id/stats': { summary: "Count the tutor's batches and students" },
  'PUT /api/batches/:batchId/status': { summary: "Change the status of the tutor's batch" },
  'GET /api/tutor/batch-students/:batchId': {
    summary: "List the students of the tutor's batch",
    access: 'tutor',
  },
  'PUT /api/batches/:batchId/meeting-url': { summary: "Set the meeting link of the tutor's batch" },

  // support tickets
  'GET /api/support-tickets/:tutor_id': { summary: "List the tutor's support tickets" },
  'GET /api/support-tickets/:tutor_id/stats': { summary: "Count the tutor's support tickets by status" },
  'POST /api/tutor-support-tickets': { summary: 'Open a support ticket as a tutor', errors: [409] },
  'GET /api/student/tickets/:userId': { summary: "List the student's support tickets" },
  'POST /api/support-tickets': { summary: 'Open a support ticket as a student', errors: [409] },

  // tutor documents
  'POST /tutor/uploads': {
    summary: "Upload the tutor's resume and experience letter",
    errors: [406, 409, 413, 503],
  },
  'PUT /tutor/uploads/:id': { summary: "Replace the tutor's uploaded documents", errors: [406, 413, 503] },
  'GET /api/tutor/uploads/:tutor_id': { summary: "Read the tutor's uploaded documents and skills" },
  'GET /api/tutor/uploads/:tutor_id/files/:kind': {
    summary: 'Download one of the tutor’s uploaded documents',
    errors: [503],
  },

  // class sessions
  'GET /api/student/my-sessions': {
    summary: "List the sessions of the student's current batch with her progress",
  },
  'GET /api/student/my-sessions/:sessionNo': {
    summary: "Read one session of the student's current batch by its number",
  },
  'GET /api/sessions/:id': {
    summary: 'Read one class session (student, tutor or staff view)',
    access: 'signed-in',
  },
  'GET /api/sessions/:id/join': {
    summary: 'Join a live session: record the click and go to the meeting',
    access: 'student',
    redirect:
      "The batch's meeting link: the join window is open and the click was recorded. Outside the window a browser asking for HTML is sent to the session's page on the site (/sessions/{no}?join=early|ended|unavailable), which explains it in her language.",
    answers: {
      409: 'The join window is not open (or the batch has no meeting link yet): when it opens and closes.',
    },
  },
  'GET /api/sessions/:id/recording': {
    summary: "Open a session's recording (counted towards her progress)",
    access: 'signed-in',
    redirect: "The session's recording.",
  },
  'PUT /api/sessions/:id/recording': { summary: "Set a held session's recording link" },
  'PUT /api/sessions/:id/notes': { summary: "Set a held session's notes" },
  'POST /api/sessions/:id/materials': {
    summary: 'Attach a material file to a held session',
    errors: [409, 413, 503],
  },
  'GET /api/sessions/:id/materials/:materialId': {
    summary: "Download one of a session's materials",
    access: 'signed-in',
    errors: [503],
  },
  'DELETE /api/sessions/:id/materials/:materialId': { summary: "Remove one of a session's materials" },
  'PUT /api/sessions/:id/attendance': { summary: 'Mark attendance for a held session (tutor)' },
  'PUT /api/staff/sessions/:id/attendance': {
    summary: 'Correct attendance for a held session (staff)',
    access: 'staff',
  },
  'PUT /api/sessions/:id/schedule': {
    summary: 'Move a session to another date and time (tutor)',
    errors: [409],
  },
  'GET /api/tutor/batches/:batchId/sessions': { summary: "List the sessions of the tutor's batch" },
  'GET /api/tutor/batches/:batchId/progress': {
    summary: "Read each student's attendance in the tutor's batch",
  },
  'GET /api/sessions/:id/feedback': {
    summary: "Read a session's feedback (hers, or the summary for its tutor)",
    access: 'signed-in',
  },
  'POST /api/sessions/:id/feedback': { summary: 'Rate a held session', errors: [409] },
  'PUT /api/sessions/:id/feedback': { summary: 'Change her rating of a held session' },

  // quizzes
  'GET /api/student/quizzes': {
    summary: "List the module quizzes of the student's batch with her best scores",
  },
  'GET /api/student/quizzes/:moduleNo': {
    summary: "Read one module quiz in this attempt's order (no answers) and her last graded attempt",
    errors: [409],
  },
  'POST /api/student/quizzes/:moduleNo/attempts': {
    summary: 'Submit an attempt at a module quiz and read it graded, with explanations',
    errors: [409],
  },
  'GET /api/tutor/batches/:batchId/quizzes': {
    summary: "Read each student's best quiz score per module in the tutor's batch",
  },
  'GET /api/student/sessions/:id/catch-up': {
    summary: "Read where her catch-up of a missed session stands, with its check in this attempt's order (no answers)",
    errors: [409],
  },
  'POST /api/student/sessions/:id/catch-up/attempts': {
    summary: "Submit an attempt at a missed session's catch-up check and read it graded, with explanations",
    errors: [409],
  },

  // practice
  'GET /api/student/sessions/:id/practice': {
    summary: "Read a held session's practice task in her batch's wording, with her answers and their reviews",
    errors: [409],
  },
  'POST /api/student/sessions/:id/practice': {
    summary: 'Send an answer to a session’s practice: text and at most one photo or PDF',
    errors: [406, 409, 413, 503],
  },
  'GET /api/practice/:submissionId/attachment': {
    summary: "Open the photo or PDF attached to a practice answer (her, her batch's tutor and staff)",
    access: 'signed-in',
    errors: [503],
  },
  'GET /api/tutor/batches/:batchId/practice': {
    summary: "Read the tutor's review queue of a batch's practice answers, newest first",
  },
  'POST /api/tutor/practice/:submissionId/review': {
    summary: 'Review a practice answer: Done or Try again, with a comment (she is notified)',
    errors: [409],
  },
  'GET /api/tutor/batches/:batchId/practice-tasks': { summary: "Read a batch's practice task for each session" },
  'PUT /api/tutor/batches/:batchId/practice-tasks/:sessionNo': {
    summary: "Change a session's practice task for the tutor's batch (English and Hindi)",
  },
  'DELETE /api/tutor/batches/:batchId/practice-tasks/:sessionNo': {
    summary: "Put the course's own practice task back for the tutor's batch",
  },

  // a batch's discussion
  'GET /api/student/discussion': {
    summary: "Read her current batch's discussion threads, pinned first (no batch yet: an empty space)",
  },
  'POST /api/student/discussion/threads': {
    summary: 'Ask her batch a question: a title, a message, optionally a session and one photo',
    errors: [406, 413, 429, 503],
  },
  'GET /api/student/discussion/threads/:threadId': {
    summary: 'Read one thread of her batch with the replies she can read, oldest first',
  },
  'POST /api/student/discussion/threads/:threadId/replies': {
    summary: 'Reply to a thread of her batch: a message and at most one photo',
    errors: [406, 413, 429, 503],
  },
  'POST /api/student/discussion/posts/:postId/report': {
    summary: 'Report a post to the tutor and staff, with a reason (its author is not told who)',
  },
  'GET /api/tutor/batches/:batchId/discussion': {
    summary: "Read a batch's discussion as its tutor: hidden posts and open reports included",
  },
  'POST /api/tutor/batches/:batchId/discussion/threads': {
    summary: "Start a thread in the tutor's batch",
    errors: [406, 413, 503],
  },
  'GET /api/tutor/discussion/threads/:threadId': { summary: "Read one thread of the tutor's batch, hidden replies included" },
  'POST /api/tutor/discussion/threads/:threadId/replies': {
    summary: "Reply to a thread of the tutor's batch",
    errors: [406, 413, 503],
  },
  'PUT /api/tutor/discussion/posts/:postId/moderation': {
    summary: 'Hide, show, pin, mark the answer or close the reports of a post (audited)',
    errors: [409],
  },
  'POST /api/tutor/batches/:batchId/discussion/mutes': {
    summary: "Pause a student's posting in the batch for 1, 3 or 7 days, with the reason she reads (audited)",
  },
  'DELETE /api/tutor/batches/:batchId/discussion/mutes/:studentId': {
    summary: "Let a paused student post again (audited)",
  },
  'GET /api/staff/batches/:batchId/discussion': { summary: "Read any batch's discussion, hidden posts and reports included" },
  'POST /api/staff/batches/:batchId/discussion/threads': {
    summary: 'Start a thread in a batch as the school (an announcement or a question)',
    errors: [406, 413, 503],
  },
  'GET /api/staff/discussion/threads/:threadId': { summary: 'Read one thread of any batch, hidden replies included' },
  'POST /api/staff/discussion/threads/:threadId/replies': {
    summary: 'Reply to a thread as the school',
    errors: [406, 413, 503],
  },
  'PUT /api/staff/discussion/posts/:postId/moderation': {
    summary: 'Hide, show, pin, mark the answer or close the reports of any post (audited)',
    errors: [409],
  },
  'POST /api/staff/batches/:batchId/discussion/mutes': {
    summary: "Pause a student's posting in a batch for 1, 3 or 7 days (audited)",
  },
  'DELETE /api/staff/batches/:batchId/discussion/mutes/:studentId': {
    summary: 'Let a paused student post again (audited)',
  },
  'GET /api/staff/discussion/queue': {
    summary: 'The posts waiting for a moderator across batches (open reports), or those hidden lately',
  },
  'GET /api/discussion/posts/:postId/image': {
    summary: "Open a post's photo (the batch's members only)",
    access: 'signed-in',
    errors: [503],
  },

  // calendar
  'GET /api/student/calendar.ics': { summary: "Download the student's sessions as an iCalendar file" },
  'GET /api/student/calendar': { summary: "Read the student's calendar subscription link" },
  'POST /api/student/calendar/reset': { summary: "Replace the student's calendar subscription link" },
  'GET /api/calendar/:token.ics': { summary: 'The calendar feed of a subscription link', access: 'public' },

  // password
  'POST /api/password/forgot': { summary: 'Send a password reset link', access: 'public' },
  'POST /api/password/reset': {
    summary: 'Set a new password with a reset link',
    access: 'public',
    errors: [503],
  },

  // notifications
  'GET /api/student/notifications/:userId': { summary: "List the student's notifications" },
  'GET /api/tutor/notifications/:tutor_id': { summary: "List the tutor's notifications" },

  // certificates
  'GET /api/certificates/:certificateNo': {
    summary: 'Verify a certificate by its number',
    access: 'public',
    answers: { 404: 'No certificate has this number.' },
  },
  'GET /api/certificates/:certificateNo/credential': {
    summary: 'The signed Open Badges credential of a certificate',
    access: 'public',
    answers: {
      404: 'No certificate has this number.',
      410: 'The certificate was revoked: the message says when.',
    },
  },
  'GET /api/certificates/status/revocation': {
    summary: 'The signed revocation status list of all certificates',
    access: 'public',
  },
  'GET /.well-known/jwks.json': { summary: 'The public keys that sign certificates', access: 'public' },
  // mail: the one-click unsubscribe link in every reminder (signed token, no session)
  'POST /api/mail/unsubscribe/:token': {
    summary: 'One-click unsubscribe from reminder e-mails (RFC 8058)',
    access: 'public',
  },
  'GET /api/mail/unsubscribe/:token': {
    summary: 'The page a browser shows for an unsubscribe link',
    access: 'public',
  },
  'GET /api/certificates/:certificateNo/pdf': {
    summary: 'Download a certificate as PDF (its holder or staff)',
    access: 'signed-in',
  },
  'GET /api/student/certificate': {
    summary: "Read the student's certificate, issuing it on her first visit once eligible",
  },

  // staff back office
  'POST /api/staff/login': { summary: 'Sign a staff member in', access: 'public', errors: [401, 429, 503] },
  'POST /api/staff/logout': { summary: 'Sign the staff member out', access: 'optional' },
  'GET /api/staff/me': { summary: 'Who is signed in to the back office' },
  'GET /api/staff/tickets': { summary: 'List the support tickets of students and tutors' },
  'GET /api/staff/tickets/:from/:ticket_id': { summary: 'Read one support ticket with its replies' },
  'POST /api/staff/tickets/:from/:ticket_id/replies': { summary: 'Reply to a support ticket', errors: [409] },
  'PUT /api/staff/tickets/:from/:ticket_id/status': {
    summary: "Change a support ticket's status",
    errors: [409],
  },
  'GET /api/staff/contact-messages': { summary: 'List the messages sent through the contact form' },
  'PUT /api/staff/contact-messages/:id/handled': { summary: 'Mark a contact message handled or not' },
  'POST /api/staff/contact-messages/:id/answers': { summary: 'Answer a contact message by e-mail' },
  'POST /api/staff/notices': { summary: "Send a notice to a batch's students and tutor", errors: [404, 409] },
  'GET /api/staff/batches': { summary: 'List the batches' },
  'POST /api/staff/batches': { summary: 'Create a batch' },
  'PUT /api/staff/batches/:id': { summary: "Change a batch's details" },
  'PUT /api/staff/batches/:id/status': { summary: "Change a batch's status" },
  'GET /api/staff/students': { summary: 'List the students' },
  'GET /api/staff/students/:id': {
    summary:
      'Read one student for support: batch, payment status, standing, attendance and tickets (read-only)',
  },
  'PUT /api/staff/students/:id/batch': {
    summary: 'Place a student in a batch or move her to another',
    errors: [409],
  },
  'GET /api/staff/placements': { summary: 'List the paid students waiting for a batch' },
  'GET /api/staff/batches/:id/students': { summary: 'List the students of a batch' },
  'GET /api/staff/tutors': { summary: 'List the tutors with their documents and review state' },
  'GET /api/staff/tutors/:id/files/:kind': {
    summary: 'Download one of a tutor’s uploaded documents',
    errors: [503],
  },
  'PUT /api/staff/tutors/:id/review': { summary: "Approve or reject a tutor's documents" },
  'GET /api/staff/payments': { summary: 'List the payments' },
  'GET /api/staff/payments.csv': { summary: 'Download the payments as CSV' },
  'GET /api/staff/invoices': { summary: 'List the tax invoices by month and place of supply, with totals' },
  'GET /api/staff/invoices/gstr1.csv': { summary: "Download a month's GSTR-1 figures as CSV" },
  'GET /api/staff/refunds': { summary: 'List the refund requests and refunds, open requests first' },
  'POST /api/staff/refunds/:id/approve': {
    summary: 'Approve a refund request in full or in part (beyond the policy only with a written reason)',
    errors: [409, 502],
  },
  'POST /api/staff/refunds/:id/decline': { summary: 'Decline a refund request with a reason', errors: [409] },
  'POST /api/staff/payments/:id/refund': {
    summary: 'Refund a payment directly (not while she has an open request)',
    errors: [409, 502],
  },
  'GET /api/staff/coupons': { summary: 'List the coupons' },
  'POST /api/staff/coupons': { summary: 'Create a coupon', errors: [409] },
  'PUT /api/staff/coupons/:id': { summary: 'Switch a coupon on or off, or advertise it to every visitor' },
  'GET /api/staff/batches/:batchId/certificates': {
    summary: "List a batch's students with their certificate state",
  },
  'GET /api/staff/batches/:batchId/learning': {
    summary: "Read a batch's learning between classes: catch-ups, students at risk and quiz results",
  },
  'GET /api/staff/batches/:batchId/learning.csv': {
    summary: "Download a batch's learning between classes as CSV (UTF-8 with a byte-order mark)",
  },
  'POST /api/staff/certificates/grant': {
    summary: 'Issue a certificate to a student of a completed batch',
    errors: [404, 409],
  },
  'POST /api/staff/certificates/:certificateNo/revoke': { summary: 'Revoke a certificate', errors: [409] },
  'GET /api/staff/audit': { summary: 'Read the audit log of staff and tutor changes' },
  'GET /api/staff/batches/:id/attendance': { summary: "Read a batch's attendance by session and student" },
  'GET /api/staff/batches/:id/attendance.csv': { summary: "Download a batch's attendance as CSV" },
  'GET /api/staff/batches/:id/feedback': { summary: "Read a batch's session feedback" },
  'GET /api/staff/feedback': { summary: 'Read the session feedback of all batches' },
  'GET /api/staff/batches/:id/sessions': { summary: "List a batch's sessions" },
  'PUT /api/staff/sessions/:id/schedule': {
    summary: 'Move a session to another date and time (staff)',
    errors: [409],
  },
  'GET /api/staff/whatsapp/messages': {
    summary: 'List WhatsApp messages with their delivery status and any mail sent instead, newest first',
  },
  'GET /api/staff/batches/:batchId/whatsapp-reach': {
    summary: "Read how each reminder of a batch's classes reached its students, and their WhatsApp consent",
  },
  // messaging: WhatsApp with her consent
  'GET /api/student/whatsapp': {
    summary: 'Her WhatsApp messages: on or off, the number, and what she would receive',
    access: 'student',
  },
  'PUT /api/student/whatsapp': {
    summary: 'Switch her WhatsApp messages on or off (stored with the wording she saw)',
    access: 'student',
  },
  'GET /api/whatsapp/webhook': {
    summary: "Answer the WhatsApp provider's webhook verification challenge",
    access: 'public',
    errors: [401],
    answers: { 400: 'Not a verification request (hub.mode subscribe with a challenge).' },
  },
  'POST /api/whatsapp/webhook': {
    summary: "Receive WhatsApp's signed webhook: delivery statuses and her STOP and START replies",
    access: 'public',
    errors: [401, 413],
    answers: {
      400: 'Not a WhatsApp Business Account event, or the body is not JSON.',
      401: 'X-Hub-Signature-256 does not match the raw body: nothing changes.',
    },
  },
};
