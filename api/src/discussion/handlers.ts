/**
 * What every discussion route does, whoever asks: who the member is, reading and storing a post
 * (its photo sniffed first), moderation and pausing. The student's and tutor's routes (./routes.ts)
 * and the staff's (./staff-routes.ts) call these, so the rules cannot drift apart by audience.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DISCUSSION_MESSAGES,
  DISCUSSION_RULES,
  MODERATION_ACTIONS,
  discussionText,
  discussionTitle,
  mutedMessage,
  validateDiscussionBody,
  validateDiscussionTitle,
  validateModerationReason,
  type ModerationAction,
} from '@ai-women/contracts';
import { HttpError, badRequest, forbidden, notFound } from '../lib/errors';
import { studentTag } from '../lib/read-cache';
import { alsoChangesReadsOf } from '../plugins/read-cache';
import { apiBaseUrl } from '../lib/urls';
import { inputProblem } from '../lib/input-guards';
import { readTextAndFile } from '../lib/text-and-file-form';
import { assertPaidStudent, batchFacts, type BatchFacts } from '../sessions/service';
import { STORAGE_EXTENSION, sniffMaterial } from '../sessions/sniff';
import {
  activeMute,
  addPost,
  discussionPost,
  isStudentOfBatch,
  moderate,
  pauseMember,
  pausedUntil,
  postById,
  postsSince,
  resumeMember,
  sessionOfBatch,
  type Member,
  type PostRow,
} from './service';

const PHOTO_KINDS: readonly string[] = DISCUSSION_RULES.imageKinds;
const DAY_MS = 24 * 60 * 60 * 1000;

export function discussionHandlers(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { files, config, clock } = app.deps;
  const now = () => clock.now();
  const base = () => apiBaseUrl(config);

  // ---------------------------------------------------------------- who is asking

  const studentMember = (req: FastifyRequest): Member => ({ kind: 'student', id: req.session.studentId! });
  const tutorMember = (req: FastifyRequest): Member => ({ kind: 'tutor', id: req.session.tutorId! });
  const staffMember = (req: FastifyRequest): Member => ({ kind: 'staff', id: req.staff!.id, principal: req.staff! });

  /** A paid student of this batch (live enrolment); 403 otherwise, with why. */
  async function assertStudentMember(studentId: number, batchId: number) {
    await assertPaidStudent(db, studentId);
    if (!(await isStudentOfBatch(db, batchId, studentId))) throw forbidden(DISCUSSION_MESSAGES.notMember);
  }

  /** The member of the batch a student or tutor request is (staff are members of every batch). */
  async function memberOf(req: FastifyRequest, batch: BatchFacts, as: 'student' | 'tutor'): Promise<Member> {
    if (as === 'tutor') {
      if (batch.tutorId !== req.session.tutorId) throw forbidden(DISCUSSION_MESSAGES.notMember);
      return tutorMember(req);
    }
    await assertStudentMember(req.session.studentId!, batch.id);
    return studentMember(req);
  }

  /** The batch a tutor or staff path names: 404 when there is none, 403 for another tutor's. */
  async function namedBatch(req: FastifyRequest, batchId: number, as: 'tutor' | 'staff') {
    const batch = await batchFacts(db, batchId);
    if (!batch) throw notFound('Batch not found');
    const member = as === 'staff' ? staffMember(req) : await memberOf(req, batch, 'tutor');
    return { batch, member };
  }

  // ---------------------------------------------------------------- the shared handlers

  /** A thread or reply form: read whole, checked, and its photo sniffed before anything is stored. */
  async function readPost(req: FastifyRequest, withTitle: boolean) {
    const fields = withTitle ? (['title', 'body', 'session_id'] as const) : (['body'] as const);
    const { values, file } = await readTextAndFile<'title' | 'body' | 'session_id'>(req, {
      fields,
      fileField: 'image',
      fileMaxBytes: DISCUSSION_RULES.imageMaxBytes,
      tooLong: {
        title: DISCUSSION_MESSAGES.titleTooLong,
        body: DISCUSSION_MESSAGES.bodyTooLong,
        session_id: DISCUSSION_MESSAGES.noSuchSession,
      },
      messages: {
        fileTooLarge: DISCUSSION_MESSAGES.imageTooLarge,
        tooManyFiles: { status: 400, message: DISCUSSION_MESSAGES.oneImage },
      },
      fallbackName: 'photo',
    });
    const errors: Record<string, string> = {};
    if (withTitle) {
      const problem = validateDiscussionTitle(values.title) ?? inputProblem(values.title);
      if (problem) errors.title = problem;
    }
    const problem = validateDiscussionBody(values.body) ?? inputProblem(values.body);
    if (problem) errors.body = problem;
    const kind = file ? sniffMaterial(file.bytes) : null;
    if (file && (!kind || !PHOTO_KINDS.includes(kind))) errors.image = DISCUSSION_MESSAGES.imageType;
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, { errors });
    const sessionRaw = withTitle ? values.session_id.trim() : '';
    if (sessionRaw !== '' && !/^[1-9][0-9]{0,8}$/.test(sessionRaw))
      throw badRequest(DISCUSSION_MESSAGES.noSuchSession, { errors: { session_id: DISCUSSION_MESSAGES.noSuchSession } });
    const sessionId = sessionRaw === '' ? null : Number(sessionRaw);
    return {
      title: withTitle ? discussionTitle(values.title) : null,
      body: discussionText(values.body),
      sessionId,
      photo: file && kind ? { bytes: file.bytes, name: file.name, kind } : null,
    };
  }

  /** Refuses a paused student (403, with the reason she was given) and anyone posting too fast (429). */
  async function assertMayPost(member: Member, batchId: number) {
    if (member.kind !== 'student') return;
    const at = now();
    const mute = await activeMute(db, batchId, member.id, at);
    if (mute) throw forbidden(mutedMessage(pausedUntil(mute.until), mute.reason));
    const since = new Date(at.getTime() - DISCUSSION_RULES.postWindowMinutes * 60_000);
    if ((await postsSince(db, member, since)) >= DISCUSSION_RULES.postsPerWindow)
      throw new HttpError(429, DISCUSSION_MESSAGES.rateLimited);
  }

  /** Stores a post (and its photo, removed again if the row is not written). */
  async function writePost(req: FastifyRequest, member: Member, batch: BatchFacts, thread: PostRow | null) {
    await assertMayPost(member, batch.id);
    const form = await readPost(req, thread === null);
    const sessionId = form.sessionId === null ? null : await sessionOfBatch(db, batch.id, form.sessionId);
    let image: { key: string; name: string; kind: string; size: number } | null = null;
    if (form.photo) {
      const key = files.newKey(STORAGE_EXTENSION[form.photo.kind as 'png' | 'jpeg']);
      await pipeline(Readable.from([form.photo.bytes]), files.createWriteStream(key));
      image = { key, name: form.photo.name, kind: form.photo.kind, size: form.photo.bytes.length };
    }
    try {
      return await addPost(db, {
        batchId: batch.id,
        thread,
        title: form.title,
        sessionId,
        author: member,
        body: form.body,
        image,
        now: now(),
        siteUrl: config.mail.siteUrl,
      });
    } catch (err) {
      if (image)
        await files.remove(image.key).catch((e: unknown) => req.log.warn({ err: e }, 'discussion photo cleanup failed'));
      throw err;
    }
  }

  const created = async (req: FastifyRequest, member: Member, batch: BatchFacts) => {
    const row = await writePost(req, member, batch, null);
    return { success: true as const, message: DISCUSSION_MESSAGES.threadPosted, data: { thread_id: row.id } };
  };

  const replied = async (req: FastifyRequest, member: Member, found: { post: PostRow; batch: BatchFacts }) => {
    // A hidden thread takes no replies, and a student cannot tell it from one that never was.
    if (found.post.hiddenAt && member.kind === 'student') throw notFound(DISCUSSION_MESSAGES.threadNotFound);
    // The reply's notice lands in the thread author's notifications: a viewer-scoped drop must take
    // hers too (a tutor author's reads are dropped with every tutor's).
    if (found.post.authorKind === 'student') alsoChangesReadsOf(req, studentTag(found.post.authorId));
    const row = await writePost(req, member, found.batch, found.post);
    return {
      success: true as const,
      message: DISCUSSION_MESSAGES.posted,
      data: await discussionPost(db, row, member, now(), base()),
    };
  };

  async function moderated(member: Member, postId: number, body: { action: string; reason?: string }) {
    const { post } = await postById(db, postId);
    if (!(MODERATION_ACTIONS as readonly string[]).includes(body.action))
      throw badRequest(DISCUSSION_MESSAGES.action, { errors: { action: DISCUSSION_MESSAGES.action } });
    const reason = discussionText(body.reason ?? '');
    if (body.action === 'hide') {
      const problem = validateModerationReason(reason, DISCUSSION_MESSAGES.hideReason) ?? inputProblem(reason);
      if (problem) throw badRequest(problem, { errors: { reason: problem } });
    }
    const result = await moderate(db, post, member, { action: body.action as ModerationAction, reason, now: now() });
    return { success: true as const, message: result.message };
  }

  async function paused(member: Member, batch: BatchFacts, body: { student_id: number; days: number; reason: string }) {
    if (!(DISCUSSION_RULES.muteDays as readonly number[]).includes(body.days))
      throw badRequest(DISCUSSION_MESSAGES.muteDays, { errors: { days: DISCUSSION_MESSAGES.muteDays } });
    const reason = discussionText(body.reason);
    const problem = validateModerationReason(reason, DISCUSSION_MESSAGES.muteReason) ?? inputProblem(reason);
    if (problem) throw badRequest(problem, { errors: { reason: problem } });
    if (!(await isStudentOfBatch(db, batch.id, body.student_id)))
      throw badRequest(DISCUSSION_MESSAGES.muteStudentsOnly, { errors: { student_id: DISCUSSION_MESSAGES.muteStudentsOnly } });
    const at = now();
    const until = new Date(at.getTime() + body.days * DAY_MS);
    await pauseMember(db, { batchId: batch.id, studentId: body.student_id, until, reason, moderator: member, now: at });
    return {
      success: true as const,
      message: DISCUSSION_MESSAGES.muted,
      data: { student_id: body.student_id, muted_until: until.toISOString() },
    };
  }

  async function resumed(member: Member, batch: BatchFacts, studentId: number) {
    await resumeMember(db, { batchId: batch.id, studentId, moderator: member, now: now() });
    return { success: true as const, message: DISCUSSION_MESSAGES.unmuted, data: { student_id: studentId, muted_until: null } };
  }

  return {
    now,
    base,
    studentMember,
    staffMember,
    memberOf,
    namedBatch,
    created,
    replied,
    moderated,
    paused,
    resumed,
  };
}
