// The load scenario: N students register, log in, pay through the sandbox, raise tickets and read
// their dashboard; M tutors register, get batches assigned (operator step, through the API's db
// module), change batch statuses, upload two PDFs and raise tickets. Every acknowledged write is
// then checked through the API and in the database; every count is checked against the rows.
import fs from 'node:fs';
import { Checks, Stats, client, inspectDb, letters, mkTmp, mobile, pool, seedBatches, startApi, startPostgres, tinyPdf } from './harness.mjs';

const PRIORITIES = ['Low', 'Medium', 'High'];
const TUTOR_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'];

export async function studentRegister(c, run, i) {
  const email = `learner.${run}.${i}@load.example.test`;
  const phone = mobile(run, i);
  const password = `Learner${i}pass`;
  const r = await c.post('/register', {
    fullname: `Asha ${letters(i)}`,
    designation: 'Software Engineer',
    email,
    phone_number: phone,
    age: 20 + (i % 40),
    password,
  });
  return { r, email, phone, password, userId: r.data?.userId };
}

/** Order → sandbox signature → POST /payment. Returns the verification response and its body. */
export async function pay(c, userId) {
  const order = await c.post('/api/payments/order', { userId });
  if (order.status !== 201) return { step: 'order', r: order };
  const auth = await c.post('/sandbox/authorize', { orderId: order.data.orderId });
  if (auth.status !== 200) return { step: 'authorize', r: auth, orderId: order.data.orderId };
  const body = {
    transactionId: auth.data.razorpay_payment_id,
    userId,
    orderId: order.data.orderId,
    signature: auth.data.razorpay_signature,
  };
  const r = await c.post('/payment', body);
  return { step: 'payment', r, body, orderId: order.data.orderId, amount: order.data.amount };
}

export async function studentTicket(c, userId, n) {
  const r = await c.post('/api/support-tickets', {
    userId,
    subject: `Question ${n} about my batch`,
    priority: PRIORITIES[n % 3],
    description: `I would like to know more about session ${n}. Thank you!`,
  });
  return r;
}

export async function tutorRegister(c, run, i) {
  const email = `mentor.${run}.${i}@load.example.test`;
  const password = `Mentor@${i}Pass`;
  const r = await c.post('/tutor/register', { name: `Meera ${letters(i)}`, email, mobile_number: mobile(run + 500, i), password });
  return { r, email, password, tutorId: r.data?.tutor?.id ?? r.data?.tutor?.tutor_id };
}

export function uploadForm(tutorId, label) {
  const form = new FormData();
  form.append('tutor_id', String(tutorId));
  form.append('skills', 'Prompting, Python, data literacy');
  form.append('resume', new Blob([tinyPdf(`Resume ${label}`)], { type: 'application/pdf' }), `resume-${label}.pdf`);
  form.append('experienceLetter', new Blob([tinyPdf(`Letter ${label}`)], { type: 'application/pdf' }), `letter-${label}.pdf`);
  return form;
}

/**
 * Runs the whole scenario. Options: students, tutors, pg (use a throwaway PostgreSQL), port, pgPort.
 * Returns { checks, figures }.
 */
