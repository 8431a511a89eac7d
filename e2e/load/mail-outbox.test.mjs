#!/usr/bin/env node
// Mail that cannot be lost (a receipt or a reset link that silently vanishes cannot be noticed or
// resent by the person waiting for it), on PostgreSQL (fsync on) with a real SMTP server in this
// process (smtp-server, from the API's dev dependencies):
//   1. kill -9 between a payment and its receipt mail: the mail server refuses (451) while the API
//      pays and queues; the API is killed -9; the mail server comes back; after the restart the
//      receipt (PDF attached, her payment id inside) is delivered exactly once;
//   2. two API processes on the same database, both sending: every queued mail arrives once
//      (claims with FOR UPDATE SKIP LOCKED and a lease).
// `node e2e/load/mail-outbox.test.mjs` → `mail-outbox: N passed, M failed`
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { Checks, apiDir, client, mkTmp, postgresAvailable, sleep, startApi, startPostgres } from './harness.mjs';
import { pay, studentRegister } from './scenario.mjs';

const apiRequire = createRequire(path.join(apiDir, 'package.json'));
const { SMTPServer } = apiRequire('smtp-server');
const { simpleParser } = apiRequire('mailparser');

async function startSmtp() {
  const state = { messages: [], refused: 0, refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_a, _s, cb) {
      if (state.refusing) {
        state.refused++;
        state.onRefusal?.(state.refused);
        const err = new Error('Mailbox temporarily unavailable');
        err.responseCode = 451;
        return cb(err);
      }
      cb();
    },
    onData(stream, _s, cb) {
      simpleParser(stream).then((m) => {
        state.messages.push(m);
        cb();
      }, cb);
    },
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  state.url = `smtp://127.0.0.1:${server.server.address().port}`;
  state.close = () => new Promise((r) => server.close(r));
  return state;
}

async function waitUntil(fn, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (fn()) return true;
    await sleep(50);
  }
  return fn();
}

function pdfText(buf) {
  const dir = mkTmp('aarohi-mail-pdf-');
  try {
    fs.writeFileSync(path.join(dir, 'r.pdf'), buf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } catch (err) {
    return `pdftotext failed: ${err.message}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runMailOutbox({ port = 4560, pgPort = 5560 } = {}) {
  const checks = new Checks('[mail outbox] ');
  const dataDir = mkTmp('aarohi-mail-');
  const cluster = await startPostgres({ port: pgPort, fsync: true });
  const smtp = await startSmtp();
  // A kill after the mail server refused a row but before the sender wrote "pending, retry later"
  // leaves the row's lease; it is sent again once the lease expires (the designed recovery). A short
  // lease keeps that inside the 30 s wait below; with the default 60 s lease, the receipt arrived
  // after the wait whenever the kill landed in that window (CI, stop 22).
  // No session reminders: the checks count every message the SMTP server receives.
  const env = { REMINDERS: 'off', SMTP_URL: smtp.url, MAIL_FROM: 'Aarohi <hello@aarohi.example>', MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '1000', MAIL_LEASE_MS: '5000' };
  const where = { dataDir, databaseUrl: cluster.url, env };
  const apis = [];
  try {
    // ---- 1. kill -9 between the payment and its mail
    smtp.refusing = true;
    let api = await startApi({ port, ...where });
    apis.push(api);
    // The kill lands while the mail server holds its answer to the second attempt: the API has
    // claimed that row (its lease is stamped) and never learns it was refused. Every run covers the
    // worst moment, a lease left behind by a dead sender, instead of whichever moment the poll saw.
    let killed;
    smtp.onRefusal = (n) => {
      if (n === 2) killed = api.kill9();
    };
    const c = client(api.base);
    const run = Math.floor(Math.random() * 900) + 100;
    const s = await studentRegister(c, run, 1);
    const p = await pay(c, s.userId);
    const paymentId = p.body?.transactionId;
    checks.add('the payment is acknowledged', p.step === 'payment' && p.r.status === 200, JSON.stringify(p.r.data));
    // The sender has tried (and been refused) the welcome and the receipt: both are committed, unsent.
    checks.add('the mail server refused the first attempts', await waitUntil(() => smtp.refused >= 2, 15_000), `${smtp.refused} refusals`);
    smtp.onRefusal = undefined;
    await (killed ?? api.kill9());
    checks.add('nothing was delivered before the kill', smtp.messages.length === 0, `${smtp.messages.length} delivered`);
    smtp.refusing = false;
    api = await startApi({ port, ...where, timeoutMs: 120_000 });
    apis.push(api);
    const receipts = () => smtp.messages.filter((m) => m.subject === `Payment received — ${paymentId}`);
    checks.add('after the restart the receipt is delivered', await waitUntil(() => receipts().length >= 1, 30_000), `${smtp.messages.length} messages: ${smtp.messages.map((m) => m.subject).join(' | ')}`);
    // The welcome was refused more often, so its back-off is longer: wait for it too.
    const welcomes = () => smtp.messages.filter((m) => m.subject === 'Welcome to Aarohi' && m.to?.text === s.email);
    await waitUntil(() => welcomes().length >= 1, 30_000);
    await sleep(2500); // ten more sender rounds: a duplicate would show up now
    checks.add('exactly once', receipts().length === 1, `${receipts().length} receipts`);
    checks.add('the welcome queued before the kill is delivered once too', welcomes().length === 1, `${welcomes().length} welcomes: ${smtp.messages.map((m) => `${m.subject} → ${m.to?.text}`).join(' | ')}`);
    const pdf = receipts()[0]?.attachments?.find((a) => a.filename === 'payment-confirmation.pdf');
    const text = pdf ? pdfText(pdf.content) : '';
    checks.add('the receipt carries the payment confirmation PDF with her payment id', text.includes('Payment confirmation') && text.includes(paymentId), text.slice(0, 300));

    // ---- 2. two API processes on one database, both sending
    const second = await startApi({ port: port + 1, ...where, timeoutMs: 120_000 });
    apis.push(second);
    smtp.messages.length = 0;
    const emails = [];
    for (let i = 0; i < 16; i++) {
      const r = await studentRegister(client((i % 2 ? second : api).base), run, 100 + i);
      if (r.r.status === 201) emails.push(r.email);
    }
    checks.add('16 registrations through two API processes', emails.length === 16, `${emails.length}`);
    await waitUntil(() => smtp.messages.length >= emails.length, 30_000);
    await sleep(2500);
    const counts = new Map();
    for (const m of smtp.messages) counts.set(m.to?.text, (counts.get(m.to?.text) ?? 0) + 1);
    const wrong = emails.filter((e) => counts.get(e) !== 1);
    checks.add('two senders: every welcome delivered exactly once', wrong.length === 0 && smtp.messages.length === emails.length, `${smtp.messages.length} messages; not once: ${wrong.map((e) => `${e}×${counts.get(e) ?? 0}`).join(', ')}`);
  } catch (err) {
    checks.add('ran to the end', false, err.stack);
  } finally {
    for (const a of apis) if (a.alive()) await a.stop();
    await smtp.close();
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!postgresAvailable()) {
    console.log('mail-outbox: PostgreSQL 15 is not installed (apt-get install -y postgresql); skipped');
    process.exit(0);
  }
  const checks = await runMailOutbox();
  console.log(`mail-outbox: ${checks.passed} passed, ${checks.failed} failed`);
  process.exit(checks.failed ? 1 : 0);
}
