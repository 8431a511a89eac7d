/**
 * Assigns three batches of the first course to each tutor id in INSPECT_INPUT ({ tutorIds }), through
 * the API's own db module and schema — the operator's job, which has no endpoint. Prints one JSON line
 * { batches: { [tutorId]: { upcoming, active, later } } }. Run from api/: node --import tsx ../e2e/load/seed-batches.mts
 */
import path from 'node:path';
import { openDatabase } from '../../api/src/db/client.ts';
import * as t from '../../api/src/db/schema.ts';

const { tutorIds } = JSON.parse(process.env.INSPECT_INPUT || '{}') as { tutorIds: number[] };
const dataDir = path.resolve(process.env.DATA_DIR || 'data');
const database = await openDatabase({
  migrationsDir: path.resolve('drizzle'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pgdata'),
  migrate: false,
});
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
try {
  const { db } = database;
  const courseId = Math.min(...(await db.select({ id: t.courses.id }).from(t.courses)).map((c) => c.id));
  const out: Record<number, { upcoming: number; active: number; later: number }> = {};
  await db.transaction(async (tx) => {
    for (const [i, tutorId] of tutorIds.entries()) {
      const common = { tutorId, courseId, timing: 'Mon–Sat · 7:00–8:30 PM IST', meetingUrl: `https://meet.example.test/load-${tutorId}` };
      const rows = await tx
        .insert(t.batches)
        .values([
          { ...common, name: `Load ${tutorId} upcoming`, status: 'Inactive', startDate: day(1 + (i % 7)) },
          { ...common, name: `Load ${tutorId} running`, status: 'Active', startDate: day(-3) },
          { ...common, name: `Load ${tutorId} later`, status: 'Inactive', startDate: day(40 + (i % 7)) },
        ])
        .returning({ id: t.batches.id });
      out[tutorId] = { upcoming: rows[0]!.id, active: rows[1]!.id, later: rows[2]!.id };
    }
  });
  console.log(JSON.stringify({ batches: out }));
} finally {
  await database.close();
}
