/**
 * A class session as a place (students of the batch who paid, and its tutor): the session page,
 * Join and recording opens through the API (recorded), materials (upload, list, download, remove),
 * the recording link and notes, attendance (tutor for 7 days, staff after, audited), progress.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as S from '@ai-women/contracts/schemas';
import {
  ATTENDANCE_STATUSES,
  JOIN_OPENS_BEFORE_MS,
  SESSION_LIMITS,
  SESSION_MESSAGES,
  RESCHEDULE_MESSAGES,
  attendanceNeeded,
  attended,
  isPaymentCompleted,
  normaliseLink,
  redirectTarget,
  rescheduleRules,
  validateRecordingLink,
  validateSessionNotes,
  type AttendanceStatus,
  type PracticeStatus,
} from '@ai-women/contracts';
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/errors';
import { iso } from '../lib/shape';
import { apiBaseUrl, sessionJoinUrl } from '../lib/urls';
import { inputProblem } from '../lib/input-guards';
import { uploadReadError } from '../lib/upload-deadline';
import { indiaDateTime } from '../lib/india-time';
import { requireStaff } from '../auth/staff';
import { contentDisposition, storedFileName } from '../lib/downloads';
import {
  addMaterial,
  attendanceEditableUntil,
  attendanceMarksOf,
  attendanceOf,
  batchCurriculum,
  tutorBatchOf,
  batchProgress,
  catchUpStanding,
  batchRoster,
  batchSessions,
  currentBatchOf,
  deleteMaterial,
  findMaterial,
  isHeld,
  loadSession,
  markAttendanceByStaff,
  markAttendanceByTutor,
  materialCount,
  materialCountsOf,
  materialsOf,
  practiceCounts,
  recordEvent,
  saveRecordingLink,
  saveSessionNotes,
  sessionByNo,
  sessionRoster,
  sessionTimes,
  sessionTimesView,
  studentCourseReads,
  viewerOf,
  assertStudentOfBatch,
  type AttendanceRecord,
  type BatchFacts,
  type MaterialRow,
  type SessionRow,
  type Viewer,
} from './service';
import { ratingsBySession } from './feedback';
import { assertMayMove, rescheduleSession } from './reschedule';
import { KIND_LABEL, MIME, STORAGE_EXTENSION, kindOfName, sniffMaterial } from './sniff';
import { studentTag } from '../lib/read-cache';

const sessions: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { files, config, clock, readCache } = app.deps;
  const tags = ['sessions'];
  const courseReads = studentCourseReads(db);
  // The API's clock (moved only by PUT /test/clock under TEST_CLOCK=1, for browser journeys).
  const now = () => clock.now();
  const base = () => apiBaseUrl(config);

  const materialView = (m: MaterialRow) => ({
    id: m.id,
    name: m.name,
    kind: m.kind,
    size: m.size,
    url: `${base()}/api/sessions/${m.sessionId}/materials/${m.id}`,
    created_at: iso(m.createdAt),
  });

  async function catchUpSummaryOf(session: SessionRow, studentId: number, status: string | undefined) {
    const c = await catchUpStanding(db, session, studentId, now(), { status });
    return c.state === 'attended' ? null : { state: c.state, last_day: c.lastDay, caught_up_on: c.caughtUpOn };
  }

  async function detail(session: SessionRow, batch: BatchFacts, viewer: Viewer) {
    const held = isHeld(session, batch.timing, now());
    const materials = (await materialsOf(db, [session.id])).map(materialView);
    const curriculum = await batchCurriculum(db, batch.id);
    const common = {
      id: session.id,
      batch_id: batch.id,
      batch_name: batch.name,
      batch_status: batch.status,
      timing: batch.timing,
      session_no: session.sessionNo,
      module_no: session.moduleNo,
      date: session.date,
      topic: session.topic,
      curriculum: curriculum ?? 'everyday',
      held,
      ...sessionTimesView(session, batch.timing),
      notes: session.notes,
      recording_open_url: session.recordingUrl ? `${base()}/api/sessions/${session.id}/recording` : null,
      materials,
    };
    if (viewer.role === 'student') {
      const mark = await attendanceOf(db, session.id, viewer.studentId);
      return {
        ...common,
        my_attendance: (mark as AttendanceStatus | undefined) ?? null,
        join_url: sessionJoinUrl(base(), session.id),
        catch_up: held && !attended(mark) ? await catchUpSummaryOf(session, viewer.studentId, mark) : null,
      };
    }
    const until = attendanceEditableUntil(session, batch.timing);
    return {
      ...common,
      recording_url: session.recordingUrl,
      roster: held ? await sessionRoster(db, session, batch) : [],
      attendance_editable: held && now() <= until,
      attendance_editable_until: until.toISOString(),
    };
  }

  /** The session, its batch, and who asks (401/403/404 decided here, never by a page). */
  async function open(req: FastifyRequest, id: number, only?: 'student' | 'tutor') {
    const { studentId, tutorId, staffId } = req.session;
    if (studentId === undefined && tutorId === undefined && staffId === undefined) throw unauthorized();
    const { session, batch } = await loadSession(db, id);
    const viewer = await viewerOf(req, db, batch, only);
    return { session, batch, viewer };
  }

  const requireHeld = (session: SessionRow, batch: BatchFacts) => {
    if (!isHeld(session, batch.timing, now())) throw conflict(SESSION_MESSAGES.notHeld);
  };

  // ---------------------------------------------------------------- the student's course
  app.get(
    '/api/student/my-sessions',
    { config: { auth: 'student' }, schema: { tags, response: { 200: S.MySessionsResponse } } },
    async (req) => {
      const studentId = req.session.studentId!;
      const at = now();
      // Cached on the embedded database like her other reads (dropped by every write, a join click
      // and a recording opened included); the minute in the key lets "held" follow the clock.
      return readCache.get(
        `my-sessions:${studentId}:${Math.floor(at.getTime() / 60_000)}`,
        [studentTag(studentId)],
        () => mySessions(studentId, at),
      );
    },
  );

  async function mySessions(studentId: number, at: Date) {
    // Two queries where there were seven: on PostgreSQL each is a round trip to another process, and
    // this read sits on her dashboard. The answers (and the 403 for an unpaid account) are unchanged.
    const current = await courseReads.currentBatchAndPayment(studentId);
    if (!current) return { success: true as const, data: null };
    const { batch } = current;
    if (!isPaymentCompleted(current.paymentStatus)) throw forbidden(SESSION_MESSAGES.unpaid);
    const { progress, materialCounts, practice } = await courseReads.course(batch, studentId, at);
    const mine = progress.perStudent.get(studentId)!;
    // The practice set so far is one task per held session; done is what her tutor marked done.
    const practiceDone = progress.sessions.filter((s) => practice.get(s.id) === 'done').length;
    return {
      success: true,
      data: {
        batch_id: batch.id,
        batch_name: batch.name,
        batch_status: batch.status,
        timing: batch.timing,
        sessions: progress.sessions.map((s) => ({
          ...summary(s, progress.heldIds.has(s.id), materialCounts.get(s.id) ?? 0, batch.timing),
          attendance: (mine.statusOf.get(s.id) as AttendanceStatus | undefined) ?? null,
          practice: (practice.get(s.id) as PracticeStatus | undefined) ?? null,
        })),
        progress: {
          held: mine.held,
          attended: mine.attended,
          caught_up: mine.caughtUp.length,
          practice_done: practiceDone,
          practice_set: mine.held,
          total_sessions: progress.sessions.length,
          modules_completed: mine.modulesCompleted,
          modules_total: SESSION_LIMITS.modules,
          next: progress.next
            ? { session_no: progress.next.sessionNo, date: progress.next.date, topic: progress.next.topic }
            : null,
          on_track: mine.onTrack,
          certificate_earned: mine.certificateEarned,
          attendance_needed: mine.needed,
        },
      },
    };
  }

  app.get(
    '/api/student/my-sessions/:sessionNo',
    {
      config: { auth: 'student' },
      schema: { tags, params: S.SessionNoParams, response: { 200: S.SessionDetailResponse } },
    },
    async (req) => {
      const studentId = req.session.studentId!;
      const { sessionNo } = req.params;
      // Cached on the embedded database like her other reads; the minute lets "held" follow the clock.
      return readCache.get(
        `my-session:${studentId}:${sessionNo}:${Math.floor(now().getTime() / 60_000)}`,
        [studentTag(studentId)],
        async () => {
          const batch = await currentBatchOf(db, studentId);
          if (!batch) throw notFound(SESSION_MESSAGES.notFound);
          await assertStudentOfBatch(db, studentId, batch.id);
          const session = await sessionByNo(db, batch.id, sessionNo);
          if (!session) throw notFound(SESSION_MESSAGES.notFound);
          return { success: true, data: await detail(session, batch, { role: 'student', studentId }) };
        },
      );
    },
  );

  const summary = (s: SessionRow, held: boolean, materials: number, timing: string) => ({
    id: s.id,
    session_no: s.sessionNo,
    module_no: s.moduleNo,
    date: s.date,
    topic: s.topic,
    held,
    ...sessionTimesView(s, timing),
    has_recording: Boolean(s.recordingUrl),
    materials,
    has_notes: Boolean(s.notes),
  });

  // ---------------------------------------------------------------- one session (student or tutor)
  app.get(
    '/api/sessions/:id',
    { schema: { tags, params: S.SessionIdParams, response: { 200: S.SessionDetailResponse } } },
    async (req) => {
      const { session, batch, viewer } = await open(req, req.params.id);
      return { success: true, data: await detail(session, batch, viewer) };
    },
  );

  /** Join: records the click, then the batch's meeting; outside the window, when it opens. */
  app.get(
    '/api/sessions/:id/join',
    {
      // A click changes her attendance record and what tutors see of it, nobody else's reads.
      config: { changesData: true, readCacheScope: 'viewer' },
      schema: { tags, params: S.SessionIdParams, response: { 409: S.JoinClosedResponse } },
    },
    async (req, reply) => {
      const { session, batch, viewer } = await open(req, req.params.id, 'student');
      const { start, end } = sessionTimes(session, batch.timing);
      const opensAt = new Date(start.getTime() - JOIN_OPENS_BEFORE_MS);
      const at = now();
      let message: string | null = null;
      // A link stored before the link rule may hold a line break: the redirect goes to its normalised
      // form, or she is told it cannot be opened (a header cannot carry it, and a 500 helps nobody).
      const target = redirectTarget(batch.meetingUrl);
      if (!batch.meetingUrl) message = SESSION_MESSAGES.noMeeting;
      else if (!target) message = SESSION_MESSAGES.brokenMeeting;
      else if (at < opensAt)
        message = `Join opens at ${indiaDateTime(opensAt)}, 15 minutes before Session ${session.sessionNo} starts.`;
      else if (at > end)
        message = `${SESSION_MESSAGES.joinEnded} Its recording and materials are on the session page.`;
      if (message === null && viewer.role === 'student') {
        await recordEvent(db, session.id, viewer.studentId, 'join', now());
        return reply.redirect(target!, 302);
      }
      const body = {
        success: false as const,
        message: message!,
        opens_at: opensAt.toISOString(),
        closes_at: end.toISOString(),
      };
      reply.status(409).header('cache-control', 'no-store');
      // A Join button opens this in a tab: a person is sent to the session's own page on the site
      // (styled, in her language, with Join disabled and when it opens); a program reads JSON.
      if ((req.headers.accept ?? '').includes('text/html')) {
        const why = at < opensAt ? 'early' : at > end ? 'ended' : 'unavailable';
        return reply.redirect(`${config.mail.siteUrl}/sessions/${session.sessionNo}?join=${why}`, 302);
      }
      return body;
    },
  );

  /** The recording: opened through the API so her progress counts it. */
  app.get(
    '/api/sessions/:id/recording',
    { config: { changesData: true, readCacheScope: 'viewer' }, schema: { tags, params: S.SessionIdParams } },
    async (req, reply) => {
      const { session, viewer } = await open(req, req.params.id);
      if (!session.recordingUrl) throw notFound(SESSION_MESSAGES.noRecording);
      // As for Join: only ever the normalised link goes into the Location header.
      const target = redirectTarget(session.recordingUrl);
      if (!target) throw conflict(SESSION_MESSAGES.brokenRecording);
      if (viewer.role === 'student') await recordEvent(db, session.id, viewer.studentId, 'recording', now());
      reply.header('cache-control', 'no-store');
      return reply.redirect(target, 302);
    },
  );

  // ---------------------------------------------------------------- recording link and notes (tutor)
  app.put(
    '/api/sessions/:id/recording',
    {
      config: {
        auth: 'tutor',
        rules: (body) => ({ recording_url: validateRecordingLink(body.recording_url) }),
      },
      schema: {
        tags,
        params: S.SessionIdParams,
        body: S.RecordingBody,
        response: { 200: S.RecordingResponse },
      },
    },
    async (req) => {
      const { session, batch } = await open(req, req.params.id, 'tutor');
      const problem = validateRecordingLink(req.body.recording_url);
      if (problem) throw badRequest(problem, { errors: { recording_url: problem } });
      requireHeld(session, batch);
      const link = normaliseLink(req.body.recording_url).href!;
      await saveRecordingLink(db, session, link, now(), config.mail.siteUrl);
      return { success: true, message: SESSION_MESSAGES.recordingSaved, recording_url: link };
    },
  );

  app.put(
    '/api/sessions/:id/notes',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.SessionIdParams, body: S.NotesBody, response: { 200: S.NotesResponse } },
    },
    async (req) => {
      const { session, batch } = await open(req, req.params.id, 'tutor');
      const problem = validateSessionNotes(req.body.notes) ?? inputProblem(req.body.notes);
      if (problem) throw badRequest(problem, { errors: { notes: problem } });
      requireHeld(session, batch);
      // Notes are kept as the tutor typed them (line breaks included) and only ever shown as text.
      const notes = req.body.notes.replace(/\r\n?/g, '\n').trim() || null;
      await saveSessionNotes(db, session.id, notes, now());
      return { success: true, message: SESSION_MESSAGES.notesSaved, notes };
    },
  );

  // ---------------------------------------------------------------- materials
  app.post(
    '/api/sessions/:id/materials',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: S.SessionIdParams,
        response: { 201: S.MaterialResponse },
      },
    },
    async (req, reply) => {
      const { session, batch, viewer } = await open(req, req.params.id, 'tutor');
      requireHeld(session, batch);
      const file = await readOneFile(req);
      const claimed = kindOfName(file.name);
      const kind = sniffMaterial(file.bytes);
      if (!kind) throw badRequest(SESSION_MESSAGES.fileType);
      if (claimed !== kind)
        throw badRequest(
          `“${file.name}” is ${KIND_LABEL[kind]} but its name says otherwise. Upload it with its real extension (${STORAGE_EXTENSION[kind] === 'jpg' ? '.jpg' : `.${STORAGE_EXTENSION[kind]}`}).`,
        );
      if ((await materialCount(db, session.id)) >= SESSION_LIMITS.materialsMax)
        throw conflict(SESSION_MESSAGES.tooManyFiles);
      const key = files.newKey(STORAGE_EXTENSION[kind]);
      await pipeline(Readable.from([file.bytes]), files.createWriteStream(key));
      try {
        // Counted again under a lock on the session, so two uploads at once cannot pass the limit.
        const row = await addMaterial(db, {
          sessionId: session.id,
          storageKey: key,
          name: file.name,
          kind,
          size: file.bytes.length,
          uploadedBy: (viewer as { tutorId: number }).tutorId,
        });
        reply.status(201);
        return { success: true, message: SESSION_MESSAGES.materialAdded, data: materialView(row) };
      } catch (err) {
        await files.remove(key).catch((e: unknown) => req.log.warn({ err: e }, 'material cleanup failed'));
        throw err;
      }
    },
  );

  /** Exactly one file, at most 20 MB, read whole (it is sniffed before anything is stored). */
  async function readOneFile(req: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
    let found: { name: string; bytes: Buffer } | undefined;
    let problem: HttpError | undefined;
    try {
      for await (const part of req.parts({
        limits: { fileSize: SESSION_LIMITS.materialMaxBytes, files: 1, fields: 2, parts: 3 },
      })) {
        if (part.type !== 'file') {
          problem ??= badRequest(`Unexpected field: ${part.fieldname}`);
          continue;
        }
        if (part.fieldname !== 'file') {
          problem ??= badRequest(`Unexpected file field: ${part.fieldname}`);
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        found = { name: storedFileName(part.filename ?? '', 'material'), bytes };
      }
    } catch (err) {
      throw uploadReadError(req, err, {
        fileTooLarge: SESSION_MESSAGES.fileTooLarge,
        tooManyFiles: { status: 400, message: SESSION_MESSAGES.oneFile },
      });
    }
    if (problem) throw problem;
    if (!found || found.bytes.length === 0) throw badRequest(SESSION_MESSAGES.fileRequired);
    return found;
  }

  app.get(
    '/api/sessions/:id/materials/:materialId',
    { schema: { tags, params: S.SessionMaterialParams } },
    async (req, reply) => {
      const { session } = await open(req, req.params.id);
      const m = await findMaterial(db, session.id, req.params.materialId);
      const file = await files.open(m.storageKey);
      if (!file) throw notFound(SESSION_MESSAGES.materialNotFound);
      reply
        .type(MIME[m.kind as keyof typeof MIME] ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition('attachment', m.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (file.size !== undefined) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );

  // Declared through app.route, which is what the DELETE shorthand does: the layout check reads that
  // shorthand as a query.
  app.route({
    method: 'DELETE',
    url: '/api/sessions/:id/materials/:materialId',
    config: { auth: 'tutor' },
    schema: { tags, params: S.SessionMaterialParams, response: { 200: S.MessageResponse } },
    handler: async (req) => {
      const { session } = await open(req, req.params.id, 'tutor');
      const m = await findMaterial(db, session.id, req.params.materialId);
      await deleteMaterial(db, m.id);
      // The row is gone: a file the store cannot remove now is an orphan the storage sweep deletes.
      await files.remove(m.storageKey).catch((err: unknown) => req.log.warn({ err }, 'material not removed'));
      return { success: true, message: SESSION_MESSAGES.materialRemoved };
    },
  });

  // ---------------------------------------------------------------- attendance
  /** Checks a roster against the batch: each student once, in the batch, with a known status. */
  async function checkRecords(batchId: number, records: AttendanceRecord[]) {
    const ids = records.map((r) => r.student_id);
    if (new Set(ids).size !== ids.length) throw badRequest(SESSION_MESSAGES.attendanceDuplicate);
    if (records.some((r) => !(ATTENDANCE_STATUSES as readonly string[]).includes(r.status)))
      throw badRequest(SESSION_MESSAGES.attendanceStatus);
    const roster = new Set((await batchRoster(db, batchId)).map((s) => s.id));
    if (ids.some((id) => !roster.has(id))) throw badRequest(SESSION_MESSAGES.attendanceNotInBatch);
  }

  app.put(
    '/api/sessions/:id/attendance',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        params: S.SessionIdParams,
        body: S.AttendanceBody,
        response: { 200: S.AttendanceResponse },
      },
    },
    async (req) => {
      const { session, batch, viewer } = await open(req, req.params.id, 'tutor');
      requireHeld(session, batch);
      if (now() > attendanceEditableUntil(session, batch.timing))
        throw forbidden(SESSION_MESSAGES.attendanceLocked);
      await checkRecords(batch.id, req.body.records);
      await markAttendanceByTutor(db, session.id, req.body.records, (viewer as { tutorId: number }).tutorId);
      return { success: true, message: SESSION_MESSAGES.attendanceSaved, saved: req.body.records.length };
    },
  );

  /** Staff change attendance at any time (after the tutor's 7 days too); every change is audited. */
  app.put(
    '/api/staff/sessions/:id/attendance',
    {
      // Staff only, decided before the body is validated: a stranger learns nothing about the input.
      preValidation: async (req) => {
        await requireStaff(req, db, ['admin']);
      },
      schema: {
        tags,
        params: S.SessionIdParams,
        body: S.AttendanceBody,
        response: { 200: S.AttendanceResponse },
      },
    },
    async (req) => {
      const who = await requireStaff(req, db, ['admin']);
      const { session, batch } = await loadSession(db, req.params.id);
      requireHeld(session, batch);
      await checkRecords(batch.id, req.body.records);
      await markAttendanceByStaff(db, who, session.id, req.body.records);
      return { success: true, message: SESSION_MESSAGES.attendanceSaved, saved: req.body.records.length };
    },
  );

  // ---------------------------------------------------------------- moving a session (its tutor)
  app.put(
    '/api/sessions/:id/schedule',
    {
      config: { auth: 'tutor', rules: rescheduleRules },
      // Another tutor's session is a 403 before its body is read: she learns nothing about the input.
      preValidation: async (req) => {
        const { id } = req.params as { id?: unknown };
        const sessionId = Number(id);
        if (!Number.isInteger(sessionId) || sessionId < 1) return;
        const { batch } = await loadSession(db, sessionId);
        assertMayMove({ tutorId: req.session.tutorId! }, batch);
      },
      schema: {
        tags,
        params: S.SessionIdParams,
        body: S.RescheduleBody,
        response: { 200: S.RescheduleResponse },
      },
    },
    async (req) => ({
      success: true,
      message: RESCHEDULE_MESSAGES.moved,
      data: await rescheduleSession(db, { tutorId: req.session.tutorId! }, req.params.id, req.body, now()),
    }),
  );

  // ---------------------------------------------------------------- the tutor's view of a batch
  const tutorBatch = (req: FastifyRequest, batchId: number) => tutorBatchOf(req, db, batchId);

  app.get(
    '/api/tutor/batches/:batchId/sessions',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.BatchIdParams, response: { 200: S.BatchSessionsResponse } },
    },
    async (req) => {
      const batch = await tutorBatch(req, req.params.batchId);
      const list = await batchSessions(db, batch.id);
      const counts = await materialCountsOf(
        db,
        list.map((s) => s.id),
      );
      const marks = await attendanceMarksOf(
        db,
        list.map((s) => s.id),
      );
      const roster = await batchRoster(db, batch.id);
      const ratings = await ratingsBySession(
        db,
        list.map((s) => s.id),
      );
      const at = now();
      return {
        success: true,
        data: {
          batch_id: batch.id,
          batch_name: batch.name,
          batch_status: batch.status,
          timing: batch.timing,
          students: roster.length,
          sessions: list.map((s) => {
            const mine = marks.filter((m) => m.sessionId === s.id);
            return {
              ...summary(s, isHeld(s, batch.timing, at), counts.get(s.id) ?? 0, batch.timing),
              marked: mine.length > 0,
              attended_count: mine.filter((m) => m.status === 'present' || m.status === 'late').length,
              rating_average: ratings.get(s.id)?.average ?? null,
              rating_count: ratings.get(s.id)?.count ?? 0,
            };
          }),
        },
      };
    },
  );

  app.get(
    '/api/tutor/batches/:batchId/progress',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.BatchIdParams, response: { 200: S.BatchProgressResponse } },
    },
    async (req) => {
      const batch = await tutorBatch(req, req.params.batchId);
      const roster = await batchRoster(db, batch.id);
      const progress = await batchProgress(
        db,
        batch,
        roster.map((s) => s.id),
        now(),
      );
      const practice = await practiceCounts(
        db,
        batch.id,
        roster.map((s) => s.id),
      );
      const rows = roster.map((s) => {
        const p = progress.perStudent.get(s.id)!;
        return {
          student_id: s.id,
          name: s.name,
          attended: p.attended,
          caught_up: p.caughtUp.length,
          held: p.held,
          practice_done: practice.get(s.id)?.done ?? 0,
          modules_completed: p.modulesCompleted,
          on_track: p.onTrack,
          certificate_earned: p.certificateEarned,
          at_risk: p.atRisk,
        };
      });
      return {
        success: true,
        data: {
          batch_id: batch.id,
          batch_status: batch.status,
          held: progress.heldIds.size,
          total_sessions: progress.sessions.length,
          attendance_needed: attendanceNeeded(progress.sessions.length),
          students: rows,
        },
      };
    },
  );
};

export default sessions;
