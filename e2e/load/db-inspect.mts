/**
 * Prints one JSON line: a read-only snapshot of the rows the load/durability checks compare against
 * (opened through the API's own db module; PGlite in DATA_DIR/pgdata or PostgreSQL at DATABASE_URL).
 * Run from api/: node --import tsx ../e2e/load/db-inspect.mts
 */
import path from 'node:path';
import fs from 'node:fs';
import { openDatabase } from '../../api/src/db/client.ts';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const dataDir = path.resolve(process.env.DATA_DIR || 'data');
const database = await openDatabase({
  migrationsDir: path.resolve('drizzle'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pgdata'),
  migrate: false,
});
const q = (database.db as unknown as { $client: { query: Query } }).$client.query.bind(
  (database.db as unknown as { $client: unknown }).$client,
) as Query;
const rows = async (text: string) => (await q(text)).rows;

try {
  const tables = (
    await rows(`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  ).map((r) => String(r.t));
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await rows(`select count(*)::int as n from "${t}"`))[0]!.n);
  const snapshot = {
    ok: true,
    kind: database.kind,
    counts,
    students: await rows(
      `select s.id, s.email, s.payment_status as ps, s.course_id as c, (select count(*)::int from student_notifications n where n.student_id = s.id and n.title like 'Welcome to %') as welcome from students s order by s.id`,
    ),
    orders: await rows(`select id, student_id as s, status, batch_id as b from payment_orders order by created_at`),
    payments: await rows(`select id, order_id as o, student_id as s, transaction_id as tx, amount, refunded as r from payments order by id`),
    enrolments: await rows(`select student_id as s, batch_id as b, cancelled from enrolments order by id`),
    studentTickets: await rows(`select id, student_id as s from student_tickets order by id`),
    tutors: await rows(
      `select t.id, t.email, (select count(*)::int from tutor_notifications n where n.tutor_id = t.id and n.title = 'Welcome to Aarohi') as welcome from tutors t order by t.id`,
    ),
    tutorTickets: await rows(`select id, tutor_id as t from tutor_tickets order by id`),
    batches: await rows(
      `select b.id, b.tutor_id as t, b.status, (select count(*)::int from enrolments e where e.batch_id = b.id and not e.cancelled) as people from batches b order by b.id`,
    ),
    uploads: (
      await rows(`select tutor_id as t, resume_key as r, experience_letter_key as x from tutor_uploads order by id`)
    ).map((u) => ({
      ...u,
      files: [u.r, u.x].every((k) => typeof k === 'string' && fs.existsSync(path.join(dataDir, 'uploads', k))),
    })),
    uploadFilesOnDisk: fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')).length : 0,
  };
  console.log(JSON.stringify(snapshot));
} catch (err) {
  console.log(JSON.stringify({ ok: false, error: String((err as Error).message || err) }));
} finally {
  await database.close();
}
