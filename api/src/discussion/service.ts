/**
 * A batch's discussion space: its threads and replies, reports, moderation and paused members.
 * Every query and transaction of the discussion routes lives here, and so does the shape each
 * reader gets: a student never receives a hidden post, a report's author or a moderator's note.
 *
 * A thread is a post without a thread id; its replies name it. Names come from the accounts (the
 * name she gave at registration, the tutor's and staff member's names), never their e-mail or phone.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  DISCUSSION_MESSAGES,
  DISCUSSION_RULES,
  indiaClock,
  indiaDayDmy,
  mutedMessage,
  type DiscussionListData,
  type DiscussionPostView,
  type DiscussionRole,
  type DiscussionThreadData,
  type DiscussionThreadSummaryView,
  type DiscussionViewerView,
  type ModerationAction,
  type ReportReason,
  type StaffDiscussionQueueData,
} from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { badRequest, conflict, notFound } from '../lib/errors';
import { iso } from '../lib/shape';
import { audit, auditByTutor } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';
import { notify, type Notice } from '../notifications/service';
import { queueIfAgreed } from '../messaging/consent';
import { firstName } from '../mail/templates';
import { batchFacts, batchSessions, type BatchFacts } from '../sessions/service';

export type PostRow = typeof t.discussionPosts.$inferSelect;

/** Who reads or writes: a member of the batch, as the routes established it. */
export type Member =
  | { kind: 'student'; id: number }
  | { kind: 'tutor'; id: number }
  | { kind: 'staff'; id: number; principal: StaffPrincipal };

const canModerate = (m: Member) => m.kind !== 'student';

const LIMITS = {
  title_max: DISCUSSION_RULES.titleMax,
  body_max: DISCUSSION_RULES.bodyMax,
  image_max_bytes: DISCUSSION_RULES.imageMaxBytes,
};

/** When a pause ends, as she reads it: the India date and clock. */
export const pausedUntil = (until: Date) => `${indiaDayDmy(until)}, ${indiaClock(until)} IST`;

// ---------------------------------------------------------------- reading

const P = t.discussionPosts;

/** A post by id with its batch: 404 when there is none. */
export async function postById(db: Db, postId: number): Promise<{ post: PostRow; batch: BatchFacts }> {
  const [post] = await db.select().from(P).where(eq(P.id, postId));
  const batch = post ? await batchFacts(db, post.batchId) : undefined;
  if (!post || !batch) throw notFound(DISCUSSION_MESSAGES.postNotFound);
  return { post, batch };
}

/** A thread (a post without a parent) with its batch: 404 when there is none. */
export async function threadById(db: Db, threadId: number): Promise<{ post: PostRow; batch: BatchFacts }> {
  const [post] = await db
    .select()
    .from(P)
    .where(and(eq(P.id, threadId), isNull(P.threadId)));
  const batch = post ? await batchFacts(db, post.batchId) : undefined;
  if (!post || !batch) throw notFound(DISCUSSION_MESSAGES.threadNotFound);
  return { post, batch };
}

/** Her posting in this batch is paused until this time (and why), or null. */
export async function activeMute(db: Db, batchId: number, studentId: number, now: Date) {
  const [mute] = await db
    .select()
    .from(t.discussionMutes)
    .where(
      and(
        eq(t.discussionMutes.batchId, batchId),
        eq(t.discussionMutes.studentId, studentId),
        gt(t.discussionMutes.until, now),
      ),
    );
  return mute ?? null;
}

async function viewerOf(db: Db, batchId: number, member: Member, now: Date): Promise<DiscussionViewerView> {
  const mute = member.kind === 'student' ? await activeMute(db, batchId, member.id, now) : null;
  const until = mute ? pausedUntil(mute.until) : '';
  return {
    role: member.kind,
    can_moderate: canModerate(member),
    muted: mute ? { until: iso(mute.until), reason: mute.reason, message: mutedMessage(until, mute.reason) } : null,
  };
}

const personKey = (kind: string, id: number) => `${kind}:${id}`;

