/**
 * The back office's attendance table of a batch: each student against each held session (present,
 * absent, late, or not marked) with her total, and the same as a CSV file for spreadsheets.
 */
import type { AttendanceStatus } from '@ai-women/contracts';
import type { Db } from '../db/client';
import { csvDocument } from '../lib/csv';
import { notFound } from '../lib/errors';
import { batchFacts, batchProgress, batchRoster } from './service';

export async function attendanceTable(db: Db, batchId: number, now: Date) {
  const batch = await batchFacts(db, batchId);
  if (!batch) throw notFound('Batch not found');
  const roster = await batchRoster(db, batch.id);
  const progress = await batchProgress(
    db,
    batch,
    roster.map((s) => s.id),
    now,
  );
  const held = progress.sessions.filter((s) => progress.heldIds.has(s.id));
  return {
    batch_id: batch.id,
    batch_name: batch.name,
    sessions: held.map((s) => ({ session_id: s.id, session_no: s.sessionNo, date: s.date })),
    students: roster.map((s) => {
      const p = progress.perStudent.get(s.id)!;
      return {
        student_id: s.id,
        name: s.name,
        marks: held.map((h) => (p.statusOf.get(h.id) as AttendanceStatus | undefined) ?? null),
        attended: p.attended,
        held: p.held,
      };
    }),
  };
}

const LETTER: Record<AttendanceStatus, string> = { present: 'P', absent: 'A', late: 'L' };

/** The table as a CSV file (P / A / L, – when not marked), named after the batch. */
export async function attendanceCsv(
  db: Db,
  batchId: number,
  now: Date,
): Promise<{ name: string; text: string }> {
  const table = await attendanceTable(db, batchId, now);
  const header = [
    'Student',
    ...table.sessions.map((s) => `S${s.session_no} (${s.date})`),
    'Attended',
    'Held',
  ];
  const rows = table.students.map((s) => [
    s.name,
    ...s.marks.map((m) => (m ? LETTER[m] : '–')),
    s.attended,
    s.held,
  ]);
  const slug =
    table.batch_name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'batch';
  return { name: `attendance-${slug}.csv`, text: csvDocument([header, ...rows]) };
}
