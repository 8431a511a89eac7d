#!/usr/bin/env node
// Deterministic "half-written" probes (PostgreSQL): a second session holds a lock on
// tutor_notifications, so a request that writes its main row and THEN its notification stops between
// the two; the API is killed -9 right there; after the restart the main row must not exist without
// its notification (both statements must be one transaction).
//   1. POST /tutor/register   → tutors row + "Welcome to Aarohi" notification
//   2. PUT /api/batches/:id/status → batch status + "Batch status changed" notification
// `node e2e/load/atomicity.test.mjs` → `atomicity: N passed, M failed`
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Checks, client, mkTmp, postgresAvailable, seedBatches, sleep, startApi, startPostgres } from './harness.mjs';
import { tutorRegister } from './scenario.mjs';

const PGBIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** A psql session that takes the lock and keeps it until release(). */
async function holdLock(cluster, table) {
  const p = spawn('su', ['postgres', '-c', `${PGBIN}/psql -h ${cluster.dir} -p ${cluster.port} -U postgres -d aarohi -XAtq`], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  p.stdout.on('data', (d) => (out += d));
  p.stdin.write(`begin; lock table ${table} in access exclusive mode; select 'locked';\n`);
  for (let i = 0; i < 200 && !out.includes('locked'); i++) await sleep(50);
  if (!out.includes('locked')) throw new Error('could not take the lock');
  return {
    release: () =>
      new Promise((r) => {
        p.once('exit', r);
        p.stdin.end('rollback;\n\\q\n');
      }),
  };
}

/**
 * After the API's kill -9, its backend still waits on the lock with the second statement; ending it
 * is what an API that died before sending that statement amounts to.
 */
function endWaitingBackends(cluster) {
  return Number(cluster.psql(`select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = 'aarohi' and wait_event_type = 'Lock'`));
}

/** Waits until `sql` (a count) returns > 0, bounded. */
async function waitFor(cluster, sqlText, ms = 60_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (Number(cluster.psql(sqlText)) > 0) return true;
    await sleep(100);
  }
  return false;
}

export async function runAtomicity({ port = 4560, pgPort = 5560 } = {}) {
  const checks = new Checks('[atomicity] ');
  if (!postgresAvailable()) {
    checks.add('PostgreSQL installed', false, 'initdb not found');
    return checks;
  }
  const dataDir = mkTmp('aarohi-atom-');
  const cluster = await startPostgres({ port: pgPort, fsync: true });
  const where = { dataDir, databaseUrl: cluster.url };
  let api;
  try {
    // --- 1. tutor registration
    api = await startApi({ port, ...where });
    let lock = await holdLock(cluster, 'tutor_notifications');
    const c = client(api.base);
    const pending = tutorRegister(c, 321, 1);
    const email = 'mentor.321.1@load.example.test';
    const reached = await waitFor(cluster, `select count(*) from tutors where email = '${email}'`, 30_000);
    await api.kill9();
    await pending;
    endWaitingBackends(cluster);
    await lock.release();
    console.log(`  (registration: tutor row committed before the kill: ${reached})`);
    const tutor = cluster.psql(`select id from tutors where email = '${email}'`);
    const welcome = tutor ? Number(cluster.psql(`select count(*) from tutor_notifications where tutor_id = ${tutor}`)) : 0;
    checks.add(
      'tutor registration: no tutor row without its welcome notification after kill -9 between the two writes',
      !tutor || welcome === 1,
      `tutor ${tutor} exists with ${welcome} welcome notification(s) (row committed before the notification: ${reached}) — wrap both inserts in one db.transaction`,
    );

    // --- 2. batch status change
    api = await startApi({ port, ...where });
    const t = client(api.base);
    const reg = await tutorRegister(t, 321, 2);
    const { batches } = seedBatches(where, [reg.tutorId]);
    const batchId = batches[reg.tutorId].upcoming;
    const before = Number(cluster.psql(`select count(*) from tutor_notifications where tutor_id = ${reg.tutorId}`));
    lock = await holdLock(cluster, 'tutor_notifications');
    const pendingStatus = t.put(`/api/batches/${batchId}/status`, { status: 'Active', tutor_id: reg.tutorId });
    const changed = await waitFor(cluster, `select count(*) from batches where id = ${batchId} and status = 'Active'`, 30_000);
    await api.kill9();
    await pendingStatus;
    endWaitingBackends(cluster);
    await lock.release();
    console.log(`  (status change: update committed before the kill: ${changed})`);
    const status = cluster.psql(`select status from batches where id = ${batchId}`);
    const after = Number(cluster.psql(`select count(*) from tutor_notifications where tutor_id = ${reg.tutorId}`));
    checks.add(
      'batch status change: no new status without its notification after kill -9 between the two writes',
      status === 'Inactive' || after === before + 1,
      `batch ${batchId} is ${status} with ${after - before} new notification(s) (update committed first: ${changed}) — run the update and the notification insert in one db.transaction`,
    );
  } catch (err) {
    checks.add('test ran to the end', false, err.stack);
  } finally {
    if (api?.alive()) await api.kill9();
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await runAtomicity();
  console.log(`atomicity: ${checks.passed} passed, ${checks.failed} failed`);
  process.exit(checks.failed ? 1 : 0);
}
