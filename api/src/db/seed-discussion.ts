/**
 * The demo batch's discussion, dated to the days after its sessions:
 * - the tutor's pinned welcome, on how to ask and what not to share;
 * - Kavita's question about Session 2, answered by Priya and by the tutor (marked the answer);
 * - Priya's question about using the tools in Marathi, with Kavita's reply;
 * - an off-topic question Priya reported, waiting in the tutor's and the back office's queue.
 * Written straight to the tables (no notices): the demo's notification lists stay as they were.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import * as t from './schema';
import { isHeld, sessionTimes } from '../sessions/service';
import { AT_RISK_DEMO } from './seed-catch-up';

const HOUR = 3_600_000;

export async function seedDiscussion(
  db: Db,
  input: { batchId: number; tutorId: number; studentId: number; now: Date },
): Promise<void> {
  const [batch] = await db.select({ timing: t.batches.timing }).from(t.batches).where(eq(t.batches.id, input.batchId));
  const [kavita] = await db.select({ id: t.students.id }).from(t.students).where(eq(t.students.email, AT_RISK_DEMO.email));
  if (!batch || !kavita) return;
  const held = (
    await db
      .select()
      .from(t.classSessions)
      .where(eq(t.classSessions.batchId, input.batchId))
      .orderBy(asc(t.classSessions.sessionNo))
  ).filter((s) => isHeld(s, batch.timing, input.now));
  if (held.length < 2) return;
  const after = (sessionNo: number, hours: number) =>
    new Date(sessionTimes(held[sessionNo - 1]!, batch.timing).start.getTime() + hours * HOUR);

  const priya = { authorKind: 'student', authorId: input.studentId } as const;
  const kav = { authorKind: 'student', authorId: kavita.id } as const;
  const tutor = { authorKind: 'tutor', authorId: input.tutorId } as const;

  async function post(p: {
    by: { authorKind: string; authorId: number };
    at: Date;
    thread?: number;
    title?: string;
    sessionId?: number;
    body: string;
    pinned?: boolean;
    isAnswer?: boolean;
  }) {
    const [row] = await db
      .insert(t.discussionPosts)
      .values({
        batchId: input.batchId,
        threadId: p.thread ?? null,
        title: p.title ?? null,
        sessionId: p.sessionId ?? null,
        ...p.by,
        body: p.body,
        pinned: p.pinned ?? false,
        isAnswer: p.isAnswer ?? false,
        createdAt: p.at,
        lastActivityAt: p.at,
      })
      .returning({ id: t.discussionPosts.id });
    if (p.thread) await db.update(t.discussionPosts).set({ lastActivityAt: p.at }).where(eq(t.discussionPosts.id, p.thread));
    return row!.id;
  }

  await post({
    by: tutor,
    at: after(1, -2),
    title: 'Welcome — how we use this space',
    pinned: true,
    body:
      'Namaste, everyone! Ask here whenever something from class is not clear, or share what worked for you. ' +
      'Say which session your question is about, and paste the prompt you tried. Please do not share phone numbers, ' +
      'addresses or screenshots with someone’s private details. If a post feels unkind, press Report and I will look at it.',
  });

  const s2 = held[1]!;
  const q = await post({
    by: kav,
    at: after(2, 3),
    title: `Session 2 — Gemini writes very formal replies`,
    sessionId: s2.id,
    body:
      'When I ask Gemini to draft a reply to our building society, it starts with “Respected Sir/Madam” and sounds like a ' +
      'government letter. How do I make it sound like me?',
  });
  await post({
    by: priya,
    at: after(2, 5),
    thread: q,
    body: 'I add “write it the way I would text a neighbour, short and warm” at the end. It works for me most times.',
  });
  await post({
    by: tutor,
    at: after(2, 20),
    thread: q,
    isAnswer: true,
    body:
      'Priya’s tip is right. Also give it one example of a message you wrote yourself and say “match this tone”. ' +
      'We practise this in Session 3 too. There is a short guide here: https://support.google.com/gemini',
  });

  if (held.length >= 3) {
    const m = await post({
      by: priya,
      at: after(3, 4),
      title: 'Can I use these tools in Marathi?',
      body: 'My mother-in-law reads Marathi better than English. Can ChatGPT answer her questions in Marathi?',
    });
    await post({
      by: kav,
      at: after(3, 6),
      thread: m,
      body: 'Yes! Type “answer in Marathi” at the start. It also reads Marathi from a photo of a printed page.',
    });
  }

  const offTopic = await post({
    by: kav,
    at: after(held.length, 2),
    title: 'Good tailor near Kothrud?',
    body: 'Does anyone know a good tailor near Kothrud for blouse stitching before Diwali?',
  });
  await db.insert(t.discussionReports).values({
    postId: offTopic,
    reporterKind: 'student',
    reporterId: input.studentId,
    reason: 'off_topic',
    note: '',
    createdAt: after(held.length, 3),
  });
}
