/**
 * Demo content of the seeded active batch, so a newcomer sees a living course on first start: each
 * held session gets a recording link, the tutor's notes and the student's attendance (the latest one
 * is left for the tutor to mark, pre-filled from a Join click); the first three get a handout, a
 * real PDF written here with pdf-lib from the session's plan in the curriculum.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { curriculumSession } from '@ai-women/contracts/curriculum';
import type { Db } from './client';
import * as t from './schema';
import type { FileStore } from '../lib/storage';
import { isHeld, sessionTimes } from '../sessions/service';

/** Lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      if (line) lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page handout: the session's topic, its tool, what she does with it, and practice steps. */
export async function sessionHandoutPdf(input: {
  sessionNo: number;
  topic: string;
  moduleTitle: string;
  tool: string;
  application: string;
  batchName: string;
}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Session ${input.sessionNo}: ${input.topic}`);
  doc.setAuthor('Aarohi — AI for Women');
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const plum = rgb(0.29, 0.12, 0.38);
  let y = 780;
  const write = (text: string, size = 11, font = regular, gap = 16) => {
    for (const line of wrap(text, Math.floor(900 / size))) {
      page.drawText(line, { x: 56, y, size, font, color: font === bold ? plum : rgb(0.15, 0.15, 0.15) });
      y -= gap;
    }
  };
  write('Aarohi — AI for Women · session handout', 10, regular, 22);
  write(`Session ${input.sessionNo}: ${input.topic}`, 18, bold, 26);
  write(`${input.moduleTitle} · ${input.batchName}`, 11, regular, 28);
  write('Tool', 13, bold, 18);
  write(input.tool, 11, regular, 24);
  write('What you will do with it', 13, bold, 18);
  write(input.application, 11, regular, 24);
  write('Practise before the next class', 13, bold, 18);
  for (const step of [
    `1. Open ${input.tool} and repeat today's exercise with your own material, not the class example.`,
    '2. Write your request in three parts: who you are, what you need, and the form of the answer (a list, a table, a short message).',
    '3. Read the answer critically: check names, numbers and dates before you use or share anything.',
    '4. Ask for one improvement ("shorter", "in Hindi", "as a table") and compare the two versions.',
    '5. Note one thing that worked and one that did not; bring them to the next session.',
  ])
    write(step, 11, regular, 16);
  y -= 12;
  write('Safety', 13, bold, 18);
  write(
    'Never paste passwords, OTPs, Aadhaar or bank details into an AI tool. Remove names and phone numbers from documents before you upload them.',
    11,
  );
  return Buffer.from(await doc.save());
}

const NOTES = (tool: string, application: string) =>
  `Thank you for today's class. We used ${tool}.\n\nYour practice: ${application}\n\nKeep your prompts and the answers you liked in one document; we build on them next week. Questions before the next class: reply on your support page. Help pages for the tool: https://support.google.com and https://help.openai.com`;

/** Short, real-sounding comments, some in Hindi (she writes as she speaks). */
const SEED_FEEDBACK: { rating: number; comment: string | null }[] = [
  { rating: 5, comment: 'Finally understood what a prompt is. The WhatsApp example was perfect.' },
  { rating: 4, comment: 'मुझे थोड़ी देर हो गई थी, पर रिकॉर्डिंग से सब समझ आ गया।' },
  { rating: 5, comment: null },
  { rating: 4, comment: 'Good pace. A second practice exercise would help.' },
  { rating: 5, comment: 'कैमरे से मेन्यू का अनुवाद करना बहुत काम का लगा — घर पर सबको दिखाया!' },
  { rating: 4, comment: null },
  { rating: 3, comment: 'A bit fast for me today; I will watch the recording again.' },
];

export async function seedSessionContent(
  db: Db,
  input: { batchId: number; tutorId: number; studentId: number; now: Date; files?: FileStore },
): Promise<void> {
  const [batch] = await db
    .select({ name: t.batches.name, timing: t.batches.timing })
    .from(t.batches)
    .where(eq(t.batches.id, input.batchId));
  if (!batch) return;
  const sessions = await db
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, input.batchId))
    .orderBy(asc(t.classSessions.sessionNo));
  const held = sessions.filter((s) => isHeld(s, batch.timing, input.now));
  for (const [i, s] of held.entries()) {
    const plan = curriculumSession(s.sessionNo, 'everyday');
    await db
      .update(t.classSessions)
      .set({
        recordingUrl: `https://drive.example.com/aarohi/batch-12/session-${s.sessionNo}`,
        notes: plan ? NOTES(plan.session.tool, plan.session.application) : null,
        contentUpdatedAt: sessionTimes(s, batch.timing).end,
      })
      .where(eq(t.classSessions.id, s.id));
    const latest = i === held.length - 1;
    const start = sessionTimes(s, batch.timing).start;
    // She joined each class she attended (2 minutes before the start; late for session 2).
    const status = s.sessionNo === 4 ? 'absent' : s.sessionNo === 2 ? 'late' : 'present';
    if (status !== 'absent')
      await db.insert(t.sessionEvents).values({
        sessionId: s.id,
        studentId: input.studentId,
        kind: 'join',
        createdAt: new Date(start.getTime() + (status === 'late' ? 20 : -2) * 60_000),
      });
    // The latest held session is left for the tutor to mark (its roster is pre-filled from the click).
    if (!latest)
      await db.insert(t.sessionAttendance).values({
        sessionId: s.id,
        studentId: input.studentId,
        status,
        markedByTutor: input.tutorId,
      });
    // Session 4 she missed: its recording and check are seeded by seed-catch-up.ts.
    // Her ratings of the classes she attended, an hour after each; the latest one is left for her
    // to rate, so the rating card is there to try on first start.
    const feedback = SEED_FEEDBACK[(s.sessionNo - 1) % SEED_FEEDBACK.length]!;
    if (status !== 'absent' && !latest) {
      const at = new Date(sessionTimes(s, batch.timing).end.getTime() + 3_600_000);
      await db
        .insert(t.sessionFeedback)
        .values({ sessionId: s.id, studentId: input.studentId, ...feedback, createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    }
  }
  if (!input.files) return;
  for (const s of held.slice(0, 3)) {
    const plan = curriculumSession(s.sessionNo, 'everyday');
    if (!plan) continue;
    const bytes = await sessionHandoutPdf({
      sessionNo: s.sessionNo,
      topic: s.topic,
      moduleTitle: `Module ${plan.module.no}: ${plan.module.title}`,
      tool: plan.session.tool,
      application: plan.session.application,
      batchName: batch.name,
    });
    const key = input.files.newKey('pdf');
    await pipeline(Readable.from([bytes]), input.files.createWriteStream(key));
    const already = await db
      .select({ id: t.sessionMaterials.id })
      .from(t.sessionMaterials)
      .where(and(eq(t.sessionMaterials.sessionId, s.id), eq(t.sessionMaterials.kind, 'pdf')));
    if (already.length > 0) continue;
    await db.insert(t.sessionMaterials).values({
      sessionId: s.id,
      storageKey: key,
      name: `Session ${s.sessionNo} handout – ${s.topic}.pdf`.normalize('NFC'),
      kind: 'pdf',
      size: bytes.length,
      uploadedBy: input.tutorId,
    });
  }
}
