/**
 * Demo practice in the seeded active batch, sent and reviewed by the real code (the practice
 * service), then dated to the days they happened:
 * - the demo student's Session 1 practice was marked Done;
 * - her Session 2 answer was sent back (Try again), and her second answer was marked Done;
 * - her Session 3 answer, with her meal plan as a PDF, waits for the tutor's review;
 * - Kavita's Session 1 answer waits too, so the tutor's queue has two answers to review.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asc, desc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from './client';
import * as t from './schema';
import type { FileStore } from '../lib/storage';
import { addSubmission, reviewSubmission, type SubmissionRow } from '../practice/service';
import { isHeld, sessionTimes } from '../sessions/service';
import { AT_RISK_DEMO } from './seed-catch-up';

const HOUR = 3_600_000;

/** Her week's plan as she would print it from her notes: one page, no personal details. */
async function mealPlanPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Dinners for the week – Rs 1,500 plan');
  doc.setAuthor('Aarohi student');
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, size = 11, font = regular, gap = 18) => {
    page.drawText(text, { x: 56, y, size, font, color: rgb(0.15, 0.15, 0.15) });
    y -= gap;
  };
  line('Dinners for the week (family of four), within Rs 1,500', 16, bold, 30);
  for (const [dayName, dish] of [
    ['Monday', 'Moong dal, jeera rice, cucumber raita'],
    ['Tuesday', 'Aloo-methi sabzi, rotis, curd'],
    ['Wednesday', 'Vegetable khichdi, papad, tomato chutney'],
    ['Thursday', 'Rajma, rice, onion salad'],
    ['Friday', 'Paneer bhurji (200 g), rotis, carrot salad'],
    ['Saturday', 'Sambar with seasonal vegetables, idli from home batter'],
    ['Sunday', 'Chana masala, rotis, kheer with leftover rice'],
  ])
    line(`${dayName}: ${dish}`);
  y -= 10;
  line('What I changed from the first answer', 13, bold, 22);
  line('1. Paneer only once: the first plan had it four times and went Rs 420 over.');
  line('2. Swapped broccoli for methi and carrots from the weekly market.');
  line('3. Asked for quantities for four people, then for the shopping list by shop.');
  line('Estimated total: Rs 1,430', 12, bold, 18);
  return Buffer.from(await doc.save());
}

export async function seedPractice(
  db: Db,
  input: { batchId: number; tutorId: number; studentId: number; now: Date; files?: FileStore },
): Promise<void> {
  const [batch] = await db.select({ timing: t.batches.timing }).from(t.batches).where(eq(t.batches.id, input.batchId));
  if (!batch) return;
  const sessions = (
    await db
      .select()
      .from(t.classSessions)
      .where(eq(t.classSessions.batchId, input.batchId))
      .orderBy(asc(t.classSessions.sessionNo))
  ).filter((s) => isHeld(s, batch.timing, input.now));
  if (sessions.length < 3) return;
  const [kavita] = await db.select({ id: t.students.id }).from(t.students).where(eq(t.students.email, AT_RISK_DEMO.email));

  /** Sends an answer as the real route stores it, then dates it `hours` after the session began. */
  async function answer(studentId: number, sessionNo: number, version: number, text: string, hours: number, file?: Buffer) {
    const s = sessions.find((x) => x.sessionNo === sessionNo)!;
    let attachment = null;
    if (file && input.files) {
      const key = input.files.newKey('pdf');
      await pipeline(Readable.from([file]), input.files.createWriteStream(key));
      attachment = { key, name: 'Meal plan – week 1.pdf', kind: 'pdf', size: file.length };
    }
    const row = await addSubmission(db, { studentId, sessionId: s.id, batchId: input.batchId, version, text, attachment });
    const at = new Date(sessionTimes(s, batch!.timing).start.getTime() + hours * HOUR);
    await db.update(t.practiceSubmissions).set({ createdAt: at }).where(eq(t.practiceSubmissions.id, row!.id));
    return { row: row!, at, sessionNo };
  }
  async function reviewed(a: { row: SubmissionRow; at: Date; sessionNo: number }, outcome: 'done' | 'try_again', comment: string) {
    const reviewedAt = new Date(a.at.getTime() + 20 * HOUR);
    await reviewSubmission(db, a.row, { tutorId: input.tutorId, outcome, comment, sessionNo: a.sessionNo, now: reviewedAt });
    await db.update(t.practiceSubmissions).set({ reviewedAt }).where(eq(t.practiceSubmissions.id, a.row.id));
    // The notice it sent her is the newest of hers: dated to the review too.
    const [notice] = await db
      .select({ id: t.studentNotifications.id })
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, a.row.studentId))
      .orderBy(desc(t.studentNotifications.id))
      .limit(1);
    if (notice)
      await db.update(t.studentNotifications).set({ createdAt: reviewedAt }).where(eq(t.studentNotifications.id, notice.id));
  }

  const p = input.studentId;
  await reviewed(
    await answer(
      p,
      1,
      1,
      'I asked ChatGPT for a week of vegetarian dinners for four within ₹1,500. Its first plan had paneer four times and went over budget, so I asked for paneer once and more dal and seasonal vegetables. The new plan came to about ₹1,430 and the shopping list is split by shop.',
      26,
    ),
    'done',
    'Well done, Priya. Asking it to fix the budget in the same chat is exactly the habit we want.',
  );
  await reviewed(
    await answer(p, 2, 1, 'Gemini summarised the society WhatsApp-forwarded email about the water tank cleaning.', 20),
    'try_again',
    'Good start. Please paste the reply you drafted as well, and say what you changed in Gemini’s draft.',
  );
  await reviewed(
    await answer(
      p,
      2,
      2,
      'Summary: the tank is cleaned on Saturday from 10 to 2, no water then, store two buckets.\n\nMy reply (edited): “Thank you for the notice. Could the cleaning start at 11 so that school lunches can be cooked? Happy to help inform the B-wing.”\n\nI removed Gemini’s very formal opening and added the B-wing offer.',
      44,
    ),
    'done',
    'Clear and polite. Your edit made it sound like you.',
  );
  await answer(
    p,
    3,
    1,
    // Without a file store (some tests seed only the database) the answer is sent without its PDF.
    input.files
      ? 'I used Google Lens on the Marathi circular from my son’s school and asked Translate to read it aloud in Hindi. I attached my meal plan from Session 1 as a PDF, as you asked in class.'
      : 'I used Google Lens on the Marathi circular from my son’s school and asked Translate to read it aloud in Hindi.',
    22,
    input.files ? await mealPlanPdf() : undefined,
  );
  if (kavita)
    await answer(
      kavita.id,
      1,
      1,
      'I planned dinners for my shift week: ChatGPT suggested quick dishes for the nights I work late. I changed two dishes my mother-in-law cannot eat.',
      30,
    );
}
