#!/usr/bin/env node
// End-to-end test of `pnpm --filter @ai-women/api migrate:pg` (api/scripts/migrate-to-postgres.ts):
// an embedded database with real activity (seed + a paid student with a ticket + a tutor with
// uploaded PDFs) is moved into a throwaway PostgreSQL 15 cluster; the copy is verified row for row;
// a second run is refused without --force and accepted with it; then the API runs on PostgreSQL with
// the same DATA_DIR: the old accounts log in, the PDFs download, and new rows get fresh ids.
// `node e2e/load/migrate-pg.test.mjs`  → prints `migrate-pg: N passed, M failed`
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { Checks, apiDir, client, inspectDb, mkTmp, postgresAvailable, startApi, startPostgres } from './harness.mjs';
import { pay, studentRegister, studentTicket, tutorRegister, uploadForm } from './scenario.mjs';

export async function runMigrateTest({ port = 4540, pgPort = 5540 } = {}) {
  const checks = new Checks('[migrate-pg] ');
  if (!postgresAvailable()) {
    checks.add('PostgreSQL binaries installed', false, 'initdb/pg_ctl not found');
    return checks;
  }
  const dataDir = mkTmp('aarohi-mig-');
  let cluster;
  let api;
  const migrate = (...extra) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-to-postgres.ts', ...extra], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: cluster.url },
      encoding: 'utf8',
      timeout: 180_000,
    });
  try {
    // 1. activity on the embedded database
    api = await startApi({ port, dataDir });
    const s = client(api.base);
    const st = await studentRegister(s, 777, 1);
    const paid = await pay(s, st.userId);
    const ticket = await studentTicket(s, st.userId, 1);
    const t = client(api.base);
    const tu = await tutorRegister(t, 777, 1);
    const up = await t.postForm('/tutor/uploads', uploadForm(tu.tutorId, 'migrate'));
    checks.add('activity recorded on PGlite', [st.r.status, paid.r.status, ticket.status, tu.r.status, up.status].join() === '201,200,201,201,201');
    await api.stop();
    const before = inspectDb({ dataDir });

    // 2. move it
    cluster = await startPostgres({ port: pgPort, fsync: false });
    const first = migrate();
    console.log(first.stdout.trim().split('\n').map((l) => `    ${l}`).join('\n'));
    checks.add('migrate:pg exits 0 and verifies every table', first.status === 0 && /copied and verified/.test(first.stdout), `${first.status} ${first.stderr}`);
    const after = inspectDb({ dataDir, databaseUrl: cluster.url });
    checks.add('every table has the same row count on PostgreSQL', JSON.stringify(before.counts) === JSON.stringify(after.counts), `${JSON.stringify(before.counts)} vs ${JSON.stringify(after.counts)}`);
    checks.add('the same students, payments and tickets', JSON.stringify([before.students, before.payments, before.studentTickets, before.uploads]) === JSON.stringify([after.students, after.payments, after.studentTickets, after.uploads]));

    // 3. a non-empty target is refused, --force replaces it
    const again = migrate();
    checks.add('a second run is refused without --force (exit 2)', again.status === 2 && /Refusing/.test(again.stderr), `${again.status} ${again.stderr}`);
    const forced = migrate('--force');
    checks.add('--force replaces the target and verifies', forced.status === 0 && /copied and verified/.test(forced.stdout), `${forced.status} ${forced.stderr}`);
    const wrong = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-to-postgres.ts'], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: mkTmp('aarohi-mig-empty-'), DATABASE_URL: cluster.url },
      encoding: 'utf8',
    });
    checks.add('a DATA_DIR without a database is refused (exit 2)', wrong.status === 2, `${wrong.status} ${wrong.stderr}`);

    // 4. the API on PostgreSQL with the same DATA_DIR
    api = await startApi({ port, dataDir, databaseUrl: cluster.url });
    const health = await client(api.base).get('/health');
    checks.add('the API starts on PostgreSQL', health.data?.database === 'postgres', JSON.stringify(health.data));
    const s2 = client(api.base);
    const login = await s2.post('/login', { email: st.email, password: st.password });
    checks.add('the migrated student logs in, paid', login.status === 200 && login.data?.message === 'Login successful', JSON.stringify(login.data));
    const dash = await s2.get(`/api/student/dashboard/${st.userId}`);
    checks.add('her dashboard shows her batch', dash.status === 200 && dash.data?.batchInfo, JSON.stringify(dash.data));
    const t2 = client(api.base);
    const tl = await t2.post('/api/tutor/login', { email: tu.email, password: tu.password });
    const pdf = await t2.get(`/api/tutor/uploads/${tu.tutorId}/files/resume`);
    checks.add('the migrated tutor logs in and downloads her PDF', tl.status === 200 && pdf.status === 200 && pdf.raw.subarray(0, 5).toString() === '%PDF-', `${tl.status} ${pdf.status}`);
    const t3 = await studentTicket(s2, st.userId, 2);
    checks.add('sequences moved on: a new ticket gets a fresh id', t3.status === 201 && t3.data.ticket_id > ticket.data.ticket_id, `${t3.status} ${JSON.stringify(t3.data)}`);
    const s3 = client(api.base);
    const reg = await studentRegister(s3, 777, 2);
    checks.add('a new registration works (no duplicate key)', reg.r.status === 201 && reg.userId > st.userId, `${reg.r.status} ${JSON.stringify(reg.r.data)}`);
  } catch (err) {
    checks.add('test ran to the end', false, err.stack);
    if (api) console.error(api.log.slice(-1500));
  } finally {
    if (api?.alive()) await api.stop();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await runMigrateTest();
  console.log(`migrate-pg: ${checks.passed} passed, ${checks.failed} failed`);
  process.exit(checks.failed ? 1 : 0);
}
