// Generated from the API's OpenAPI document by api/scripts/api-types.ts: do not edit.
// Regenerate with `pnpm api:types`; `pnpm test` fails when this file is out of date.

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that sign certificates
         * @description Public: no session needed.
         */
        get: operations["getWellKnownJwksJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the achievements shown on the home page
         * @description Public: no session needed.
         */
        get: operations["getAchievements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches/{batchId}/meeting-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the meeting link of the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putBatchesByBatchIdMeetingUrl"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches/{batchId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the status of the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putBatchesByBatchIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the published blog posts
         * @description Public: no session needed.
         */
        get: operations["getBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar feed of a subscription link
         * @description Public: no session needed.
         */
        get: operations["getCalendarByTokenIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{certificateNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a certificate by its number
         * @description Public: no session needed.
         */
        get: operations["getCertificatesByCertificateNo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{certificateNo}/credential": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed Open Badges credential of a certificate
         * @description Public: no session needed.
         */
        get: operations["getCertificatesByCertificateNoCredential"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{certificateNo}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a certificate as PDF (its holder or staff)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getCertificatesByCertificateNoPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/status/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed revocation status list of all certificates
         * @description Public: no session needed.
         */
        get: operations["getCertificatesStatusRevocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the team from the contact form
         * @description Public: no session needed.
         */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the coupons advertised to every visitor
         * @description Public: no session needed.
         */
        get: operations["getCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a coupon code she typed
         * @description Public: no session needed.
         */
        post: operations["postCouponsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the courses on offer
         * @description Public: no session needed.
         */
        get: operations["getCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One course with its open batches (seats left) and tutors, for its public page
         * @description Public: no session needed.
         */
        get: operations["getCoursesByCourseIdOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-notes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a credit note as PDF (the student who was refunded, or staff)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getCreditNotesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discussion/posts/{postId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a post's photo (the batch's members only)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getDiscussionPostsByPostIdImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a tax invoice as PDF (the student who paid, or staff)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getInvoicesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page a browser shows for an unsubscribe link
         * @description Public: no session needed.
         */
        get: operations["getMailUnsubscribeByToken"];
        put?: never;
        /**
         * One-click unsubscribe from reminder e-mails (RFC 8058)
         * @description Public: no session needed.
         */
        post: operations["postMailUnsubscribeByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in on this session
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset link
         * @description Public: no session needed.
         */
        post: operations["postPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Public: no session needed.
         */
        post: operations["postPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell whether payments run against the live provider or the sandbox
         * @description Public: no session needed.
         */
        get: operations["getPaymentsMode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/options/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the batches and prices the student can pay for
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getPaymentsOptionsByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment order, holding a seat in the batch
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postPaymentsOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/order/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell where the student's payment order stands (polled while she approves)
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getPaymentsOrderByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive the payment provider's signed webhook (stored, then processed)
         * @description Public: no session needed.
         */
        post: operations["postPaymentsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/{submissionId}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the photo or PDF attached to a practice answer (her, her batch's tutor and staff)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getPracticeBySubmissionIdAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one class session (student, tutor or staff view)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getSessionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark attendance for a held session (tutor)
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putSessionsByIdAttendance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a session's feedback (hers, or the summary for its tutor)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getSessionsByIdFeedback"];
        /**
         * Change her rating of a held session
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        put: operations["putSessionsByIdFeedback"];
        /**
         * Rate a held session
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postSessionsByIdFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Join a live session: record the click and go to the meeting
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getSessionsByIdJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a material file to a held session
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        post: operations["postSessionsByIdMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/materials/{materialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of a session's materials
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getSessionsByIdMaterialsByMaterialId"];
        put?: never;
        post?: never;
        /**
         * Remove one of a session's materials
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        delete: operations["deleteSessionsByIdMaterialsByMaterialId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a held session's notes
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putSessionsByIdNotes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a session's recording (counted towards her progress)
         * @description Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.
         */
        get: operations["getSessionsByIdRecording"];
        /**
         * Set a held session's recording link
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putSessionsByIdRecording"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a session to another date and time (tutor)
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putSessionsByIdSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log of staff and tutor changes
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the batches
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatches"];
        put?: never;
        /**
         * Create a batch
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffBatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a batch's students with their certificate state
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByBatchIdCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/discussion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read any batch's discussion, hidden posts and reports included
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByBatchIdDiscussion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/discussion/mutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a student's posting in a batch for 1, 3 or 7 days (audited)
         * @description Needs a staff session with the role admin or support.
         */
        post: operations["postStaffBatchesByBatchIdDiscussionMutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/discussion/mutes/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Let a paused student post again (audited)
         * @description Needs a staff session with the role admin or support.
         */
        delete: operations["deleteStaffBatchesByBatchIdDiscussionMutesByStudentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/discussion/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a thread in a batch as the school (an announcement or a question)
         * @description Needs a staff session with the role admin or support.
         */
        post: operations["postStaffBatchesByBatchIdDiscussionThreads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/learning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a batch's learning between classes: catch-ups, students at risk and quiz results
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByBatchIdLearning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/learning.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a batch's learning between classes as CSV (UTF-8 with a byte-order mark)
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByBatchIdLearningCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{batchId}/whatsapp-reach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read how each reminder of a batch's classes reached its students, and their WhatsApp consent
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByBatchIdWhatsappReach"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a batch's details
         * @description Needs a staff session with the role admin.
         */
        put: operations["putStaffBatchesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a batch's attendance by session and student
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByIdAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{id}/attendance.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a batch's attendance as CSV
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByIdAttendanceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a batch's session feedback
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByIdFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a batch's sessions
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByIdSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a batch's status
         * @description Needs a staff session with the role admin.
         */
        put: operations["putStaffBatchesByIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/batches/{id}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the students of a batch
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffBatchesByIdStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/certificates/{certificateNo}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reinstate a revoked certificate (same number), with a reason; audited
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffCertificatesByCertificateNoReinstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/certificates/{certificateNo}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a certificate
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffCertificatesByCertificateNoRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/certificates/grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a certificate to a student of a completed batch
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffCertificatesGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the messages sent through the contact form
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/contact-messages/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a contact message by e-mail
         * @description Needs a staff session with the role admin or support.
         */
        post: operations["postStaffContactMessagesByIdAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/contact-messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a contact message handled or not
         * @description Needs a staff session with the role admin or support.
         */
        put: operations["putStaffContactMessagesByIdHandled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the coupons
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffCoupons"];
        put?: never;
        /**
         * Create a coupon
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch a coupon on or off, or advertise it to every visitor
         * @description Needs a staff session with the role admin.
         */
        put: operations["putStaffCouponsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/discussion/posts/{postId}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide, show, pin, mark the answer or close the reports of any post (audited)
         * @description Needs a staff session with the role admin or support.
         */
        put: operations["putStaffDiscussionPostsByPostIdModeration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/discussion/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The posts waiting for a moderator across batches (open reports), or those hidden lately
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffDiscussionQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/discussion/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one thread of any batch, hidden replies included
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffDiscussionThreadsByThreadId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/discussion/threads/{threadId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a thread as the school
         * @description Needs a staff session with the role admin or support.
         */
        post: operations["postStaffDiscussionThreadsByThreadIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the session feedback of all batches
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tax invoices by month and place of supply, with totals
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invoices/gstr1.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a month's GSTR-1 figures as CSV
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffInvoicesGstr1Csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a staff member in
         * @description Public: no session needed.
         */
        post: operations["postStaffLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the staff member out
         * @description Works with or without a session.
         */
        post: operations["postStaffLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in to the back office
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a notice to a batch's students and tutor
         * @description Needs a staff session with the role admin or support.
         */
        post: operations["postStaffNotices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the payments
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the payments as CSV
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffPaymentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment directly (not while she has an open request)
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffPaymentsByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/placements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the paid students waiting for a batch
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffPlacements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the refund requests and refunds, open requests first
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/refunds/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a refund request in full or in part (beyond the policy only with a written reason)
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffRefundsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/refunds/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a refund request with a reason
         * @description Needs a staff session with the role admin.
         */
        post: operations["postStaffRefundsByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sessions/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Correct attendance for a held session (staff)
         * @description Needs a staff session.
         */
        put: operations["putStaffSessionsByIdAttendance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sessions/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a session to another date and time (staff)
         * @description Needs a staff session with the role admin.
         */
        put: operations["putStaffSessionsByIdSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the students
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/students/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one student for support: batch, payment status, standing, attendance and tickets (read-only)
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffStudentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/students/{id}/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Place a student in a batch or move her to another
         * @description Needs a staff session with the role admin.
         */
        put: operations["putStaffStudentsByIdBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the support tickets of students and tutors
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{from}/{ticket_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one support ticket with its replies
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffTicketsByFromByTicketId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{from}/{ticket_id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a support ticket
         * @description Needs a staff session with the role admin or support.
         */
        post: operations["postStaffTicketsByFromByTicketIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{from}/{ticket_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a support ticket's status
         * @description Needs a staff session with the role admin or support.
         */
        put: operations["putStaffTicketsByFromByTicketIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tutors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tutors with their documents and review state
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffTutors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tutors/{id}/files/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of a tutor’s uploaded documents
         * @description Needs a staff session with the role admin.
         */
        get: operations["getStaffTutorsByIdFilesByKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tutors/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve or reject a tutor's documents
         * @description Needs a staff session with the role admin.
         */
        put: operations["putStaffTutorsByIdReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/whatsapp/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List WhatsApp messages with their delivery status and any mail sent instead, newest first
         * @description Needs a staff session with the role admin or support.
         */
        get: operations["getStaffWhatsappMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the student's calendar subscription link
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the student's sessions as an iCalendar file
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/calendar/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the student's calendar subscription link
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentCalendarReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the student's certificate, issuing it on her first visit once eligible
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/dashboard/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the student's dashboard
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentDashboardByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/discussion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read her current batch's discussion threads, pinned first (no batch yet: an empty space)
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentDiscussion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/discussion/posts/{postId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a post to the tutor and staff, with a reason (its author is not told who)
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentDiscussionPostsByPostIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/discussion/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask her batch a question: a title, a message, optionally a session and one photo
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentDiscussionThreads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/discussion/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one thread of her batch with the replies she can read, oldest first
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentDiscussionThreadsByThreadId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/discussion/threads/{threadId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a thread of her batch: a message and at most one photo
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentDiscussionThreadsByThreadIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the link from the mail
         * @description Public: no session needed.
         */
        post: operations["postStudentEmailConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/my-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sessions of the student's current batch with her progress
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentMySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/my-sessions/{sessionNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one session of the student's current batch by its number
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentMySessionsBySessionNo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/notifications/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the student's notifications
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentNotificationsByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the student's payments with their tax invoices
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/profile/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the student's profile
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentProfileByUserId"];
        /**
         * Update the student's name and mobile number
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        put: operations["putStudentProfileByUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/profile/{userId}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change her e-mail address (sends a confirmation link)
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentProfileByUserIdEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/profile/{userId}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the student's password
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        put: operations["putStudentProfileByUserIdPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the module quizzes of the student's batch with her best scores
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentQuizzes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/quizzes/{moduleNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one module quiz in this attempt's order (no answers) and her last graded attempt
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentQuizzesByModuleNo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/quizzes/{moduleNo}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an attempt at a module quiz and read it graded, with explanations
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentQuizzesByModuleNoAttempts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a refund of one of her payments (one open request per payment)
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/sessions/{id}/catch-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read where her catch-up of a missed session stands, with its check in this attempt's order (no answers)
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentSessionsByIdCatchUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/sessions/{id}/catch-up/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an attempt at a missed session's catch-up check and read it graded, with explanations
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentSessionsByIdCatchUpAttempts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/sessions/{id}/practice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a held session's practice task in her batch's wording, with her answers and their reviews
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentSessionsByIdPractice"];
        put?: never;
        /**
         * Send an answer to a session’s practice: text and at most one photo or PDF
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postStudentSessionsByIdPractice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/sessions/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sessions of the student's batch
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentSessionsByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/standing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the student stands: not paid, waiting, placed, in her course, graduated (with or without a certificate) or refunded
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentStanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/tickets/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the student's support tickets
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentTicketsByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Her WhatsApp messages: on or off, the number, and what she would receive
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getStudentWhatsapp"];
        /**
         * Switch her WhatsApp messages on or off (stored with the wording she saw)
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        put: operations["putStudentWhatsapp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a support ticket as a student
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postSupportTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support-tickets/{tutor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tutor's support tickets
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getSupportTicketsByTutorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support-tickets/{tutor_id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the tutor's support tickets by status
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getSupportTicketsByTutorIdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team members shown on the about page
         * @description Public: no session needed.
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the testimonials shown on the home page
         * @description Public: no session needed.
         */
        get: operations["getTestimonials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor-support-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a support ticket as a tutor
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        post: operations["postTutorSupportTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batch-students/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the students of the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchStudentsByBatchId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/discussion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a batch's discussion as its tutor: hidden posts and open reports included
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByBatchIdDiscussion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/discussion/mutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a student's posting in the batch for 1, 3 or 7 days, with the reason she reads (audited)
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        post: operations["postTutorBatchesByBatchIdDiscussionMutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/discussion/mutes/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Let a paused student post again (audited)
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        delete: operations["deleteTutorBatchesByBatchIdDiscussionMutesByStudentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/discussion/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a thread in the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        post: operations["postTutorBatchesByBatchIdDiscussionThreads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/practice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the tutor's review queue of a batch's practice answers, newest first
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByBatchIdPractice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/practice-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a batch's practice task for each session
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByBatchIdPracticeTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/practice-tasks/{sessionNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a session's practice task for the tutor's batch (English and Hindi)
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putTutorBatchesByBatchIdPracticeTasksBySessionNo"];
        post?: never;
        /**
         * Put the course's own practice task back for the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        delete: operations["deleteTutorBatchesByBatchIdPracticeTasksBySessionNo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read each student's attendance in the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByBatchIdProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read each student's best quiz score per module in the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByBatchIdQuizzes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{batchId}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sessions of the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByBatchIdSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{tutor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tutor's batches
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByTutorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/batches/{tutor_id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the tutor's batches and students
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorBatchesByTutorIdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/discussion/posts/{postId}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide, show, pin, mark the answer or close the reports of a post (audited)
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putTutorDiscussionPostsByPostIdModeration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/discussion/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one thread of the tutor's batch, hidden replies included
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorDiscussionThreadsByThreadId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/discussion/threads/{threadId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a thread of the tutor's batch
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        post: operations["postTutorDiscussionThreadsByThreadIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a tutor in
         * @description Public: no session needed.
         */
        post: operations["postTutorLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the tutor out
         * @description Works with or without a session.
         */
        post: operations["postTutorLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/notifications/{tutor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tutor's notifications
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorNotificationsByTutorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/practice/{submissionId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a practice answer: Done or Try again, with a comment (she is notified)
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        post: operations["postTutorPracticeBySubmissionIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/profile/{tutor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the tutor's profile
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorProfileByTutorId"];
        /**
         * Update the tutor's name and mobile number
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putTutorProfileByTutorId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/uploads/{tutor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the tutor's uploaded documents and skills
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorUploadsByTutorId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/uploads/{tutor_id}/files/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of the tutor’s uploaded documents
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        get: operations["getTutorUploadsByTutorIdFilesByKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer the WhatsApp provider's webhook verification challenge
         * @description Public: no session needed.
         */
        get: operations["getWhatsappWebhook"];
        put?: never;
        /**
         * Receive WhatsApp's signed webhook: delivery statuses and her STOP and START replies
         * @description Public: no session needed.
         */
        post: operations["postWhatsappWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workshops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the upcoming workshops
         * @description Public: no session needed.
         */
        get: operations["getWorkshops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a student in
         * @description Public: no session needed.
         */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the student out
         * @description Works with or without a session.
         */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a paid order and enrol the student
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a student account and sign her in
         * @description Public: no session needed.
         */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorise a sandbox payment for an order
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postSandboxAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkout.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox payment provider's checkout script
         * @description Public: no session needed.
         */
        get: operations["getSandboxCheckoutJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a sandbox payment attempt (UPI, card or netbanking) that is approved, declined or expires
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        post: operations["postSandboxPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/upi/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox's UPI QR code and app link for an order
         * @description Needs a student’s session (and, where the path names a student, it must be hers).
         */
        get: operations["getSandboxUpiByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tutor/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a tutor account
         * @description Public: no session needed.
         */
        post: operations["postTutorRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tutor/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the tutor's resume and experience letter
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        post: operations["postTutorUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tutor/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the tutor's uploaded documents
         * @description Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).
         */
        put: operations["putTutorUploadsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            /** @description The same message, on the routes whose older clients read `error`. */
            error?: string;
            /** @description One message per invalid field, where a form was checked field by field. */
            errors?: {
                [key: string]: string;
            };
            /** @description For a person: in her language when the request asked for Hindi. */
            message: string;
            /** @enum {boolean} */
            success: false;
        };
    };
    responses: {
        /** @description The payment provider refused or did not answer: nothing changed, `message` says why. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The input is invalid: `message` says what to fix (and `errors` per field where a form sent it). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request conflicts with the current state: `message` says why. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Signed in, but this is another account’s data or another kind of account’s area; or a write sent from a site that may not call this API. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request is not in the form this route takes (e.g. not a multipart form). */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such resource, or not one this caller may know of. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request or one of its files is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Busy or unavailable right now (too many sign-ins hashing passwords at once, or file storage unreachable): nothing was saved; try again after `Retry-After`. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many requests: `message` (and `Retry-After` where sent) says when to try again. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Not signed in (or, on a login, the e-mail or password is wrong). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWellKnownJwksJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            /** @enum {string} */
                            alg: "EdDSA";
                            /** @enum {string} */
                            crv: "Ed25519";
                            kid: string;
                            /** @enum {string} */
                            kty: "OKP";
                            /** @enum {string} */
                            use: "sig";
                            x: string;
                        }[];
                    };
                };
            };
        };
    };
    getAchievements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        achievement: string;
                        achievement_id: number;
                        description: string;
                        designation: string;
                        image_url: string | null;
                        name: string;
                    }[];
                };
            };
        };
    };
    putBatchesByBatchIdMeetingUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    meeting_url: string;
                    tutor_id: number | string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meeting_url: string;
                        message: string;
                        notified: number;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putBatchesByBatchIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: "Active" | "Inactive" | "Completed";
                    tutor_id: number | string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getBlogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blog_id: number;
                        created_by: string;
                        /** @description ISO date */
                        date_of_creation: string;
                        description: string;
                        image_url: string;
                        title: string;
                    }[];
                };
            };
        };
    };
    getCalendarByTokenIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getCertificatesByCertificateNo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_name: string;
                            certificate_no: string;
                            course_title: string;
                            end_date: string | null;
                            issued_at: string;
                            revoked_at: string | null;
                            start_date: string | null;
                            status: "valid" | "revoked";
                            student_name: string;
                            tutor_name: string | null;
                            verify_url: string;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No certificate has this number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCertificatesByCertificateNoCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vc+jwt": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No certificate has this number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vc+jwt": {
                        error?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description The certificate was revoked: the message says when. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vc+jwt": {
                        error?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCertificatesByCertificateNoPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCertificatesStatusRevocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vc+jwt": string;
                };
            };
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    message: string;
                    name: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupons: {
                            coupon_id: number;
                            coupon_name: string;
                            discount_percent: number;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postCouponsCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupon: {
                            coupon_id: number;
                            coupon_name: string;
                            discount_percent: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        curriculum: string;
                        description: string;
                        image_url: string;
                        sessions: number;
                        title: string;
                    }[];
                };
            };
        };
    };
    getCoursesByCourseIdOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batches: {
                            batch_id: number;
                            batch_name: string;
                            capacity: number;
                            day_part: "morning" | "evening";
                            seats_left: number;
                            start_date: string | null;
                            timing: string;
                        }[];
                        course: {
                            course_id: number;
                            curriculum: string;
                            description: string;
                            image_url: string;
                            sessions: number;
                            title: string;
                        };
                        success: boolean;
                        tutors: {
                            bio: string | null;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getCreditNotesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDiscussionPostsByPostIdImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoicesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMailUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    postMailUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description The input is invalid: `message` says what to fix (and `errors` per field where a form sent it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMe: {
        parameters: {
            query?: {
                probe?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        role: "student" | "tutor" | "staff" | null;
                        staff?: {
                            email: string;
                            name: string;
                            role: string;
                            staff_id: number;
                        };
                        success: boolean;
                        tutor?: {
                            created_at: string;
                            email: string;
                            name: string;
                            phone_number: string;
                            tutor_id: number;
                        };
                        user?: {
                            email: string;
                            fullname: string;
                            id: number;
                            language?: "en" | "hi";
                            name: string;
                            payment?: {
                                /** @description paise */
                                amount: number;
                                batch?: {
                                    firstClassDate: string | null;
                                    name: string;
                                    timing: string;
                                } | null;
                                courseTitle?: string | null;
                                paidAt: string;
                                transactionId: string;
                            };
                            paymentstatus: "completed" | "pending";
                            phone_number: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    postPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    role: "student" | "tutor";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        role: "student" | "tutor";
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentsMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: "sandbox" | "razorpay";
                        success: boolean;
                        testMode: boolean;
                    };
                };
            };
        };
    };
    getPaymentsOptionsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batches: {
                            batch_id: number;
                            batch_name: string;
                            capacity: number;
                            day_part: "morning" | "evening";
                            seats_left: number;
                            start_date: string | null;
                            timing: string;
                        }[];
                        course: {
                            course_id: number;
                            curriculum: string;
                            title: string;
                        } | null;
                        order_ttl_minutes: number;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postPaymentsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batchId?: null | (number | string);
                    businessName?: null | string;
                    couponCode?: null | string;
                    couponId?: null | (number | string);
                    gstin?: null | string;
                    state?: null | string;
                    userId: number | string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description paise */
                        amount: number;
                        batchId: number | null;
                        checkoutScriptUrl: string;
                        coupon: {
                            coupon_id: number;
                            coupon_name: string;
                            discount_percent: number;
                        } | null;
                        currency: string;
                        description: string;
                        expiresAt: string;
                        keyId: string;
                        orderId: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPaymentsOrderByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_title: string | null;
                        expiresAt: string;
                        lastFailure: string | null;
                        orderId: string;
                        payment: {
                            amount: number;
                            currency: string;
                            paidAt: string;
                            transactionId: string;
                        } | null;
                        placement: {
                            batch_id: number;
                            batch_name: string;
                            first_class_date: string | null;
                            moved_from: string | null;
                            start_date: string | null;
                            timing: string;
                        } | null;
                        status: "created" | "paid" | "expired";
                        student_name: string | null;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postPaymentsWebhook: {
        parameters: {
            query?: never;
            header?: {
                "x-razorpay-event-id"?: string;
                "x-razorpay-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contains?: string[];
                    created_at?: number;
                    entity?: string;
                    event: string;
                    payload?: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stored: boolean;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPracticeBySubmissionIdAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                submissionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attendance_editable?: boolean;
                            attendance_editable_until?: string;
                            batch_id: number;
                            batch_name: string;
                            batch_status: string;
                            catch_up?: {
                                caught_up_on: string | null;
                                /** @description YYYY-MM-DD, India */
                                last_day: string;
                                state: "open" | "caught_up" | "closed";
                            } | null;
                            curriculum: string;
                            /** @description ISO date (YYYY-MM-DD) */
                            date: string;
                            ends_at?: string;
                            held: boolean;
                            id: number;
                            join_url?: string;
                            materials: {
                                created_at: string;
                                id: number;
                                /** @description pdf | pptx | docx | png | jpeg */
                                kind: string;
                                name: string;
                                size: number;
                                url: string;
                            }[];
                            module_no: number;
                            moved_from_date?: string | null;
                            my_attendance?: ("present" | "absent" | "late") | null;
                            notes: string | null;
                            recording_open_url: string | null;
                            recording_url?: string | null;
                            roster?: {
                                caught_up_on: string | null;
                                joined_at: string | null;
                                name: string;
                                status: ("present" | "absent" | "late") | null;
                                student_id: number;
                                suggested: "present" | "absent" | "late";
                            }[];
                            session_no: number;
                            starts_at?: string;
                            timing: string;
                            topic: string;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putSessionsByIdAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        status: string;
                        student_id: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        saved: number;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getSessionsByIdFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            can_rate: boolean;
                            mine: {
                                comment: string | null;
                                created_at: string;
                                editable: boolean;
                                editable_until: string;
                                rating: number;
                                updated_at: string;
                            } | null;
                            reason: string | null;
                            session_id: number;
                        } | {
                            average: number | null;
                            comments: {
                                comment: string;
                                created_at: string;
                                rating: number;
                            }[];
                            count: number;
                            distribution: number[];
                            session_id: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putSessionsByIdFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    rating: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            comment: string | null;
                            created_at: string;
                            editable: boolean;
                            editable_until: string;
                            rating: number;
                            updated_at: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postSessionsByIdFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    rating: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            comment: string | null;
                            created_at: string;
                            editable: boolean;
                            editable_until: string;
                            rating: number;
                            updated_at: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getSessionsByIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect: The batch's meeting link: the join window is open and the click was recorded. Outside the window a browser asking for HTML is sent to the session's page on the site (/sessions/{no}?join=early|ended|unavailable), which explains it in her language. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The join window is not open (or the batch has no meeting link yet): when it opens and closes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closes_at: string | null;
                        message: string;
                        opens_at: string | null;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    postSessionsByIdMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            /** @description pdf | pptx | docx | png | jpeg */
                            kind: string;
                            name: string;
                            size: number;
                            url: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSessionsByIdMaterialsByMaterialId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                materialId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSessionsByIdMaterialsByMaterialId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                materialId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putSessionsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notes: string | null;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getSessionsByIdRecording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect: The session's recording. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putSessionsByIdRecording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recording_url: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        recording_url: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putSessionsByIdSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    reason: string;
                    time: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description ISO date (YYYY-MM-DD), India */
                            date: string;
                            /** @description ISO instant */
                            ends_at: string;
                            moved_from_date: string | null;
                            notified: number;
                            previous_ends_at: string;
                            previous_starts_at: string;
                            session_id: number;
                            session_no: number;
                            /** @description ISO instant */
                            starts_at: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffAudit: {
        parameters: {
            query?: {
                entity?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            action: string;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            audit_id: number;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            created_at: string;
                            entity: string;
                            entity_id: string;
                            staff: {
                                email: string;
                                name: string;
                                staff_id: number;
                            } | null;
                            tutor: {
                                email: string;
                                name: string;
                                tutor_id: number;
                            } | null;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffBatches: {
        parameters: {
            query?: {
                q?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            course_id: number;
                            course_title: string;
                            meeting_url: string | null;
                            next_statuses: ("Active" | "Inactive" | "Completed")[];
                            seats_left: number;
                            start_date: string | null;
                            status: "Active" | "Inactive" | "Completed";
                            students: number;
                            timing: string;
                            tutor: {
                                name: string;
                                tutor_id: number;
                            } | null;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStaffBatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch_name: string;
                    course_id?: number | null;
                    meeting_url?: string | null;
                    start_date: string;
                    timing: string;
                    tutor_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            course_id: number;
                            course_title: string;
                            meeting_url: string | null;
                            next_statuses: ("Active" | "Inactive" | "Completed")[];
                            seats_left: number;
                            start_date: string | null;
                            status: "Active" | "Inactive" | "Completed";
                            students: number;
                            timing: string;
                            tutor: {
                                name: string;
                                tutor_id: number;
                            } | null;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffBatchesByBatchIdCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                batch_id: number;
                                batch_name: string;
                                status: string;
                            };
                            rows: {
                                attended: number;
                                certificate_no: string | null;
                                held: number;
                                issued_at: string | null;
                                reason: string | null;
                                required: number;
                                revoked_at: string | null;
                                short_by: number;
                                state: "issued" | "eligible" | "not_eligible" | "revoked" | "in_progress";
                                student_id: number;
                                student_name: string;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStaffBatchesByBatchIdDiscussion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                id: number;
                                name: string;
                            } | null;
                            limits: {
                                body_max: number;
                                image_max_bytes: number;
                                title_max: number;
                            };
                            sessions: {
                                id: number;
                                session_no: number;
                                topic: string;
                            }[];
                            threads: {
                                answered: boolean;
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                created_at: string;
                                excerpt: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                last_activity_at: string;
                                open_reports: number;
                                pinned: boolean;
                                replies: number;
                                session: {
                                    id: number;
                                    session_no: number;
                                    topic: string;
                                } | null;
                                title: string;
                            }[];
                            viewer: {
                                can_moderate: boolean;
                                muted: {
                                    message: string;
                                    reason: string;
                                    until: string;
                                } | null;
                                role: "student" | "tutor" | "staff";
                            };
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postStaffBatchesByBatchIdDiscussionMutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                    reason: string;
                    student_id: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            muted_until: string | null;
                            student_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteStaffBatchesByBatchIdDiscussionMutesByStudentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
                studentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            muted_until: string | null;
                            student_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postStaffBatchesByBatchIdDiscussionThreads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            thread_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStaffBatchesByBatchIdLearning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            at_risk_students: number;
                            batch: {
                                batch_id: number;
                                batch_name: string;
                                status: string;
                            };
                            caught_up_sessions: number;
                            held: number;
                            modules: {
                                attempted: number;
                                module_no: number;
                                passed: number;
                                students: number;
                                title: string;
                            }[];
                            pass_percent: number;
                            practice_done: number;
                            practice_waiting: number;
                            rows: {
                                at_risk: boolean;
                                attended: number;
                                caught_up: {
                                    /** @description YYYY-MM-DD, India */
                                    on: string;
                                    session_no: number;
                                }[];
                                held: number;
                                practice_done: number;
                                practice_sent: number;
                                quizzes: {
                                    attempts: number;
                                    best_percent: number | null;
                                    module_no: number;
                                    passed: boolean;
                                }[];
                                student_id: number;
                                student_name: string;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStaffBatchesByBatchIdLearningCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStaffBatchesByBatchIdWhatsappReach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                batch_id: number;
                                batch_name: string;
                            };
                            consents: {
                                never_asked: number;
                                opted_in: number;
                                opted_out: number;
                                students: number;
                            };
                            events: {
                                both: number;
                                kind: "evening_before" | "hour_before";
                                mail_after_whatsapp_failed: number;
                                mail_only: number;
                                moved: boolean;
                                none: number;
                                session_id: number;
                                session_no: number;
                                starts_at: string;
                                students: number;
                                topic: string;
                                waiting: number;
                                whatsapp_only: number;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putStaffBatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    batch_name?: string;
                    meeting_url?: string | null;
                    timing?: string;
                    tutor_id?: number | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            course_id: number;
                            course_title: string;
                            meeting_url: string | null;
                            next_statuses: ("Active" | "Inactive" | "Completed")[];
                            seats_left: number;
                            start_date: string | null;
                            status: "Active" | "Inactive" | "Completed";
                            students: number;
                            timing: string;
                            tutor: {
                                name: string;
                                tutor_id: number;
                            } | null;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffBatchesByIdAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            sessions: {
                                date: string;
                                session_id: number;
                                session_no: number;
                            }[];
                            students: {
                                attended: number;
                                held: number;
                                marks: (("present" | "absent" | "late") | null)[];
                                name: string;
                                student_id: number;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStaffBatchesByIdAttendanceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStaffBatchesByIdFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            average: number | null;
                            batch_id: number;
                            batch_name: string;
                            count: number;
                            sessions: {
                                average: number | null;
                                count: number;
                                date: string;
                                entries: {
                                    comment: string | null;
                                    created_at: string;
                                    name: string;
                                    rating: number;
                                    student_id: number;
                                }[];
                                session_id: number;
                                session_no: number;
                                topic: string;
                            }[];
                            tutor_name: string | null;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStaffBatchesByIdSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            sessions: {
                                /** @description ISO date (YYYY-MM-DD), India */
                                date: string;
                                ends_at: string;
                                held: boolean;
                                id: number;
                                module_no: number;
                                moved_from_date: string | null;
                                session_no: number;
                                starts_at: string;
                                topic: string;
                            }[];
                            timing: string;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putStaffBatchesByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            course_id: number;
                            course_title: string;
                            meeting_url: string | null;
                            next_statuses: ("Active" | "Inactive" | "Completed")[];
                            seats_left: number;
                            start_date: string | null;
                            status: "Active" | "Inactive" | "Completed";
                            students: number;
                            timing: string;
                            tutor: {
                                name: string;
                                tutor_id: number;
                            } | null;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffBatchesByIdStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            fullname: string;
                            paid_at: string | null;
                            phone_number: string;
                            student_id: number;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postStaffCertificatesByCertificateNoReinstate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateNo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            certificate_no: string;
                            course_title: string;
                            end_date: string | null;
                            issued_at: string;
                            reason: string | null;
                            revoked_at: string | null;
                            start_date: string | null;
                            status: "valid" | "revoked";
                            student_id: number;
                            student_name: string;
                            tutor_name: string | null;
                            verify_url: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postStaffCertificatesByCertificateNoRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateNo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            certificate_no: string;
                            course_title: string;
                            end_date: string | null;
                            issued_at: string;
                            reason: string | null;
                            revoked_at: string | null;
                            start_date: string | null;
                            status: "valid" | "revoked";
                            student_id: number;
                            student_name: string;
                            tutor_name: string | null;
                            verify_url: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postStaffCertificatesGrant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch_id: number;
                    reason: string;
                    student_id: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            certificate_no: string;
                            course_title: string;
                            end_date: string | null;
                            issued_at: string;
                            reason: string | null;
                            revoked_at: string | null;
                            start_date: string | null;
                            status: "valid" | "revoked";
                            student_id: number;
                            student_name: string;
                            tutor_name: string | null;
                            verify_url: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffContactMessages: {
        parameters: {
            query?: {
                handled?: "yes" | "no" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answers: {
                                answer_id: number;
                                answered_at: string;
                                answered_by: string;
                                message: string;
                            }[];
                            created_at: string;
                            email: string;
                            handled_at: string | null;
                            handled_by: string | null;
                            message: string;
                            message_id: number;
                            name: string;
                            subject: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStaffContactMessagesByIdAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answers: {
                                answer_id: number;
                                answered_at: string;
                                answered_by: string;
                                message: string;
                            }[];
                            created_at: string;
                            email: string;
                            handled_at: string | null;
                            handled_by: string | null;
                            message: string;
                            message_id: number;
                            name: string;
                            subject: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putStaffContactMessagesByIdHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handled: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answers: {
                                answer_id: number;
                                answered_at: string;
                                answered_by: string;
                                message: string;
                            }[];
                            created_at: string;
                            email: string;
                            handled_at: string | null;
                            handled_by: string | null;
                            message: string;
                            message_id: number;
                            name: string;
                            subject: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            advertised: boolean;
                            coupon_id: number;
                            coupon_name: string;
                            created_at: string;
                            discount_percent: number;
                            uses: number;
                        }[];
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStaffCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coupon_name: string;
                    discount_percent: number | string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            advertised: boolean;
                            coupon_id: number;
                            coupon_name: string;
                            created_at: string;
                            discount_percent: number;
                            uses: number;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putStaffCouponsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    active?: boolean;
                    advertised?: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            advertised: boolean;
                            coupon_id: number;
                            coupon_name: string;
                            created_at: string;
                            discount_percent: number;
                            uses: number;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putStaffDiscussionPostsByPostIdModeration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffDiscussionQueue: {
        parameters: {
            query?: {
                state?: "reported" | "hidden";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hidden: number;
                            items: {
                                batch: {
                                    id: number;
                                    name: string;
                                };
                                post: {
                                    author: {
                                        id: number;
                                        me: boolean;
                                        muted_until: string | null;
                                        name: string;
                                        role: "student" | "tutor" | "staff";
                                    };
                                    body: string;
                                    created_at: string;
                                    hidden: {
                                        at: string;
                                        by: string;
                                        reason: string;
                                    } | null;
                                    id: number;
                                    image: {
                                        kind: "png" | "jpeg";
                                        name: string;
                                        size: number;
                                        url: string;
                                    } | null;
                                    is_answer: boolean;
                                    reported_by_me: boolean;
                                    reports: {
                                        at: string;
                                        note: string;
                                        reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                                    }[];
                                    thread_id: number;
                                };
                                thread: {
                                    id: number;
                                    title: string;
                                };
                            }[];
                            reported: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffDiscussionThreadsByThreadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                id: number;
                                name: string;
                            };
                            limits: {
                                body_max: number;
                                image_max_bytes: number;
                                title_max: number;
                            };
                            post: {
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                body: string;
                                created_at: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                image: {
                                    kind: "png" | "jpeg";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                is_answer: boolean;
                                reported_by_me: boolean;
                                reports: {
                                    at: string;
                                    note: string;
                                    reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                                }[];
                                thread_id: number;
                            };
                            replies: {
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                body: string;
                                created_at: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                image: {
                                    kind: "png" | "jpeg";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                is_answer: boolean;
                                reported_by_me: boolean;
                                reports: {
                                    at: string;
                                    note: string;
                                    reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                                }[];
                                thread_id: number;
                            }[];
                            thread: {
                                answered: boolean;
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                created_at: string;
                                excerpt: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                last_activity_at: string;
                                open_reports: number;
                                pinned: boolean;
                                replies: number;
                                session: {
                                    id: number;
                                    session_no: number;
                                    topic: string;
                                } | null;
                                title: string;
                            };
                            viewer: {
                                can_moderate: boolean;
                                muted: {
                                    message: string;
                                    reason: string;
                                    until: string;
                                } | null;
                                role: "student" | "tutor" | "staff";
                            };
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postStaffDiscussionThreadsByThreadIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            author: {
                                id: number;
                                me: boolean;
                                muted_until: string | null;
                                name: string;
                                role: "student" | "tutor" | "staff";
                            };
                            body: string;
                            created_at: string;
                            hidden: {
                                at: string;
                                by: string;
                                reason: string;
                            } | null;
                            id: number;
                            image: {
                                kind: "png" | "jpeg";
                                name: string;
                                size: number;
                                url: string;
                            } | null;
                            is_answer: boolean;
                            reported_by_me: boolean;
                            reports: {
                                at: string;
                                note: string;
                                reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                            }[];
                            thread_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStaffFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batches: {
                                average: number | null;
                                batch_id: number;
                                batch_name: string;
                                count: number;
                                tutor_name: string | null;
                            }[];
                            tutors: {
                                average: number | null;
                                count: number;
                                name: string;
                                tutor_id: number;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffInvoices: {
        parameters: {
            query?: {
                month?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credit_note_totals: {
                                cgst: number;
                                count: number;
                                igst: number;
                                sgst: number;
                                taxable: number;
                                total: number;
                            };
                            credit_notes: ({
                                cgst: number;
                                credit_note_id: number;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                sgst: number;
                                taxable: number;
                                total: number;
                            } & {
                                buyer_gstin: null | string;
                                buyer_name: string;
                                buyer_state: string;
                                invoice_number: string;
                                place_of_supply: string;
                                rate_percent: number;
                                reason: string;
                                student_id: number;
                            })[];
                            invoices: {
                                buyer_business_name: null | string;
                                buyer_gstin: null | string;
                                buyer_name: string;
                                buyer_state: string;
                                cgst: number;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                place_of_supply: string;
                                rate_percent: number;
                                sgst: number;
                                student_id: number;
                                taxable: number;
                                total: number;
                            }[];
                            net: {
                                cgst: number;
                                count: number;
                                igst: number;
                                sgst: number;
                                taxable: number;
                                total: number;
                            };
                            totals: {
                                cgst: number;
                                count: number;
                                igst: number;
                                sgst: number;
                                taxable: number;
                                total: number;
                            };
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffInvoicesGstr1Csv: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStaffLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            email: string;
                            name: string;
                            role: "admin" | "support";
                            staff_id: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStaffLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            email: string;
                            name: string;
                            role: "admin" | "support";
                            staff_id: number;
                        };
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStaffNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    audience: string;
                    batch_id: number;
                    message: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        recipients: number;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStaffPayments: {
        parameters: {
            query?: {
                from?: string;
                q?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            days: {
                                amount: number;
                                count: number;
                                date: string;
                            }[];
                            payments: {
                                amount: number;
                                coupon: string | null;
                                currency: string;
                                email: string;
                                order_id: string;
                                paid_at: string;
                                payment_id: number;
                                student_id: number;
                                student_name: string;
                                transaction_id: string;
                            }[];
                            total: {
                                amount: number;
                                count: number;
                            };
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffPaymentsCsv: {
        parameters: {
            query?: {
                from?: string;
                q?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStaffPaymentsByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number | null;
                            beyond_policy_reason: string | null;
                            credit_note: {
                                cgst: number;
                                credit_note_id: number;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                sgst: number;
                                taxable: number;
                                total: number;
                            } | null;
                            decided_at: string | null;
                            decline_reason: string | null;
                            last_error: string | null;
                            origin: "student" | "staff";
                            payment_id: number;
                            policy_amount: number;
                            policy_percent: number;
                            provider_status: string | null;
                            reason: string;
                            refund_id: number;
                            requested_at: string;
                            status: "requested" | "approved" | "refunded" | "declined" | "failed";
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            502: components["responses"]["BadGateway"];
        };
    };
    getStaffPlacements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alert: {
                                count: number;
                                oldest: {
                                    fullname: string;
                                    paid_at: string;
                                    student_id: number;
                                    waiting_minutes: number;
                                } | null;
                                threshold_hours: number;
                            };
                            capacity: number;
                            open_batches: {
                                batch_id: number;
                                batch_name: string;
                                course_id: number;
                                course_title: string;
                                seats_left: number;
                                start_date: string | null;
                                status: "Active" | "Inactive";
                                timing: string;
                                tutor: {
                                    name: string;
                                    tutor_id: number;
                                } | null;
                            }[];
                            waiting: {
                                course: {
                                    course_id: number;
                                    title: string;
                                } | null;
                                email: string;
                                fullname: string;
                                paid_at: string;
                                phone_number: string;
                                student_id: number;
                                waiting_minutes: number;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffRefunds: {
        parameters: {
            query?: {
                status?: "requested" | "approved" | "refunded" | "declined" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            amount: number | null;
                            beyond_policy_reason: string | null;
                            credit_note: {
                                cgst: number;
                                credit_note_id: number;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                sgst: number;
                                taxable: number;
                                total: number;
                            } | null;
                            decided_at: string | null;
                            decline_reason: string | null;
                            last_error: string | null;
                            origin: "student" | "staff";
                            payment_id: number;
                            policy_amount: number;
                            policy_percent: number;
                            provider_status: string | null;
                            reason: string;
                            refund_id: number;
                            requested_at: string;
                            status: "requested" | "approved" | "refunded" | "declined" | "failed";
                        } & {
                            email: string;
                            invoice_number: null | string;
                            paid: number;
                            policy_now: {
                                allowed: number;
                                first_session_at: string | null;
                                percent: number;
                            };
                            refunded: number;
                            remaining: number;
                            student_id: number;
                            student_name: string;
                            transaction_id: string;
                        })[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStaffRefundsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    amount?: number;
                    beyond_policy_reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number | null;
                            beyond_policy_reason: string | null;
                            credit_note: {
                                cgst: number;
                                credit_note_id: number;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                sgst: number;
                                taxable: number;
                                total: number;
                            } | null;
                            decided_at: string | null;
                            decline_reason: string | null;
                            last_error: string | null;
                            origin: "student" | "staff";
                            payment_id: number;
                            policy_amount: number;
                            policy_percent: number;
                            provider_status: string | null;
                            reason: string;
                            refund_id: number;
                            requested_at: string;
                            status: "requested" | "approved" | "refunded" | "declined" | "failed";
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            502: components["responses"]["BadGateway"];
        };
    };
    postStaffRefundsByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number | null;
                            beyond_policy_reason: string | null;
                            credit_note: {
                                cgst: number;
                                credit_note_id: number;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                sgst: number;
                                taxable: number;
                                total: number;
                            } | null;
                            decided_at: string | null;
                            decline_reason: string | null;
                            last_error: string | null;
                            origin: "student" | "staff";
                            payment_id: number;
                            policy_amount: number;
                            policy_percent: number;
                            provider_status: string | null;
                            reason: string;
                            refund_id: number;
                            requested_at: string;
                            status: "requested" | "approved" | "refunded" | "declined" | "failed";
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putStaffSessionsByIdAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        status: string;
                        student_id: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        saved: number;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putStaffSessionsByIdSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    reason: string;
                    time: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description ISO date (YYYY-MM-DD), India */
                            date: string;
                            /** @description ISO instant */
                            ends_at: string;
                            moved_from_date: string | null;
                            notified: number;
                            previous_ends_at: string;
                            previous_starts_at: string;
                            session_id: number;
                            session_no: number;
                            /** @description ISO instant */
                            starts_at: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffStudents: {
        parameters: {
            query?: {
                batch_id?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                batch_id: number;
                                batch_name: string;
                            } | null;
                            created_at: string;
                            email: string;
                            fullname: string;
                            payment_status: string;
                            phone_number: string;
                            student_id: number;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffStudentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attendance: {
                                date: string;
                                held: boolean;
                                session_no: number;
                                status: string | null;
                                topic: string;
                            }[];
                            paid_at: string | null;
                            standing: {
                                attended: number;
                                batch: {
                                    first_class: string | null;
                                    id: number;
                                    last_class: string | null;
                                    name: string;
                                    status: string;
                                    timing: string;
                                } | null;
                                certificate_no: string | null;
                                certificate_revoked: boolean;
                                held: number;
                                remaining: number;
                                required: number;
                                short_by: number;
                                stage: "not_paid" | "refunded" | "waiting" | "placed" | "in_course" | "graduated" | "graduated_short";
                                total: number;
                            };
                            student: {
                                batch: {
                                    batch_id: number;
                                    batch_name: string;
                                } | null;
                                created_at: string;
                                email: string;
                                fullname: string;
                                payment_status: string;
                                phone_number: string;
                                student_id: number;
                            };
                            tickets: {
                                created_at: string;
                                priority: string;
                                status: string;
                                subject: string;
                                ticket_id: number;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putStaffStudentsByIdBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch_id: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                batch_id: number;
                                batch_name: string;
                            } | null;
                            created_at: string;
                            email: string;
                            fullname: string;
                            payment_status: string;
                            phone_number: string;
                            student_id: number;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffTickets: {
        parameters: {
            query?: {
                from?: string;
                priority?: string;
                q?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            from: "student" | "tutor";
                            priority: string;
                            replies: number;
                            requester: {
                                email: string;
                                id: number;
                                name: string;
                            };
                            status: string;
                            subject: string;
                            ticket_id: number;
                            updated_at: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffTicketsByFromByTicketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                from: "student" | "tutor";
                ticket_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            from: "student" | "tutor";
                            priority: string;
                            replies: number;
                            requester: {
                                email: string;
                                id: number;
                                name: string;
                            };
                            status: string;
                            subject: string;
                            ticket_id: number;
                            updated_at: string;
                        } & {
                            description: string;
                            next_statuses: ("Open" | "In Progress" | "Resolved" | "Closed")[];
                            thread: {
                                author: string;
                                created_at: string;
                                message: string;
                                reply_id: number;
                            }[];
                        };
                        message?: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postStaffTicketsByFromByTicketIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                from: "student" | "tutor";
                ticket_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            from: "student" | "tutor";
                            priority: string;
                            replies: number;
                            requester: {
                                email: string;
                                id: number;
                                name: string;
                            };
                            status: string;
                            subject: string;
                            ticket_id: number;
                            updated_at: string;
                        } & {
                            description: string;
                            next_statuses: ("Open" | "In Progress" | "Resolved" | "Closed")[];
                            thread: {
                                author: string;
                                created_at: string;
                                message: string;
                                reply_id: number;
                            }[];
                        };
                        message?: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putStaffTicketsByFromByTicketIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                from: "student" | "tutor";
                ticket_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            from: "student" | "tutor";
                            priority: string;
                            replies: number;
                            requester: {
                                email: string;
                                id: number;
                                name: string;
                            };
                            status: string;
                            subject: string;
                            ticket_id: number;
                            updated_at: string;
                        } & {
                            description: string;
                            next_statuses: ("Open" | "In Progress" | "Resolved" | "Closed")[];
                            thread: {
                                author: string;
                                created_at: string;
                                message: string;
                                reply_id: number;
                            }[];
                        };
                        message?: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffTutors: {
        parameters: {
            query?: {
                batch_id?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batches: number;
                            created_at: string;
                            documents: {
                                experience_letter: {
                                    name: string;
                                    url: string;
                                } | null;
                                resume: {
                                    name: string;
                                    url: string;
                                } | null;
                                review_note: string | null;
                                review_status: "pending" | "approved" | "changes_requested";
                                skills: string;
                                updated_at: string;
                            } | null;
                            email: string;
                            name: string;
                            phone_number: string;
                            tutor_id: number;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffTutorsByIdFilesByKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                kind: "resume" | "experience_letter";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putStaffTutorsByIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    decision: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batches: number;
                            created_at: string;
                            documents: {
                                experience_letter: {
                                    name: string;
                                    url: string;
                                } | null;
                                resume: {
                                    name: string;
                                    url: string;
                                } | null;
                                review_note: string | null;
                                review_status: "pending" | "approved" | "changes_requested";
                                skills: string;
                                updated_at: string;
                            } | null;
                            email: string;
                            name: string;
                            phone_number: string;
                            tutor_id: number;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStaffWhatsappMessages: {
        parameters: {
            query?: {
                batch_id?: number;
                from?: string;
                page?: number;
                per_page?: number;
                status?: "pending" | "sent" | "delivered" | "read" | "failed" | "skipped";
                template?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messages: {
                                attempts: number;
                                batch: {
                                    batch_id: number;
                                    batch_name: string;
                                } | null;
                                error: string | null;
                                event: {
                                    kind: ("evening_before" | "hour_before") | null;
                                    session_id: number;
                                    session_no: number | null;
                                    starts_at: string | null;
                                    topic: string | null;
                                } | null;
                                fallback: {
                                    mail_sent_at: string | null;
                                    mail_status: string | null;
                                    mail_was_her_choice: boolean;
                                    queued_at: string;
                                } | null;
                                history: {
                                    at: string | null;
                                    step: "queued" | "sent" | "delivered" | "read" | "failed" | "skipped" | "mail_queued" | "mail_sent";
                                }[];
                                id: number;
                                language: string;
                                phone_masked: string;
                                queued_at: string;
                                sent_at: string | null;
                                skipped_reason: string | null;
                                status: "pending" | "sent" | "delivered" | "read" | "failed" | "skipped";
                                status_at: string | null;
                                student: {
                                    name: string;
                                    student_id: number;
                                };
                                template: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudentCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            download_url: string;
                            subscribe_url: string;
                            webcal_url: string;
                        };
                        message?: string;
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudentCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStudentCalendarReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            download_url: string;
                            subscribe_url: string;
                            webcal_url: string;
                        };
                        message?: string;
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudentCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            certificate: {
                                batch_name: string;
                                certificate_no: string;
                                course_title: string;
                                credential_url: string;
                                end_date: string | null;
                                issued_at: string;
                                linkedin_url: string;
                                pdf_url: string;
                                revoked_at: string | null;
                                start_date: string | null;
                                status: "valid" | "revoked";
                                student_name: string;
                                tutor_name: string | null;
                                verify_url: string;
                            };
                            /** @enum {string} */
                            state: "issued";
                        } | {
                            certificate: {
                                batch_name: string;
                                certificate_no: string;
                                course_title: string;
                                credential_url: string;
                                end_date: string | null;
                                issued_at: string;
                                linkedin_url: string;
                                pdf_url: string;
                                revoked_at: string | null;
                                start_date: string | null;
                                status: "valid" | "revoked";
                                student_name: string;
                                tutor_name: string | null;
                                verify_url: string;
                            };
                            /** @enum {string} */
                            state: "revoked";
                        } | {
                            attended: number;
                            batch_completed: boolean;
                            batch_name: string;
                            caught_up: {
                                /** @description YYYY-MM-DD, India */
                                on: string;
                                session_no: number;
                            }[];
                            held: number;
                            required: number;
                            short_by: number;
                            state: "in_progress" | "not_eligible";
                        } | {
                            /** @enum {string} */
                            state: "no_batch";
                        };
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudentDashboardByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batchInfo: {
                            batch_name: string;
                            meeting_url: string | null;
                            timing: string;
                            tutor_name: string;
                        } | null;
                        course: {
                            course_id: number;
                            curriculum: string;
                            title: string;
                        } | null;
                        placement: {
                            course_title: string | null;
                            message: string | null;
                            status: "placed" | "waiting" | "unpaid";
                        };
                        stats: {
                            cancelled_courses: number;
                            completed_courses: number;
                            ongoing_courses: number;
                        };
                        success: boolean;
                        tutorInfo: {
                            email: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStudentDiscussion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                id: number;
                                name: string;
                            } | null;
                            limits: {
                                body_max: number;
                                image_max_bytes: number;
                                title_max: number;
                            };
                            sessions: {
                                id: number;
                                session_no: number;
                                topic: string;
                            }[];
                            threads: {
                                answered: boolean;
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                created_at: string;
                                excerpt: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                last_activity_at: string;
                                open_reports: number;
                                pinned: boolean;
                                replies: number;
                                session: {
                                    id: number;
                                    session_no: number;
                                    topic: string;
                                } | null;
                                title: string;
                            }[];
                            viewer: {
                                can_moderate: boolean;
                                muted: {
                                    message: string;
                                    reason: string;
                                    until: string;
                                } | null;
                                role: "student" | "tutor" | "staff";
                            };
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postStudentDiscussionPostsByPostIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postStudentDiscussionThreads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            thread_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudentDiscussionThreadsByThreadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                id: number;
                                name: string;
                            };
                            limits: {
                                body_max: number;
                                image_max_bytes: number;
                                title_max: number;
                            };
                            post: {
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                body: string;
                                created_at: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                image: {
                                    kind: "png" | "jpeg";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                is_answer: boolean;
                                reported_by_me: boolean;
                                reports: {
                                    at: string;
                                    note: string;
                                    reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                                }[];
                                thread_id: number;
                            };
                            replies: {
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                body: string;
                                created_at: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                image: {
                                    kind: "png" | "jpeg";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                is_answer: boolean;
                                reported_by_me: boolean;
                                reports: {
                                    at: string;
                                    note: string;
                                    reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                                }[];
                                thread_id: number;
                            }[];
                            thread: {
                                answered: boolean;
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                created_at: string;
                                excerpt: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                last_activity_at: string;
                                open_reports: number;
                                pinned: boolean;
                                replies: number;
                                session: {
                                    id: number;
                                    session_no: number;
                                    topic: string;
                                } | null;
                                title: string;
                            };
                            viewer: {
                                can_moderate: boolean;
                                muted: {
                                    message: string;
                                    reason: string;
                                    until: string;
                                } | null;
                                role: "student" | "tutor" | "staff";
                            };
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postStudentDiscussionThreadsByThreadIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            author: {
                                id: number;
                                me: boolean;
                                muted_until: string | null;
                                name: string;
                                role: "student" | "tutor" | "staff";
                            };
                            body: string;
                            created_at: string;
                            hidden: {
                                at: string;
                                by: string;
                                reason: string;
                            } | null;
                            id: number;
                            image: {
                                kind: "png" | "jpeg";
                                name: string;
                                size: number;
                                url: string;
                            } | null;
                            is_answer: boolean;
                            reported_by_me: boolean;
                            reports: {
                                at: string;
                                note: string;
                                reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                            }[];
                            thread_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStudentEmailConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStudentMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            batch_status: string;
                            progress: {
                                attendance_needed: number;
                                attended: number;
                                caught_up: number;
                                certificate_earned: boolean;
                                held: number;
                                modules_completed: number;
                                modules_total: number;
                                next: {
                                    date: string;
                                    session_no: number;
                                    topic: string;
                                } | null;
                                on_track: boolean;
                                practice_done: number;
                                practice_set: number;
                                total_sessions: number;
                            };
                            sessions: {
                                attendance?: ("present" | "absent" | "late") | null;
                                attended_count?: number;
                                date: string;
                                ends_at?: string;
                                has_notes: boolean;
                                has_recording: boolean;
                                held: boolean;
                                id: number;
                                marked?: boolean;
                                materials: number;
                                module_no: number;
                                moved_from_date?: string | null;
                                practice?: ("submitted" | "done" | "try_again") | null;
                                rating_average?: number | null;
                                rating_count?: number;
                                session_no: number;
                                starts_at?: string;
                                topic: string;
                            }[];
                            timing: string;
                        } | null;
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudentMySessionsBySessionNo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionNo: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attendance_editable?: boolean;
                            attendance_editable_until?: string;
                            batch_id: number;
                            batch_name: string;
                            batch_status: string;
                            catch_up?: {
                                caught_up_on: string | null;
                                /** @description YYYY-MM-DD, India */
                                last_day: string;
                                state: "open" | "caught_up" | "closed";
                            } | null;
                            curriculum: string;
                            /** @description ISO date (YYYY-MM-DD) */
                            date: string;
                            ends_at?: string;
                            held: boolean;
                            id: number;
                            join_url?: string;
                            materials: {
                                created_at: string;
                                id: number;
                                /** @description pdf | pptx | docx | png | jpeg */
                                kind: string;
                                name: string;
                                size: number;
                                url: string;
                            }[];
                            module_no: number;
                            moved_from_date?: string | null;
                            my_attendance?: ("present" | "absent" | "late") | null;
                            notes: string | null;
                            recording_open_url: string | null;
                            recording_url?: string | null;
                            roster?: {
                                caught_up_on: string | null;
                                joined_at: string | null;
                                name: string;
                                status: ("present" | "absent" | "late") | null;
                                student_id: number;
                                suggested: "present" | "absent" | "late";
                            }[];
                            session_no: number;
                            starts_at?: string;
                            timing: string;
                            topic: string;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStudentNotificationsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            message: string;
                            title: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStudentPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            course_title: string | null;
                            currency: string;
                            invoice: {
                                buyer_business_name: string | null;
                                buyer_gstin: string | null;
                                buyer_name: string;
                                buyer_state: string;
                                cgst: number;
                                coupon_name: string | null;
                                currency: string;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                place_of_supply: string;
                                rate_percent: number;
                                sac: string;
                                sgst: number;
                                taxable: number;
                                total: number;
                            } | null;
                            paid_at: string;
                            payment_id: number;
                            refund_policy: {
                                allowed: number;
                                first_session_at: string | null;
                                percent: number;
                            };
                            refunded: number;
                            refunds: {
                                amount: number | null;
                                beyond_policy_reason: string | null;
                                credit_note: {
                                    cgst: number;
                                    credit_note_id: number;
                                    igst: number;
                                    invoice_id: number;
                                    issued_at: string;
                                    number: string;
                                    sgst: number;
                                    taxable: number;
                                    total: number;
                                } | null;
                                decided_at: string | null;
                                decline_reason: string | null;
                                last_error: string | null;
                                origin: "student" | "staff";
                                payment_id: number;
                                policy_amount: number;
                                policy_percent: number;
                                provider_status: string | null;
                                reason: string;
                                refund_id: number;
                                requested_at: string;
                                status: "requested" | "approved" | "refunded" | "declined" | "failed";
                            }[];
                            transaction_id: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudentProfileByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            email: string;
                            fullname: string;
                            id: number;
                            language: "en" | "hi";
                            pending_email: string | null;
                            phone_number: string;
                            reminder_emails: boolean;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putStudentProfileByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    fullname?: string;
                    language?: string;
                    phone_number?: string;
                    reminder_emails?: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        profile: {
                            email: string;
                            fullname: string;
                            id: number;
                            language: "en" | "hi";
                            pending_email: string | null;
                            phone_number: string;
                            reminder_emails: boolean;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postStudentProfileByUserIdEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putStudentProfileByUserIdPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm_password: string;
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStudentQuizzes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            max_attempts: number;
                            modules_passed: number;
                            modules_total: number;
                            pass_percent: number;
                            quizzes: {
                                attempts_left: number;
                                attempts_used: number;
                                best_percent: number | null;
                                module_no: number;
                                open: boolean;
                                opens_after_session: number;
                                passed: boolean;
                                questions: number;
                                title: string;
                            }[];
                        } | null;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudentQuizzesByModuleNo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                moduleNo: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: {
                                attempt_no: number;
                                passed: boolean;
                                percent: number;
                                submitted_at: string;
                            }[];
                            attempts_left: number;
                            best_percent: number | null;
                            last_result: {
                                attempt_no: number;
                                attempts_left: number;
                                correct: number;
                                module_no: number;
                                passed: boolean;
                                percent: number;
                                review: {
                                    correct_options: string[];
                                    explanation: {
                                        en: string;
                                        hi: string;
                                    };
                                    options: {
                                        id: string;
                                        text: {
                                            en: string;
                                            hi: string;
                                        };
                                    }[];
                                    picked: string[];
                                    prompt: {
                                        en: string;
                                        hi: string;
                                    };
                                    question_id: string;
                                    right: boolean;
                                }[];
                                submitted_at: string;
                                total: number;
                            } | null;
                            max_attempts: number;
                            module_no: number;
                            next_attempt_no: number | null;
                            pass_percent: number;
                            passed: boolean;
                            questions: {
                                id: string;
                                multiple: boolean;
                                options: {
                                    id: string;
                                    text: {
                                        en: string;
                                        hi: string;
                                    };
                                }[];
                                prompt: {
                                    en: string;
                                    hi: string;
                                };
                                session_no: number;
                            }[];
                            title: string;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postStudentQuizzesByModuleNoAttempts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                moduleNo: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: {
                        options: string[];
                        question_id: string;
                    }[];
                    attempt_no: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempt_no: number;
                            attempts_left: number;
                            correct: number;
                            module_no: number;
                            passed: boolean;
                            percent: number;
                            review: {
                                correct_options: string[];
                                explanation: {
                                    en: string;
                                    hi: string;
                                };
                                options: {
                                    id: string;
                                    text: {
                                        en: string;
                                        hi: string;
                                    };
                                }[];
                                picked: string[];
                                prompt: {
                                    en: string;
                                    hi: string;
                                };
                                question_id: string;
                                right: boolean;
                            }[];
                            submitted_at: string;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postStudentRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment_id: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number | null;
                            beyond_policy_reason: string | null;
                            credit_note: {
                                cgst: number;
                                credit_note_id: number;
                                igst: number;
                                invoice_id: number;
                                issued_at: string;
                                number: string;
                                sgst: number;
                                taxable: number;
                                total: number;
                            } | null;
                            decided_at: string | null;
                            decline_reason: string | null;
                            last_error: string | null;
                            origin: "student" | "staff";
                            payment_id: number;
                            policy_amount: number;
                            policy_percent: number;
                            provider_status: string | null;
                            reason: string;
                            refund_id: number;
                            requested_at: string;
                            status: "requested" | "approved" | "refunded" | "declined" | "failed";
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStudentSessionsByIdCatchUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            caught_up_on: string | null;
                            check: {
                                attempts: {
                                    attempt_no: number;
                                    passed: boolean;
                                    percent: number;
                                    submitted_at: string;
                                }[];
                                attempts_left: number;
                                best_percent: number | null;
                                last_result: {
                                    attempt_no: number;
                                    attempts_left: number;
                                    correct: number;
                                    module_no: number;
                                    passed: boolean;
                                    percent: number;
                                    review: {
                                        correct_options: string[];
                                        explanation: {
                                            en: string;
                                            hi: string;
                                        };
                                        options: {
                                            id: string;
                                            text: {
                                                en: string;
                                                hi: string;
                                            };
                                        }[];
                                        picked: string[];
                                        prompt: {
                                            en: string;
                                            hi: string;
                                        };
                                        question_id: string;
                                        right: boolean;
                                    }[];
                                    submitted_at: string;
                                    total: number;
                                } | null;
                                max_attempts: number;
                                module_no: number;
                                next_attempt_no: number | null;
                                pass_percent: number;
                                passed: boolean;
                                questions: {
                                    id: string;
                                    multiple: boolean;
                                    options: {
                                        id: string;
                                        text: {
                                            en: string;
                                            hi: string;
                                        };
                                    }[];
                                    prompt: {
                                        en: string;
                                        hi: string;
                                    };
                                    session_no: number;
                                }[];
                                title: string;
                            };
                            check_passed_at: string | null;
                            /** @description YYYY-MM-DD, India */
                            date: string;
                            last_day: string;
                            module_no: number;
                            recording_open_url: string | null;
                            recording_opened_at: string | null;
                            session_id: number;
                            session_no: number;
                            state: "attended" | "open" | "caught_up" | "closed";
                            topic: string;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postStudentSessionsByIdCatchUpAttempts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: {
                        options: string[];
                        question_id: string;
                    }[];
                    attempt_no: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempt_no: number;
                            attempts_left: number;
                            correct: number;
                            module_no: number;
                            passed: boolean;
                            percent: number;
                            review: {
                                correct_options: string[];
                                explanation: {
                                    en: string;
                                    hi: string;
                                };
                                options: {
                                    id: string;
                                    text: {
                                        en: string;
                                        hi: string;
                                    };
                                }[];
                                picked: string[];
                                prompt: {
                                    en: string;
                                    hi: string;
                                };
                                question_id: string;
                                right: boolean;
                            }[];
                            submitted_at: string;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStudentSessionsByIdPractice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answer_max: number;
                            can_submit: boolean;
                            file_max_bytes: number;
                            session_id: number;
                            session_no: number;
                            status: ("submitted" | "done" | "try_again") | null;
                            submissions: {
                                attachment: {
                                    kind: "png" | "jpeg" | "pdf";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                id: number;
                                review: {
                                    comment: string;
                                    outcome: "done" | "try_again";
                                    reviewed_at: string;
                                    tutor_name: string;
                                } | null;
                                status: "submitted" | "done" | "try_again";
                                submitted_at: string;
                                text: string;
                                version: number;
                            }[];
                            task: {
                                edited: boolean;
                                session_no: number;
                                task: {
                                    en: string;
                                    hi: string;
                                };
                                title: {
                                    en: string;
                                    hi: string;
                                };
                            };
                            topic: string;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postStudentSessionsByIdPractice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attachment: {
                                kind: "png" | "jpeg" | "pdf";
                                name: string;
                                size: number;
                                url: string;
                            } | null;
                            id: number;
                            review: {
                                comment: string;
                                outcome: "done" | "try_again";
                                reviewed_at: string;
                                tutor_name: string;
                            } | null;
                            status: "submitted" | "done" | "try_again";
                            submitted_at: string;
                            text: string;
                            version: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudentSessionsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            batch_name: string;
                            /** @description ISO date (YYYY-MM-DD) */
                            date: string;
                            ends_at?: string;
                            meeting_url: string | null;
                            moved_from_date?: string | null;
                            session_id?: number;
                            session_no: number;
                            starts_at?: string;
                            timing: string;
                            topic: string;
                            tutor_email: string;
                            tutor_full_name: string;
                            tutor_name: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStudentStanding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attended: number;
                            batch: {
                                first_class: string | null;
                                id: number;
                                last_class: string | null;
                                name: string;
                                status: string;
                                timing: string;
                            } | null;
                            certificate_no: string | null;
                            certificate_revoked: boolean;
                            held: number;
                            remaining: number;
                            required: number;
                            short_by: number;
                            stage: "not_paid" | "refunded" | "waiting" | "placed" | "in_course" | "graduated" | "graduated_short";
                            total: number;
                        };
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStudentTicketsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            description: string;
                            priority: string;
                            replies: {
                                author: string;
                                created_at: string;
                                message: string;
                            }[];
                            status: string;
                            subject: string;
                            ticket_id: number;
                            updated_at: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStudentWhatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed_at: string | null;
                            consent_text: string;
                            number: string;
                            on: boolean;
                            source: "registration" | "profile" | "whatsapp" | null;
                            will_receive: string[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    putStudentWhatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    on: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed_at: string | null;
                            consent_text: string;
                            number: string;
                            on: boolean;
                            source: "registration" | "profile" | "whatsapp" | null;
                            will_receive: string[];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postSupportTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    priority: string;
                    subject: string;
                    userId: number | string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                        ticket_id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSupportTicketsByTutorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            description: string;
                            /** @description Low | Medium | High | Critical */
                            priority: string;
                            replies: {
                                author: string;
                                created_at: string;
                                message: string;
                            }[];
                            reply_message: string | null;
                            /** @description Open | In Progress | Resolved | Closed */
                            status: string;
                            subject: string;
                            support_id: number;
                            updated_at: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSupportTicketsByTutorIdStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            open_tickets: number;
                            total_tickets: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        designation: string;
                        id: number;
                        image_url: string | null;
                        name: string;
                    }[];
                };
            };
        };
    };
    getTestimonials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        id: number;
                        image_url: string | null;
                        name: string;
                        profession: string;
                    }[];
                };
            };
        };
    };
    postTutorSupportTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    priority?: string;
                    subject: string;
                    tutor_id: number | string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                        support_id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTutorBatchStudentsByBatchId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email?: string;
                            id: number;
                            name: string;
                            phone_number?: string;
                        }[];
                        own: boolean;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorBatchesByBatchIdDiscussion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                id: number;
                                name: string;
                            } | null;
                            limits: {
                                body_max: number;
                                image_max_bytes: number;
                                title_max: number;
                            };
                            sessions: {
                                id: number;
                                session_no: number;
                                topic: string;
                            }[];
                            threads: {
                                answered: boolean;
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                created_at: string;
                                excerpt: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                last_activity_at: string;
                                open_reports: number;
                                pinned: boolean;
                                replies: number;
                                session: {
                                    id: number;
                                    session_no: number;
                                    topic: string;
                                } | null;
                                title: string;
                            }[];
                            viewer: {
                                can_moderate: boolean;
                                muted: {
                                    message: string;
                                    reason: string;
                                    until: string;
                                } | null;
                                role: "student" | "tutor" | "staff";
                            };
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTutorBatchesByBatchIdDiscussionMutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                    reason: string;
                    student_id: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            muted_until: string | null;
                            student_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteTutorBatchesByBatchIdDiscussionMutesByStudentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
                studentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            muted_until: string | null;
                            student_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTutorBatchesByBatchIdDiscussionThreads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            thread_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTutorBatchesByBatchIdPractice: {
        parameters: {
            query?: {
                session_no?: number;
                status?: "submitted" | "done" | "try_again";
            };
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            items: ({
                                attachment: {
                                    kind: "png" | "jpeg" | "pdf";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                id: number;
                                review: {
                                    comment: string;
                                    outcome: "done" | "try_again";
                                    reviewed_at: string;
                                    tutor_name: string;
                                } | null;
                                status: "submitted" | "done" | "try_again";
                                submitted_at: string;
                                text: string;
                                version: number;
                            } & {
                                latest: boolean;
                                session_id: number;
                                session_no: number;
                                student_id: number;
                                student_name: string;
                                topic: string;
                            })[];
                            sessions: {
                                session_no: number;
                                topic: string;
                            }[];
                            waiting: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorBatchesByBatchIdPracticeTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            tasks: {
                                edited: boolean;
                                session_no: number;
                                task: {
                                    en: string;
                                    hi: string;
                                };
                                title: {
                                    en: string;
                                    hi: string;
                                };
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putTutorBatchesByBatchIdPracticeTasksBySessionNo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
                sessionNo: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    task_en: string;
                    task_hi: string;
                    title_en: string;
                    title_hi: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            edited: boolean;
                            session_no: number;
                            task: {
                                en: string;
                                hi: string;
                            };
                            title: {
                                en: string;
                                hi: string;
                            };
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteTutorBatchesByBatchIdPracticeTasksBySessionNo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
                sessionNo: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            edited: boolean;
                            session_no: number;
                            task: {
                                en: string;
                                hi: string;
                            };
                            title: {
                                en: string;
                                hi: string;
                            };
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorBatchesByBatchIdProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attendance_needed: number;
                            batch_id: number;
                            batch_status: string;
                            held: number;
                            students: {
                                at_risk: boolean;
                                attended: number;
                                caught_up: number;
                                certificate_earned: boolean;
                                held: number;
                                modules_completed: number;
                                name: string;
                                on_track: boolean;
                                practice_done: number;
                                student_id: number;
                            }[];
                            total_sessions: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorBatchesByBatchIdQuizzes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            modules: {
                                module_no: number;
                                title: string;
                            }[];
                            pass_percent: number;
                            students: {
                                modules: {
                                    attempts: number;
                                    best_percent: number | null;
                                    module_no: number;
                                    passed: boolean;
                                }[];
                                name: string;
                                student_id: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorBatchesByBatchIdSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            batch_status: string;
                            sessions: {
                                attendance?: ("present" | "absent" | "late") | null;
                                attended_count?: number;
                                date: string;
                                ends_at?: string;
                                has_notes: boolean;
                                has_recording: boolean;
                                held: boolean;
                                id: number;
                                marked?: boolean;
                                materials: number;
                                module_no: number;
                                moved_from_date?: string | null;
                                practice?: ("submitted" | "done" | "try_again") | null;
                                rating_average?: number | null;
                                rating_count?: number;
                                session_no: number;
                                starts_at?: string;
                                topic: string;
                            }[];
                            students: number;
                            timing: string;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorBatchesByTutorId: {
        parameters: {
            query?: {
                /** @description active | completed | inactive | all (any case) */
                status?: string;
            };
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number;
                            batch_name: string;
                            created_at: string;
                            meeting_url: string | null;
                            no_of_people: number;
                            start_date: string | null;
                            /** @description Active | Inactive | Completed */
                            status: string;
                            timing: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorBatchesByTutorIdStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active_batches: number;
                            active_students: number;
                            completed_batches: number;
                            total_batches: number;
                            total_students: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putTutorDiscussionPostsByPostIdModeration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTutorDiscussionThreadsByThreadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch: {
                                id: number;
                                name: string;
                            };
                            limits: {
                                body_max: number;
                                image_max_bytes: number;
                                title_max: number;
                            };
                            post: {
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                body: string;
                                created_at: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                image: {
                                    kind: "png" | "jpeg";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                is_answer: boolean;
                                reported_by_me: boolean;
                                reports: {
                                    at: string;
                                    note: string;
                                    reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                                }[];
                                thread_id: number;
                            };
                            replies: {
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                body: string;
                                created_at: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                image: {
                                    kind: "png" | "jpeg";
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                is_answer: boolean;
                                reported_by_me: boolean;
                                reports: {
                                    at: string;
                                    note: string;
                                    reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                                }[];
                                thread_id: number;
                            }[];
                            thread: {
                                answered: boolean;
                                author: {
                                    id: number;
                                    me: boolean;
                                    muted_until: string | null;
                                    name: string;
                                    role: "student" | "tutor" | "staff";
                                };
                                created_at: string;
                                excerpt: string;
                                hidden: {
                                    at: string;
                                    by: string;
                                    reason: string;
                                } | null;
                                id: number;
                                last_activity_at: string;
                                open_reports: number;
                                pinned: boolean;
                                replies: number;
                                session: {
                                    id: number;
                                    session_no: number;
                                    topic: string;
                                } | null;
                                title: string;
                            };
                            viewer: {
                                can_moderate: boolean;
                                muted: {
                                    message: string;
                                    reason: string;
                                    until: string;
                                } | null;
                                role: "student" | "tutor" | "staff";
                            };
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTutorDiscussionThreadsByThreadIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            author: {
                                id: number;
                                me: boolean;
                                muted_until: string | null;
                                name: string;
                                role: "student" | "tutor" | "staff";
                            };
                            body: string;
                            created_at: string;
                            hidden: {
                                at: string;
                                by: string;
                                reason: string;
                            } | null;
                            id: number;
                            image: {
                                kind: "png" | "jpeg";
                                name: string;
                                size: number;
                                url: string;
                            } | null;
                            is_answer: boolean;
                            reported_by_me: boolean;
                            reports: {
                                at: string;
                                note: string;
                                reason: "unkind" | "personal" | "spam" | "off_topic" | "other";
                            }[];
                            thread_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTutorLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            email: string;
                            name: string;
                            phone_number: string;
                            tutor_id: number;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTutorLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    getTutorNotificationsByTutorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            message: string;
                            title: string;
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTutorPracticeBySubmissionIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                submissionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                    outcome: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attachment: {
                                kind: "png" | "jpeg" | "pdf";
                                name: string;
                                size: number;
                                url: string;
                            } | null;
                            id: number;
                            review: {
                                comment: string;
                                outcome: "done" | "try_again";
                                reviewed_at: string;
                                tutor_name: string;
                            } | null;
                            status: "submitted" | "done" | "try_again";
                            submitted_at: string;
                            text: string;
                            version: number;
                        } & {
                            latest: boolean;
                            session_id: number;
                            session_no: number;
                            student_id: number;
                            student_name: string;
                            topic: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTutorProfileByTutorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            email: string;
                            name: string;
                            phone_number: string;
                            tutor_id: number;
                        };
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putTutorProfileByTutorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone_number: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            email: string;
                            name: string;
                            phone_number: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTutorUploadsByTutorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            experience_letter: string | null;
                            id: number;
                            resume: string | null;
                            review_status?: "pending" | "approved" | "changes_requested";
                            skills: string;
                            updated_at: string;
                        } | null;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTutorUploadsByTutorIdFilesByKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "resume" | "experience_letter";
                tutor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWhatsappWebhook: {
        parameters: {
            query?: {
                "hub.challenge"?: string;
                "hub.mode"?: string;
                "hub.verify_token"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    postWhatsappWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entry: unknown[];
                    object: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replies: number;
                        statuses: number;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWorkshops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        image_url_1: string | null;
                        image_url_2: string | null;
                        image_url_3: string | null;
                        image_url_4: string | null;
                        image_url_5: string | null;
                        image_url_6: string | null;
                        title: string;
                        /** @description ISO timestamp */
                        uploaded_at: string;
                        uploaded_by: string;
                        workshop_id: number;
                    }[];
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                        user: {
                            email: string;
                            fullname: string;
                            id: number;
                            language?: "en" | "hi";
                            name: string;
                            payment?: {
                                /** @description paise */
                                amount: number;
                                batch?: {
                                    firstClassDate: string | null;
                                    name: string;
                                    timing: string;
                                } | null;
                                courseTitle?: string | null;
                                paidAt: string;
                                transactionId: string;
                            };
                            paymentstatus: "completed" | "pending";
                            phone_number: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    postPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string;
                    paymentStatus?: string;
                    signature: string;
                    transactionId: string;
                    userId: number | string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_title: string | null;
                        invoice_number?: string | null;
                        message: string;
                        payment: {
                            amount: number;
                            currency: string;
                            paidAt: string;
                            transactionId: string;
                        };
                        placement: {
                            batch_id: number;
                            batch_name: string;
                            first_class_date: string | null;
                            moved_from: string | null;
                            start_date: string | null;
                            timing: string;
                        } | null;
                        student_name: string | null;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    age: number | string;
                    course_id?: number | string;
                    designation: string;
                    email: string;
                    fullname: string;
                    language?: string;
                    password: string;
                    phone_number: string;
                    whatsapp_reminders?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                        userId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSandboxAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string;
                    outcome?: "success" | "failure";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        razorpay_order_id: string;
                        razorpay_payment_id: string;
                        razorpay_signature: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSandboxCheckoutJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postSandboxPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    method: "upi" | "card" | "netbanking";
                    orderId: string;
                    outcome: "approve" | "decline" | "expire";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: {
                            description: string;
                            reason: string;
                        };
                        razorpay_order_id: string;
                        razorpay_payment_id: string;
                        razorpay_signature?: string;
                        status: "captured" | "failed";
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSandboxUpiByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        qrSvg: string;
                        /** @enum {boolean} */
                        success: true;
                        uri: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postTutorRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    mobile_number: string;
                    name: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        success: boolean;
                        tutor: {
                            created_at: string;
                            email: string;
                            name: string;
                            phone_number: string;
                            tutor_id: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTutorUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            experience_letter: string | null;
                            id: number;
                            resume: string | null;
                            review_status?: "pending" | "approved" | "changes_requested";
                            skills: string;
                            updated_at: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putTutorUploadsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            experience_letter: string | null;
                            id: number;
                            resume: string | null;
                            review_status?: "pending" | "approved" | "changes_requested";
                            skills: string;
                            updated_at: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