/** The names of everyone who wrote or hid these posts, and (for moderators) who is paused until when. */
async function peopleOf(db: Db, batchId: number, posts: readonly PostRow[], now: Date) {
  const ids = { student: new Set<number>(), tutor: new Set<number>(), staff: new Set<number>() };
  for (const p of posts) {
    ids[p.authorKind as DiscussionRole]?.add(p.authorId);
    if (p.hiddenByKind && p.hiddenById) ids[p.hiddenByKind as DiscussionRole]?.add(p.hiddenById);
  }
  const [students, tutors, staff, mutes] = await Promise.all([
    ids.student.size
      ? db
          .select({ id: t.students.id, name: t.students.fullname })
          .from(t.students)
          .where(inArray(t.students.id, [...ids.student]))
      : [],
    ids.tutor.size
      ? db.select({ id: t.tutors.id, name: t.tutors.name }).from(t.tutors).where(inArray(t.tutors.id, [...ids.tutor]))
      : [],
    ids.staff.size
      ? db.select({ id: t.staff.id, name: t.staff.name }).from(t.staff).where(inArray(t.staff.id, [...ids.staff]))
      : [],
    ids.student.size
      ? db
          .select({ studentId: t.discussionMutes.studentId, until: t.discussionMutes.until })
          .from(t.discussionMutes)
          .where(and(eq(t.discussionMutes.batchId, batchId), gt(t.discussionMutes.until, now)))
      : [],
  ]);
  const names = new Map<string, string>();
  for (const s of students) names.set(personKey('student', s.id), s.name);
  for (const s of tutors) names.set(personKey('tutor', s.id), s.name);
  for (const s of staff) names.set(personKey('staff', s.id), s.name);
  return { names, mutedUntil: new Map(mutes.map((m) => [m.studentId, m.until])) };
}

type People = Awaited<ReturnType<typeof peopleOf>>;

const FALLBACK_NAME: Record<DiscussionRole, string> = {
  student: 'A student',
  tutor: 'The tutor',
  staff: 'The school’s staff',
};

/** Open reports of these posts (moderators), and which of them this member reported. */
async function reportsOf(db: Db, postIds: readonly number[], member: Member) {
  if (postIds.length === 0) return { open: new Map<number, DiscussionPostView['reports']>(), mine: new Set<number>() };
  const R = t.discussionReports;
  const [open, mine] = await Promise.all([
    canModerate(member)
      ? db
          .select({ postId: R.postId, reason: R.reason, note: R.note, at: R.createdAt })
          .from(R)
          .where(and(inArray(R.postId, [...postIds]), isNull(R.resolvedAt)))
          .orderBy(asc(R.createdAt), asc(R.id))
      : [],
    db
      .select({ postId: R.postId })
      .from(R)
      .where(and(inArray(R.postId, [...postIds]), eq(R.reporterKind, member.kind), eq(R.reporterId, member.id))),
  ]);
  const byPost = new Map<number, DiscussionPostView['reports']>();
  for (const r of open) {
    const list = byPost.get(r.postId) ?? [];
    list.push({ reason: r.reason as ReportReason, note: r.note, at: iso(r.at) });
    byPost.set(r.postId, list);
  }
  return { open: byPost, mine: new Set(mine.map((r) => r.postId)) };
}

type Reports = Awaited<ReturnType<typeof reportsOf>>;

function authorView(post: PostRow, member: Member, people: People) {
  const role = post.authorKind as DiscussionRole;
  const until = role === 'student' && canModerate(member) ? people.mutedUntil.get(post.authorId) : undefined;
  return {
    id: post.authorId,
    role,
    name: people.names.get(personKey(role, post.authorId)) ?? FALLBACK_NAME[role],
    me: post.authorKind === member.kind && post.authorId === member.id,
    muted_until: until ? iso(until) : null,
  };
}

function hiddenView(post: PostRow, member: Member, people: People) {
  if (!post.hiddenAt || !canModerate(member)) return null;
  const role = (post.hiddenByKind ?? 'staff') as DiscussionRole;
  const name = people.names.get(personKey(role, post.hiddenById ?? 0)) ?? FALLBACK_NAME[role];
  return { by: `${name} (${role})`, reason: post.hiddenReason ?? '', at: iso(post.hiddenAt) };
}

export const imagePath = (postId: number) => `/api/discussion/posts/${postId}/image`;

