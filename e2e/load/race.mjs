#!/usr/bin/env node
// Concurrency: the same payment verified at the same moment. For each round a fresh student gets an
// order and a sandbox signature, then `width` identical POST /payment (same body, same session) leave
// together → exactly one 200, the rest 409; and her payment with a forged copy sent together → one
// 200, the forgery refused. Afterwards, in the database: one payment row and one enrolment each.
// `node e2e/load/race.mjs [--pg|--both]`  (default: PGlite, then PostgreSQL when installed)
import { Checks, client, inspectDb, mkTmp, postgresAvailable, seedBatches, startApi, startPostgres } from './harness.mjs';
import { studentRegister, tutorRegister } from './scenario.mjs';
import fs from 'node:fs';

/** Runs the rounds against a running API; returns the students to check in the database. */
export async function raceRounds(base, checks, { rounds = 8, width = 2, run = Math.floor(Math.random() * 900) + 100 } = {}) {
  const subjects = [];
  const statusSets = [];
  for (let k = 0; k < rounds; k++) {
    const c = client(base);
    const s = await studentRegister(c, run, 50_000 + k);
    if (s.r.status !== 201) {
      checks.add(`round ${k}: student registered`, false, `${s.r.status} ${JSON.stringify(s.r.data)}`);
      continue;
    }
    const order = await c.post('/api/payments/order', { userId: s.userId });
    // One approval per order: the provider (and the sandbox, like it) refuses a second payment of a
    // paid order. Odd rounds: her payment and a forged copy (another payment id, a made-up signature)
    // at once → one 200, the forgery refused; even rounds: the same
    // body `width` times → one 200, the rest 409.
    const distinct = k % 2 === 1;
    const a = (await c.post('/sandbox/authorize', { orderId: order.data.orderId })).data;
    const real = { transactionId: a.razorpay_payment_id, userId: s.userId, orderId: order.data.orderId, signature: a.razorpay_signature };
    const forged = { ...real, transactionId: `${real.transactionId}x`, signature: 'f'.repeat(64) };
    const bodies = distinct ? [real, forged] : Array.from({ length: width }, () => real);
    const results = await Promise.all(bodies.map((b) => c.post('/payment', b)));
    const statuses = results.map((r) => r.status).sort();
    statusSets.push(statuses.join('/'));
    // The forgery is refused as forged (400), or as late (409) once her payment is recorded.
    const refused = distinct ? [400, 409] : [409];
    const ok = statuses.filter((x) => x === 200).length === 1 && statuses.filter((x) => refused.includes(x)).length === statuses.length - 1;
    checks.add(
      `round ${k} (${distinct ? 'her payment and a forged copy' : `${width} identical bodies`}): one 200, the rest ${refused.join(' or ')}`,
      ok,
      statuses.join(','),
    );
    const me = await c.get('/api/me');
    subjects.push({ userId: s.userId, orderId: order.data.orderId, me: me.data?.user });
  }
  return { subjects, statusSets };
}

/**
 * Two status changes of one Active batch at the same moment (→ Completed and → Inactive): only one
 * may win; the other must get 409 (else a Completed batch can end up Inactive, which the rules forbid).
 * `restart` is called after the batches are seeded when the database is PGlite (one process per folder).
 */
export async function batchStatusRace(api, where, checks, { tutors = 4, run = Math.floor(Math.random() * 900) + 100, restart } = {}) {
  const regs = [];
  for (let k = 0; k < tutors; k++) {
    const c = client(api.base);
    const r = await tutorRegister(c, run, 60_000 + k);
    if (r.r.status === 201) regs.push({ ...r, c });
  }
  if (restart) await api.stop();
  const { batches } = seedBatches(where, regs.map((r) => r.tutorId));
  const live = restart ? await restart() : api;
  const outcomes = [];
  for (const r of regs) {
    const c = client(live.base);
    for (const [k, v] of r.c.jar) c.jar.set(k, v);
    const id = batches[r.tutorId].active;
    const res = await Promise.all(['Completed', 'Inactive'].map((to) => c.put(`/api/batches/${id}/status`, { status: to, tutor_id: r.tutorId })));
    const list = await c.get(`/api/tutor/batches/${r.tutorId}`);
    const final = list.data?.data?.find((b) => b.batch_id === id)?.status;
    outcomes.push(`${res.map((x) => x.status).join('/')} → ${final}`);
    const winners = res.filter((x) => x.status === 200).length;
    checks.add(
      `batch ${id}: Active → Completed and Active → Inactive at once: one 200, one 409`,
      winners === 1 && res.some((x) => x.status === 409),
      `statuses ${res.map((x) => x.status).join(', ')}, final status ${final} — changeBatchStatus reads, checks and updates without a lock: use a conditional update (where status = <read status>) or select … for update in a transaction`,
    );
  }
  return { live, outcomes };
}

export function checkRaceInDb(snapshot, subjects, checks) {
  if (!checks.add('database snapshot readable', snapshot.ok, snapshot.error)) return;
  const bad = [];
  for (const s of subjects) {
    const pays = snapshot.payments.filter((p) => p.s === s.userId);
    const enr = snapshot.enrolments.filter((e) => e.s === s.userId);
    const st = snapshot.students.find((x) => x.id === s.userId);
    const ord = snapshot.orders.find((o) => o.id === s.orderId);
    if (pays.length !== 1 || enr.length !== 1 || st?.ps !== 'completed' || ord?.status !== 'paid') {
      bad.push(`student ${s.userId}: ${pays.length} payments, ${enr.length} enrolments, ${st?.ps}, order ${ord?.status}`);
    }
  }
  checks.add(`exactly one payment row and one enrolment for each of ${subjects.length} raced students`, bad.length === 0, bad.join(' | '));
}

export async function runRace({ pg = false, port = 4520, pgPort = 5520, rounds = 8, width = 2 } = {}) {
  const checks = new Checks(`[race ${pg ? 'postgres' : 'pglite'}] `);
  const dataDir = mkTmp('aarohi-race-');
  const cluster = pg ? await startPostgres({ port: pgPort }) : null;
  const where = { dataDir, databaseUrl: cluster?.url };
  let api;
  try {
    api = await startApi({ port, ...where });
    const { subjects } = await raceRounds(api.base, checks, { rounds, width });
    const { live } = await batchStatusRace(api, where, checks, { restart: pg ? undefined : () => startApi({ port, ...where }) });
    api = live;
    await api.stop();
    checkRaceInDb(inspectDb(where), subjects, checks);
  } catch (err) {
    checks.add('race ran to the end', false, err.stack);
  } finally {
    if (api?.alive()) await api.stop();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const targets = args.includes('--pg') ? [true] : args.includes('--pglite') ? [false] : postgresAvailable() ? [false, true] : [false];
  const all = new Checks();
  for (const pg of targets) all.merge(await runRace({ pg, rounds: 10, width: 4 }));
  console.log(`race: ${all.passed} passed, ${all.failed} failed`);
  process.exit(all.failed ? 1 : 0);
}