export async function runLoad({ students = 200, tutors = 50, pg = false, port = 4510, pgPort = 5510, label } = {}) {
  const name = label || (pg ? 'postgres' : 'pglite');
  const checks = new Checks(`[load ${name}] `);
  const run = Math.floor(Math.random() * 900) + 100;
  const dataDir = mkTmp('aarohi-load-');
  const cluster = pg ? await startPostgres({ port: pgPort, fsync: false }) : null;
  const where = { dataDir, databaseUrl: cluster?.url };
  let api;
  const ack = { students: new Map(), payments: [], studentTickets: [], tutors: new Map(), tutorTickets: [], uploads: new Map(), statusChanges: 0 };
  const unexpected = [];
  const expect = (what, r, ...ok) => {
    if (ok.includes(r.status)) return true;
    unexpected.push(`${what}: ${r.status} ${r.error ? String(r.error.cause?.code || r.error.message) : JSON.stringify(r.data)?.slice(0, 160)}`);
    return false;
  };
  const phases = {};
  const allStats = new Stats();
  let memory = { peakRssKB: 0, hwmKB: 0 };
  const track = (m) => {
    memory = { peakRssKB: Math.max(memory.peakRssKB, m.peakRssKB), hwmKB: Math.max(memory.hwmKB, m.hwmKB) };
  };
  try {
    console.log(`\n[load ${name}] starting the API (${pg ? `PostgreSQL ${cluster.url}` : `PGlite in ${dataDir}`})`);
    api = await startApi({ port, ...where });
    const firstStartMs = api.startMs;

    // ---- phase 1: everyone registers at once
    console.log(`[load ${name}] phase 1: ${students} students and ${tutors} tutors register concurrently`);
    let stats = new Stats();
    const sClients = Array.from({ length: students }, () => client(api.base, stats));
    const tClients = Array.from({ length: tutors }, () => client(api.base, stats));
    let t0 = performance.now();
    await Promise.all([
      ...sClients.map(async (c, i) => {
        const s = await studentRegister(c, run, i);
        if (expect('POST /register', s.r, 201)) ack.students.set(i, { ...s, r: undefined });
      }),
      ...tClients.map(async (c, i) => {
        const t = await tutorRegister(c, run, i);
        if (expect('POST /tutor/register', t.r, 201)) ack.tutors.set(i, { ...t, r: undefined });
      }),
    ]);
    phases.register = stats.summary(performance.now() - t0);
    allStats.samples.push(...stats.samples);
    track(api.memory());

    // ---- the operator assigns batches (PGlite allows one process per folder: stop, seed, restart)
    const tutorIds = [...ack.tutors.values()].map((t) => t.tutorId);
    let restartMs = null;
    if (!pg) {
      await api.stop();
      track(api.memory());
    }
    const { batches } = seedBatches(where, tutorIds);
    if (!pg) {
      api = await startApi({ port, ...where });
      restartMs = api.startMs;
    }
    api.resetPeak();

    // ---- phase 2: students log in, pay, raise tickets, read the dashboard; tutors work
    console.log(`[load ${name}] phase 2: logins, payments, tickets, batch status changes, PDF uploads`);
    stats = new Stats();
    for (const c of [...sClients, ...tClients]) c.jar.clear();
    const studentClients = [...ack.students.entries()].map(([i, s]) => ({ i, s, c: client(api.base, stats) }));
    const tutorClients = [...ack.tutors.entries()].map(([i, t]) => ({ i, t, c: client(api.base, stats) }));
    t0 = performance.now();
    await Promise.all([
      ...studentClients.map(async ({ i, s, c }) => {
        const login = await c.post('/login', { email: i % 2 ? s.phone : s.email, password: s.password });
        if (!expect('POST /login', login, 200)) return;
        s.loggedIn = true;
        const p = await pay(c, s.userId);
        if (!expect(`payment (${p.step})`, p.r, p.step === 'payment' ? 200 : 201)) return;
        ack.payments.push({ userId: s.userId, orderId: p.orderId, tx: p.body.transactionId, amount: p.amount });
        for (let n = 0; n < 2; n++) {
          const tk = await studentTicket(c, s.userId, n);
          if (expect('POST /api/support-tickets', tk, 201)) ack.studentTickets.push({ userId: s.userId, id: tk.data.ticket_id });
        }
        const dash = await c.get(`/api/student/dashboard/${s.userId}`);
        expect('GET dashboard', dash, 200);
        const me = await c.get('/api/me');
        expect('GET /api/me', me, 200);
      }),
      ...tutorClients.map(async ({ i, t, c }) => {
        const login = await c.post('/api/tutor/login', { email: t.email, password: t.password });
        if (!expect('POST /api/tutor/login', login, 200)) return;
        t.loggedIn = true;
        const b = batches[t.tutorId];
        const list = await c.get(`/api/tutor/batches/${t.tutorId}`);
        expect('GET batches', list, 200);
        const status = async (id, to, ...ok) => {
          const r = await c.put(`/api/batches/${id}/status`, { status: to, tutor_id: t.tutorId });
          if (expect(`PUT status → ${to}`, r, ...ok) && r.status === 200) ack.statusChanges++;
          return r;
        };
        // upcoming: Inactive → Active → Completed, then Completed → Active is refused (409)
        await status(b.upcoming, 'Active', 200);
        const up = await c.postForm('/tutor/uploads', uploadForm(t.tutorId, `${run}-${i}`));
        if (expect('POST /tutor/uploads', up, 201)) ack.uploads.set(t.tutorId, up.data.data);
        await status(b.upcoming, 'Completed', 200);
        await status(b.upcoming, 'Active', 409);
        // running: Active → Inactive → Active
        await status(b.active, 'Inactive', 200);
        await status(b.active, 'Active', 200);
        for (let n = 0; n < 2; n++) {
          const tk = await c.post('/api/tutor-support-tickets', {
            tutor_id: t.tutorId,
            subject: `Batch question ${n}`,
            priority: TUTOR_PRIORITIES[(i + n) % 4],
            description: `Please help with the timetable of batch ${n}, thank you.`,
          });
          if (expect('POST /api/tutor-support-tickets', tk, 201)) ack.tutorTickets.push({ tutorId: t.tutorId, id: tk.data.support_id });
        }
        expect('GET batch stats', await c.get(`/api/tutor/batches/${t.tutorId}/stats`), 200);
        expect('GET ticket stats', await c.get(`/api/support-tickets/${t.tutorId}/stats`), 200);
      }),
    ]);
    phases.work = stats.summary(performance.now() - t0);
    allStats.samples.push(...stats.samples);
    track(api.memory());
    const loadMemory = api.memory();

    // ---- verification through the API (not timed into the figures)
    console.log(`[load ${name}] verifying every acknowledged write through the API`);
    const vStats = new Stats();
    let tutorTicketMismatch = [];
    let statsMismatch = [];
    let uploadMismatch = [];
    let batchMismatch = [];
    // (a user whose login failed is already counted above; there is no session to verify with)
    await pool(tutorClients.filter(({ t }) => t.loggedIn), 20, async ({ t, c: c0 }) => {
      const c = client(api.base, vStats);
      c.jar.clear();
      for (const [k, v] of c0.jar) c.jar.set(k, v);
      const tickets = await c.get(`/api/support-tickets/${t.tutorId}`);
      const tstats = await c.get(`/api/support-tickets/${t.tutorId}/stats`);
      const mine = ack.tutorTickets.filter((x) => x.tutorId === t.tutorId).map((x) => x.id);
      const listed = new Set((tickets.data?.data ?? []).map((x) => x.support_id));
      if (!mine.every((id) => listed.has(id)) || listed.size !== mine.length + 0) tutorTicketMismatch.push(t.tutorId);
      if (tstats.data?.data?.total_tickets !== listed.size) statsMismatch.push(`tickets ${t.tutorId}`);
      const list = await c.get(`/api/tutor/batches/${t.tutorId}`);
      const bstats = await c.get(`/api/tutor/batches/${t.tutorId}/stats`);
      const rows = list.data?.data ?? [];
      const st = bstats.data?.data ?? {};
      const byId = Object.fromEntries(rows.map((r) => [r.batch_id, r]));
      const b = batches[t.tutorId];
      if (byId[b.upcoming]?.status !== 'Completed' || byId[b.active]?.status !== 'Active' || byId[b.later]?.status !== 'Inactive') {
        batchMismatch.push(`${t.tutorId}: ${rows.map((r) => r.status).join(',')}`);
      }
      const people = rows.reduce((n, r) => n + r.no_of_people, 0);
      const activePeople = rows.filter((r) => r.status === 'Active').reduce((n, r) => n + r.no_of_people, 0);
      if (
        st.total_batches !== rows.length ||
        st.active_batches !== rows.filter((r) => r.status === 'Active').length ||
        st.completed_batches !== rows.filter((r) => r.status === 'Completed').length ||
        st.total_students !== people ||
        st.active_students !== activePeople
      ) {
        statsMismatch.push(`batches ${t.tutorId}: ${JSON.stringify(st)} vs ${rows.length} rows, ${people} people`);
      }
      const up = await c.get(`/api/tutor/uploads/${t.tutorId}`);
      const acked = ack.uploads.get(t.tutorId);
      if (acked && (up.data?.data?.id !== acked.id || !up.data?.data?.resume)) uploadMismatch.push(t.tutorId);
      if (acked) {
        const file = await c.get(`/api/tutor/uploads/${t.tutorId}/files/resume`);
        if (file.status !== 200 || !file.raw?.subarray(0, 5).equals(Buffer.from('%PDF-'))) uploadMismatch.push(`${t.tutorId} file`);
      }
    });
    let paidMismatch = [];
    await pool(studentClients.filter(({ s }) => s.loggedIn), 20, async ({ s, c: c0 }) => {
      const c = client(api.base, vStats);
      for (const [k, v] of c0.jar) c.jar.set(k, v);
      const me = await c.get('/api/me');
      const dash = await c.get(`/api/student/dashboard/${s.userId}`);
      const paidAck = ack.payments.some((p) => p.userId === s.userId);
      const paid = me.data?.user?.paymentstatus === 'completed' || me.data?.user?.payment_status === 'completed' || Boolean(me.data?.user?.payment);
      // A paid student is enrolled once. Her batch may have been completed by its tutor during the run
      // (tutors complete their upcoming batch concurrently): then it counts as a completed course and,
      // rightly, no current batch is shown. Otherwise the dashboard shows the batch.
      const st = dash.data?.stats ?? {};
      const enrolled = (st.completed_courses ?? 0) + (st.ongoing_courses ?? 0);
      const shown = Boolean(dash.data?.batchInfo) === (st.ongoing_courses === 1);
      if (paidAck && (me.status !== 200 || !paid || enrolled !== 1 || !shown)) {
        paidMismatch.push(`${s.userId}: ${JSON.stringify(st)} batchInfo=${Boolean(dash.data?.batchInfo)} paid=${paid}`);
      }
    });
    const verifyStats = vStats.summary(1);
    checks.add('zero 5xx during the run', allStats.samples.every((x) => x.status < 500) && verifyStats.serverErrors === 0, JSON.stringify(allStats.summary(1).byStatus));
    checks.add('zero network errors', allStats.samples.every((x) => x.status !== 0), `${allStats.samples.filter((x) => x.status === 0).length} failed requests`);
    checks.add('every response had the expected status', unexpected.length === 0, `${unexpected.length}: ${unexpected.slice(0, 5).join(' | ')}`);
    checks.add(`all ${students} students registered`, ack.students.size === students, ack.students.size);
    checks.add(`all ${tutors} tutors registered`, ack.tutors.size === tutors, ack.tutors.size);
    checks.add('every acknowledged tutor ticket is listed, and only those', tutorTicketMismatch.length === 0, tutorTicketMismatch.join(','));
    checks.add('ticket and batch stats equal the listed rows', statsMismatch.length === 0, statsMismatch.slice(0, 5).join(' | '));
    checks.add('every batch has its final status', batchMismatch.length === 0, batchMismatch.slice(0, 5).join(' | '));
    checks.add('every acknowledged upload is listed and its PDF downloads', uploadMismatch.length === 0, uploadMismatch.slice(0, 5).join(','));
    checks.add('every paid student is enrolled once and sees her batch unless it was completed', paidMismatch.length === 0, paidMismatch.slice(0, 3).join(' | '));

    // ---- the database: every acknowledged row, counts against rows
    await api.stop();
    track(api.memory());
    const db = inspectDb(where);
    checks.add('database snapshot readable', db.ok, db.error);
    if (db.ok) {
      const emails = new Set(db.students.map((s) => s.email));
      checks.add('every acknowledged student row present', [...ack.students.values()].every((s) => emails.has(s.email)));
      const paymentsByOrder = new Map(db.payments.map((p) => [p.o, p]));
      checks.add(
        'every acknowledged payment recorded once with its amount',
        ack.payments.every((p) => paymentsByOrder.get(p.orderId)?.s === p.userId && paymentsByOrder.get(p.orderId)?.amount === p.amount) &&
          new Set(db.payments.map((p) => p.o)).size === db.payments.length,
      );
      const byStudent = new Map(db.students.map((s) => [s.id, s]));
      const enrolled = new Map();
      for (const e of db.enrolments) enrolled.set(e.s, (enrolled.get(e.s) || 0) + 1);
      const loadIds = new Set([...ack.students.values()].map((s) => s.userId));
      checks.add(
        'every paid load student is completed and enrolled exactly once',
        ack.payments.every((p) => byStudent.get(p.userId)?.ps === 'completed' && enrolled.get(p.userId) === 1),
      );
      const paidIds = new Set(ack.payments.map((p) => p.userId));
      const welcomeMismatch = [...loadIds].filter((id) => byStudent.get(id)?.welcome !== (paidIds.has(id) ? 1 : 0));
      checks.add('every paid load student has one welcome notice, and no unpaid one has any', welcomeMismatch.length === 0, welcomeMismatch.slice(0, 5).join(','));
      checks.add(
        'no half-written payment: every completed student has a payment, every paid order a payment row',
        db.students.filter((s) => s.ps === 'completed').every((s) => db.payments.some((p) => p.s === s.id)) &&
          db.orders.filter((o) => o.status === 'paid').every((o) => paymentsByOrder.has(o.id)) &&
          db.payments.every((p) => db.orders.find((o) => o.id === p.o)?.status === 'paid'),
      );
      const sTickets = new Set(db.studentTickets.map((x) => x.id));
      checks.add('every acknowledged student ticket present', ack.studentTickets.every((x) => sTickets.has(x.id)));
      checks.add(
        'student tickets of load students = acknowledged',
        db.studentTickets.filter((x) => loadIds.has(x.s)).length === ack.studentTickets.length,
        `${db.studentTickets.filter((x) => loadIds.has(x.s)).length} vs ${ack.studentTickets.length}`,
      );
      const tTickets = new Set(db.tutorTickets.map((x) => `${x.t}:${x.id}`));
      checks.add('every acknowledged tutor ticket present', ack.tutorTickets.every((x) => tTickets.has(`${x.tutorId}:${x.id}`)));
      checks.add('every tutor has its welcome notification', db.tutors.every((t) => t.welcome === 1));
      checks.add(
        'every acknowledged upload row present with both files on disk',
        [...ack.uploads.keys()].every((tid) => db.uploads.some((u) => u.t === tid && u.files)) && db.uploads.length === ack.uploads.size + 0,
      );
      const enrolCount = db.enrolments.filter((e) => !e.cancelled).length;
      const batchPeople = db.batches.reduce((n, b) => n + b.people, 0);
      checks.add('batch head-counts add up to the enrolments', enrolCount === batchPeople, `${enrolCount} vs ${batchPeople}`);
      // A payment refunded in full (the seed's refund demo) ended its student's place: she is "refunded".
      checks.add(
        'payments not refunded in full = completed students',
        db.payments.filter((p) => p.r < p.amount).length === db.students.filter((s) => s.ps === 'completed').length,
      );
    }

    const total = allStats.summary((phases.register.wallMs || 0) + (phases.work.wallMs || 0));
    const figures = {
      database: pg ? 'postgresql-15' : 'pglite',
      students,
      tutors,
      requests: total.requests,
      rps: total.rps,
      p50Ms: total.p50Ms,
      p99Ms: total.p99Ms,
      maxMs: total.maxMs,
      serverErrors: total.serverErrors + verifyStats.serverErrors,
      networkErrors: total.networkErrors,
      peakRssMB: Math.round(memory.peakRssKB / 1024),
      loadPhasePeakRssMB: Math.round(loadMemory.peakRssKB / 1024),
      hwmMB: Math.round(memory.hwmKB / 1024),
      firstStartMs,
      restartMs,
      phases,
      acknowledged: {
        students: ack.students.size,
        tutors: ack.tutors.size,
        payments: ack.payments.length,
        studentTickets: ack.studentTickets.length,
        tutorTickets: ack.tutorTickets.length,
        uploads: ack.uploads.size,
        statusChanges: ack.statusChanges,
      },
      unexpected: unexpected.slice(0, 20),
    };
    return { checks, figures };
  } catch (err) {
    checks.add('scenario ran to the end', false, err.stack || err.message);
    if (api) console.error(api.log.slice(-2000));
    return { checks, figures: null };
  } finally {
    if (api?.alive()) await api.stop();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFigures(list) {
  const rows = list.filter(Boolean);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const out = [
    line(['database', 'students/tutors', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '5xx', 'peak RSS MB (load phase)', 'VmHWM MB']),
    line(Array(10).fill('---')),
    ...rows.map((f) =>
      line([f.database, `${f.students}/${f.tutors}`, f.requests, f.rps, f.p50Ms, f.p99Ms, f.maxMs, f.serverErrors, f.loadPhasePeakRssMB, f.hwmMB]),
    ),
  ];
  console.log(out.join('\n'));
  return out.join('\n');
}