function postView(post: PostRow, member: Member, people: People, reports: Reports, base: string): DiscussionPostView {
  return {
    id: post.id,
    thread_id: post.threadId ?? post.id,
    body: post.body,
    image:
      post.imageKey && post.imageKind
        ? {
            name: post.imageName ?? 'photo',
            kind: post.imageKind as 'png' | 'jpeg',
            size: post.imageSize ?? 0,
            url: `${base}${imagePath(post.id)}`,
          }
        : null,
    author: authorView(post, member, people),
    created_at: iso(post.createdAt),
    is_answer: post.isAnswer,
    hidden: hiddenView(post, member, people),
    reports: reports.open.get(post.id) ?? [],
    reported_by_me: reports.mine.has(post.id),
  };
}

/** The first words of a post, on one line, for the list. */
function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > 160 ? `${chars.slice(0, 157).join('').trimEnd()}…` : line;
}

type SessionRef = DiscussionListData['sessions'][number];

async function sessionRefs(db: Db, batchId: number): Promise<SessionRef[]> {
  return (await batchSessions(db, batchId)).map((s) => ({ id: s.id, session_no: s.sessionNo, topic: s.topic }));
}

/** Reply counts (those the member can read), answers and open reports per thread. */
async function threadStats(db: Db, threadIds: readonly number[], member: Member) {
  if (threadIds.length === 0) return new Map<number, { replies: number; answered: boolean; reports: number }>();
  const visible = canModerate(member) ? undefined : isNull(P.hiddenAt);
  const [replies, reports] = await Promise.all([
    db
      .select({
        threadId: P.threadId,
        replies: count(),
        answers: sql<number>`count(*) filter (where ${P.isAnswer} and ${P.hiddenAt} is null)`.mapWith(Number),
      })
      .from(P)
      .where(and(inArray(P.threadId, [...threadIds]), visible))
      .groupBy(P.threadId),
    canModerate(member)
      ? db
          .select({ threadId: sql<number>`coalesce(${P.threadId}, ${P.id})`.mapWith(Number), open: count() })
          .from(t.discussionReports)
          .innerJoin(P, eq(P.id, t.discussionReports.postId))
          .where(
            and(
              isNull(t.discussionReports.resolvedAt),
              or(inArray(P.threadId, [...threadIds]), inArray(P.id, [...threadIds])),
            ),
          )
          .groupBy(sql`coalesce(${P.threadId}, ${P.id})`)
      : [],
  ]);
  const stats = new Map<number, { replies: number; answered: boolean; reports: number }>();
  for (const id of threadIds) stats.set(id, { replies: 0, answered: false, reports: 0 });
  for (const r of replies) {
    const s = stats.get(r.threadId!);
    if (s) Object.assign(s, { replies: r.replies, answered: r.answers > 0 });
  }
  for (const r of reports) {
    const s = stats.get(r.threadId);
    if (s) s.reports = r.open;
  }
  return stats;
}

function summaryView(
  thread: PostRow,
  member: Member,
  people: People,
  sessions: readonly SessionRef[],
  stats: { replies: number; answered: boolean; reports: number },
): DiscussionThreadSummaryView {
  return {
    id: thread.id,
    title: thread.title ?? '',
    excerpt: excerptOf(thread.body),
    session: sessions.find((s) => s.id === thread.sessionId) ?? null,
    author: authorView(thread, member, people),
    created_at: iso(thread.createdAt),
    last_activity_at: iso(thread.lastActivityAt),
    replies: stats.replies,
    pinned: thread.pinned,
    answered: stats.answered,
    hidden: hiddenView(thread, member, people),
    open_reports: canModerate(member) ? stats.reports : 0,
  };
}

/** A batch's threads as this member may read them: pinned first, then the latest activity. */
export async function discussionList(
  db: Db,
  batch: Pick<BatchFacts, 'id' | 'name'>,
  member: Member,
  now: Date,
): Promise<DiscussionListData> {
  const threads = await db
    .select()
    .from(P)
    .where(and(eq(P.batchId, batch.id), isNull(P.threadId), canModerate(member) ? undefined : isNull(P.hiddenAt)))
    .orderBy(desc(P.pinned), desc(P.lastActivityAt), desc(P.id));
  const ids = threads.map((th) => th.id);
  const [viewer, sessions, people, stats] = await Promise.all([
    viewerOf(db, batch.id, member, now),
    sessionRefs(db, batch.id),
    peopleOf(db, batch.id, threads, now),
    threadStats(db, ids, member),
  ]);
  return {
    batch: { id: batch.id, name: batch.name },
    viewer,
    sessions,
    threads: threads.map((th) => summaryView(th, member, people, sessions, stats.get(th.id)!)),
    limits: LIMITS,
  };
}

