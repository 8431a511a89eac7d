#!/usr/bin/env node
// The quick, bounded variant for CI (`node e2e/load/ci.mjs`, a few minutes at most):
//   1. load on the embedded database: 50 students + 10 tutors, every acknowledged write checked;
//   2. the double-verification race on PostgreSQL: identical bodies, and her payment with a forged copy, at once;
//   3. one PostgreSQL (fsync on) kill -9 durability round;
//   4. the deterministic half-write probes (atomicity.test.mjs): kill -9 between two writes of one request;
//   5. mail that cannot be lost (mail-outbox.test.mjs): kill -9 between a payment and its receipt mail,
//      and two API processes sending from one outbox, against a real SMTP server.
// Fails (exit 1) only on a correctness check, never on timings. Last line: `load: N passed, M failed`.
import { Checks, postgresAvailable } from './harness.mjs';
import { runLoad } from './scenario.mjs';
import { runRace } from './race.mjs';
import { durabilityRound } from './durability.mjs';
import { runAtomicity } from './atomicity.test.mjs';
import { runMailOutbox } from './mail-outbox.test.mjs';

const LIMIT_MS = Number(process.env.LOAD_CI_TIMEOUT_MS || 6 * 60_000);
const all = new Checks();
const hardStop = setTimeout(() => {
  all.add(`finished within ${LIMIT_MS / 1000} s`, false, 'time limit reached');
  console.log(`load: ${all.passed} passed, ${all.failed} failed`);
  process.exit(1);
}, LIMIT_MS);
hardStop.unref();

const t0 = Date.now();
const load = await runLoad({ students: 50, tutors: 10, pg: false, port: 4550, label: 'ci pglite' });
all.merge(load.checks);
if (load.figures) {
  const f = load.figures;
  console.log(`  figures: ${f.requests} requests, ${f.rps} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, peak RSS ${f.peakRssMB} MB (timings are informative only)`);
}
if (postgresAvailable()) {
  all.merge(await runRace({ pg: true, port: 4551, pgPort: 5551, rounds: 4, width: 4 }));
  const dur = await durabilityRound({ pg: true, port: 4552, pgPort: 5552, killAfterAcks: 30, label: 'ci postgres' });
  all.merge(dur.checks);
  all.merge(await runAtomicity({ port: 4553, pgPort: 5553 }));
  all.merge(await runMailOutbox({ port: 4554, pgPort: 5554 }));
} else {
  console.log('  PostgreSQL 15 not installed: the race runs on PGlite and the kill -9 round is skipped');
  all.merge(await runRace({ pg: false, port: 4551, rounds: 4, width: 4 }));
}
console.log(`  (${Math.round((Date.now() - t0) / 1000)} s)`);
console.log(`load: ${all.passed} passed, ${all.failed} failed`);
process.exit(all.failed ? 1 : 0);