/** What a paid student without a batch reads: her place, with nothing in it yet. */
export const noBatchList = (): DiscussionListData => ({
  batch: null,
  viewer: { role: 'student', can_moderate: false, muted: null },
  sessions: [],
  threads: [],
  limits: LIMITS,
});

/**
 * One thread: its opening post and replies, oldest first. A student reads only what is visible:
 * a hidden thread is a 404 for her, and hidden replies are left out.
 */
export async function discussionThread(
  db: Db,
  found: { post: PostRow; batch: BatchFacts },
  member: Member,
  now: Date,
  base: string,
): Promise<DiscussionThreadData> {
  const { post: thread, batch } = found;
  if (thread.hiddenAt && !canModerate(member)) throw notFound(DISCUSSION_MESSAGES.threadNotFound);
  const replies = await db
    .select()
    .from(P)
    .where(and(eq(P.threadId, thread.id), canModerate(member) ? undefined : isNull(P.hiddenAt)))
    .orderBy(asc(P.createdAt), asc(P.id));
  const all = [thread, ...replies];
  const [viewer, sessions, people, reports, stats] = await Promise.all([
    viewerOf(db, batch.id, member, now),
    sessionRefs(db, batch.id),
    peopleOf(db, batch.id, all, now),
    reportsOf(
      db,
      all.map((p) => p.id),
      member,
    ),
    threadStats(db, [thread.id], member),
  ]);
  return {
    batch: { id: batch.id, name: batch.name },
    viewer,
    thread: summaryView(thread, member, people, sessions, stats.get(thread.id)!),
    post: postView(thread, member, people, reports, base),
    replies: replies.map((r) => postView(r, member, people, reports, base)),
    limits: LIMITS,
  };
}

/** One post as this member reads it (after writing it). */
export async function discussionPost(db: Db, post: PostRow, member: Member, now: Date, base: string) {
  const [people, reports] = await Promise.all([peopleOf(db, post.batchId, [post], now), reportsOf(db, [post.id], member)]);
  return postView(post, member, people, reports, base);
}

// ---------------------------------------------------------------- writing

/** How many posts this member wrote since then (the rate limit's window). */
export async function postsSince(db: Db, member: Member, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(P)
    .where(and(eq(P.authorKind, member.kind), eq(P.authorId, member.id), gte(P.createdAt, since)));
  return row?.n ?? 0;
}

/** The batch's session by id, or a 400 when the batch has no such session. */
export async function sessionOfBatch(db: Db, batchId: number, sessionId: number) {
  const [session] = await db
    .select({ id: t.classSessions.id })
    .from(t.classSessions)
    .where(and(eq(t.classSessions.id, sessionId), eq(t.classSessions.batchId, batchId)));
  if (!session) throw badRequest(DISCUSSION_MESSAGES.noSuchSession, { errors: { session_id: DISCUSSION_MESSAGES.noSuchSession } });
  return session.id;
}

export interface NewPost {
  batchId: number;
  /** null opens a thread. */
  thread: PostRow | null;
  title: string | null;
  sessionId: number | null;
  author: Member;
  body: string;
  image: { key: string; name: string; kind: string; size: number } | null;
  now: Date;
  /** Where her student area is (the thread's link in a WhatsApp message). */
  siteUrl: string;
}

/** The notice of a reply to her thread, in her language: who replied and to what, not the words. */
export function replyNotice(p: { language: string; replier: string; title: string }): Notice {
  if (p.language === 'hi')
    return {
      title: `“${p.title}” पर नया जवाब`,
      message: `${p.replier} ने आपके सवाल का जवाब दिया है। स्टूडेंट एरिया में चर्चा खोलकर पढ़ें।`,
    };
  return {
    title: `New reply to “${p.title}”`,
    message: `${p.replier} replied to your question. Open Discussion in your student area to read it.`,
  };
}

/** The tutor's notice of a new question in her batch. */
export const questionNotice = (p: { student: string; title: string; batch: string }): Notice => ({
  title: `New question in ${p.batch}`,
  message: `${p.student} asked “${p.title}”. Open the batch’s discussion to reply.`,
});

/**
 * Stores a thread or a reply and tells who should know, in one transaction: a reply moves its
 * thread up the list and reaches the thread's author (not when she replies to herself); a student's
 * new question reaches the batch's tutor.
 */
export async function addPost(db: Db, p: NewPost): Promise<PostRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(P)
      .values({
        batchId: p.batchId,
        threadId: p.thread?.id ?? null,
        title: p.title,
        sessionId: p.sessionId,
        authorKind: p.author.kind,
        authorId: p.author.id,
        body: p.body,
        imageKey: p.image?.key ?? null,
        imageName: p.image?.name ?? null,
        imageKind: p.image?.kind ?? null,
        imageSize: p.image?.size ?? null,
        lastActivityAt: p.now,
        createdAt: p.now,
      })
      .returning();
    const people = await peopleOf(tx, p.batchId, [row!], p.now);
    const writer = people.names.get(personKey(p.author.kind, p.author.id)) ?? FALLBACK_NAME[p.author.kind];
    if (p.thread) {
      await tx.update(P).set({ lastActivityAt: p.now }).where(eq(P.id, p.thread.id));
      const opener = p.thread;
      const self = opener.authorKind === p.author.kind && opener.authorId === p.author.id;
      if (!self && opener.authorKind === 'student') {
        const [her] = await tx
          .select({ language: t.students.language })
          .from(t.students)
          .where(eq(t.students.id, opener.authorId));
        const language = her?.language === 'hi' ? 'hi' : 'en';
        await notify(tx, 'student', opener.authorId, replyNotice({ language, replier: writer, title: opener.title ?? '' }));
        // On WhatsApp too when the words she agreed to name replies; one message per reply.
        await queueIfAgreed(
          tx,
          {
            studentId: opener.authorId,
            item: 'discussion_reply',
            template: 'discussion_reply',
            params: (_language, name) => [
              firstName(name),
              writer,
              opener.title ?? '',
              `${p.siteUrl.replace(/\/$/, '')}/discussion/${opener.id}`,
            ],
            context: { postId: row!.id, threadId: opener.id },
            batchId: p.batchId,
          },
          `wa:discussion-reply:${row!.id}`,
        );
      } else if (!self && opener.authorKind === 'tutor')
        await notify(tx, 'tutor', opener.authorId, {
          title: `New reply to “${opener.title ?? ''}”`,
          message: `${writer} replied in your batch’s discussion.`,
        });
    } else if (p.author.kind === 'student') {
      const [batch] = await tx
        .select({ tutorId: t.batches.tutorId, name: t.batches.name })
        .from(t.batches)
        .where(eq(t.batches.id, p.batchId));
      if (batch?.tutorId)
        await notify(tx, 'tutor', batch.tutorId, questionNotice({ student: writer, title: p.title ?? '', batch: batch.name }));
    }
    return row!;
  });
}

/** Records her report of a post, once per reporter: false when she had reported it already. */
export async function addReport(
  db: Db,
  post: PostRow,
  reporter: Member,
  report: { reason: ReportReason; note: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(t.discussionReports)
    .values({
      postId: post.id,
      reporterKind: reporter.kind,
      reporterId: reporter.id,
      reason: report.reason,
      note: report.note,
      createdAt: report.now,
    })
    .onConflictDoNothing()
    .returning({ id: t.discussionReports.id });
  return rows.length > 0;
}

/** Writes a moderator's action to the audit log, in its transaction. */
async function auditBy(tx: Db, moderator: Member, entry: Parameters<typeof audit>[2]) {
  if (moderator.kind === 'staff') await audit(tx, moderator.principal, entry);
  else if (moderator.kind === 'tutor') await auditByTutor(tx, moderator.id, entry);
}

const postState = (p: PostRow) => ({
  hidden: p.hiddenAt !== null,
  hidden_reason: p.hiddenReason,
  pinned: p.pinned,
  is_answer: p.isAnswer,
});

/**
 * A tutor's or staff member's action on a post, audited with it. Hiding closes the post's reports
 * (it is dealt with); dismissing closes them and keeps the post. Pinning is for threads, marking an
 * answer for replies (one answer per thread: marking another moves the mark).
 */
export async function moderate(
  db: Db,
  post: PostRow,
  moderator: Member,
  act: { action: ModerationAction; reason: string; now: Date },
): Promise<{ post: PostRow; message: string }> {
  const isThread = post.threadId === null;
  if ((act.action === 'pin' || act.action === 'unpin') && !isThread)
    throw badRequest(DISCUSSION_MESSAGES.pinThreadOnly);
  if ((act.action === 'answer' || act.action === 'unanswer') && isThread)
    throw badRequest(DISCUSSION_MESSAGES.answerReplyOnly);
  return inTransaction(db, async (tx) => {
    const closeReports = () =>
      tx
        .update(t.discussionReports)
        .set({ resolvedAt: act.now })
        .where(and(eq(t.discussionReports.postId, post.id), isNull(t.discussionReports.resolvedAt)))
        .returning({ id: t.discussionReports.id });
    let change: Partial<typeof P.$inferInsert> = {};
    let message: string;
    switch (act.action) {
      case 'hide':
        change = { hiddenAt: act.now, hiddenByKind: moderator.kind, hiddenById: moderator.id, hiddenReason: act.reason };
        message = DISCUSSION_MESSAGES.hidden;
        await closeReports();
        break;
      case 'unhide':
        change = { hiddenAt: null, hiddenByKind: null, hiddenById: null, hiddenReason: null };
        message = DISCUSSION_MESSAGES.unhidden;
        break;
      case 'pin':
      case 'unpin':
        change = { pinned: act.action === 'pin' };
        message = act.action === 'pin' ? DISCUSSION_MESSAGES.pinned : DISCUSSION_MESSAGES.unpinned;
        break;
      case 'answer':
        await tx
          .update(P)
          .set({ isAnswer: false })
          .where(and(eq(P.threadId, post.threadId!), eq(P.isAnswer, true)));
        change = { isAnswer: true };
        message = DISCUSSION_MESSAGES.answerMarked;
        break;
      case 'unanswer':
        change = { isAnswer: false };
        message = DISCUSSION_MESSAGES.answerUnmarked;
        break;
      case 'dismiss':
        if ((await closeReports()).length === 0) throw conflict(DISCUSSION_MESSAGES.noReports);
        message = DISCUSSION_MESSAGES.dismissed;
        break;
    }
    const [row] = Object.keys(change).length
      ? await tx.update(P).set(change).where(eq(P.id, post.id)).returning()
      : [post];
    await auditBy(tx, moderator, {
      action: `discussion.${act.action}`,
      entity: 'discussion_post',
      entityId: post.id,
      before: postState(post),
      after: { ...postState(row!), ...(act.reason ? { reason: act.reason } : {}) },
    });
    return { post: row!, message };
  });
}

/** Whether this student is one of the batch's (live enrolment), to pause her there. */
export async function isStudentOfBatch(db: Db, batchId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.enrolments.id })
    .from(t.enrolments)
    .where(
      and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)),
    );
  return Boolean(row);
}

/** Pauses her posting in the batch until then, with the reason she reads; audited. */
export async function pauseMember(
  db: Db,
  p: { batchId: number; studentId: number; until: Date; reason: string; moderator: Member; now: Date },
) {
  return inTransaction(db, async (tx) => {
    const before = await activeMute(tx, p.batchId, p.studentId, p.now);
    await tx
      .insert(t.discussionMutes)
      .values({
        batchId: p.batchId,
        studentId: p.studentId,
        until: p.until,
        reason: p.reason,
        byKind: p.moderator.kind,
        byId: p.moderator.id,
        createdAt: p.now,
      })
      .onConflictDoUpdate({
        target: [t.discussionMutes.batchId, t.discussionMutes.studentId],
        set: { until: p.until, reason: p.reason, byKind: p.moderator.kind, byId: p.moderator.id, createdAt: p.now },
      });
    await auditBy(tx, p.moderator, {
      action: 'discussion.pause',
      entity: 'discussion_member',
      entityId: `${p.batchId}:${p.studentId}`,
      before: { paused_until: before ? iso(before.until) : null },
      after: { paused_until: iso(p.until), reason: p.reason },
    });
  });
}

/** Lets her post again (a no-op when she was not paused); audited when it ends a pause. */
export async function resumeMember(db: Db, p: { batchId: number; studentId: number; moderator: Member; now: Date }) {
  return inTransaction(db, async (tx) => {
    const ended = await tx
      .delete(t.discussionMutes)
      .where(and(eq(t.discussionMutes.batchId, p.batchId), eq(t.discussionMutes.studentId, p.studentId)))
      .returning();
    const live = ended.find((m) => m.until > p.now);
    if (live)
      await auditBy(tx, p.moderator, {
        action: 'discussion.resume',
        entity: 'discussion_member',
        entityId: `${p.batchId}:${p.studentId}`,
        before: { paused_until: iso(live.until) },
        after: { paused_until: null },
      });
  });
}

// ---------------------------------------------------------------- the back office's queue

/**
 * Posts waiting for a moderator across batches (open reports, oldest report first), or the posts
 * hidden lately (newest first), with the counts of both.
 */
export async function moderationQueue(
  db: Db,
  state: 'reported' | 'hidden',
  member: Member,
  now: Date,
  base: string,
): Promise<StaffDiscussionQueueData> {
  const R = t.discussionReports;
  const reportedIds = db
    .selectDistinct({ id: R.postId })
    .from(R)
    .where(isNull(R.resolvedAt));
  const [[reported], [hidden]] = await Promise.all([
    db.select({ n: sql<number>`count(distinct ${R.postId})`.mapWith(Number) }).from(R).where(isNull(R.resolvedAt)),
    db.select({ n: count() }).from(P).where(isNotNull(P.hiddenAt)),
  ]);
  const rows =
    state === 'reported'
      ? await db
          .select({ post: P, firstReport: sql<Date>`min(${R.createdAt})` })
          .from(P)
          .innerJoin(R, and(eq(R.postId, P.id), isNull(R.resolvedAt)))
          .where(inArray(P.id, reportedIds))
          .groupBy(P.id)
          .orderBy(sql`min(${R.createdAt})`, asc(P.id))
          .limit(100)
      : await db
          .select({ post: P })
          .from(P)
          .where(isNotNull(P.hiddenAt))
          .orderBy(desc(P.hiddenAt), desc(P.id))
          .limit(100);
  const posts = rows.map((r) => r.post);
  const threadIds = [...new Set(posts.map((p) => p.threadId ?? p.id))];
  const batchIds = [...new Set(posts.map((p) => p.batchId))];
  const [threads, batches, reports, peopleByBatch] = await Promise.all([
    threadIds.length
      ? db.select({ id: P.id, title: P.title }).from(P).where(inArray(P.id, threadIds))
      : [],
    batchIds.length
      ? db.select({ id: t.batches.id, name: t.batches.name }).from(t.batches).where(inArray(t.batches.id, batchIds))
      : [],
    reportsOf(
      db,
      posts.map((p) => p.id),
      member,
    ),
    Promise.all(batchIds.map(async (b) => [b, await peopleOf(db, b, posts.filter((p) => p.batchId === b), now)] as const)),
  ]);
  const titles = new Map(threads.map((th) => [th.id, th.title ?? '']));
  const batchNames = new Map(batches.map((b) => [b.id, b.name]));
  const people = new Map(peopleByBatch);
  return {
    reported: reported?.n ?? 0,
    hidden: hidden?.n ?? 0,
    items: posts.map((p) => ({
      batch: { id: p.batchId, name: batchNames.get(p.batchId) ?? '' },
      thread: { id: p.threadId ?? p.id, title: titles.get(p.threadId ?? p.id) ?? '' },
      post: postView(p, member, people.get(p.batchId)!, reports, base),
    })),
  };
}

/** Whether a reply and its thread are both still there for students to read. */
export async function replyStillVisible(db: Db, postId: number, threadId: number): Promise<boolean> {
  const rows = await db
    .select({ id: P.id })
    .from(P)
    .where(and(inArray(P.id, [postId, threadId]), isNull(P.hiddenAt)));
  return rows.length === 2;
}
