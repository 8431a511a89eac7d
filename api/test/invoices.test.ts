/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * GST tax invoices: one per payment, issued in the payment's transaction with a consecutive
 * number; the tax split by place of supply; the buyer's GSTIN checked on the server; the PDF read
 * back with pdftotext; her Payments page and the download (hers only, or staff); typed coupon codes
 * with only advertised ones public; the Money screen's list and GSTR-1 CSV adding up to the invoices.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { GSTIN_MESSAGES, INVOICE_SERIES, financialYearLabel } from '@ai-women/contracts';
import { createTestContext, DEMO_LOGINS, type TestContext } from './helpers/context';
import * as t from '../src/db/schema';
import { openDatabase, type Database } from '../src/db/client';
import { nextDocumentNumber } from '../src/payments/document-numbers';
import type { Db } from '../src/db/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SCHOOL_GSTIN = '29AAKCA2499K1Z0';

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type Inv = { invoice_id: number; number: string; taxable: number; cgst: number; sgst: number; igst: number; total: number };
type Totals = { count: number; taxable: number; cgst: number; sgst: number; igst: number; total: number };
type OrderExtras = { couponCode?: string; couponId?: number; state?: string; businessName?: string; gstin?: string };
const order = (cookie: string, userId: number, extras: OrderExtras = {}) =>
  ctx.inject({ method: 'POST', url: '/api/payments/order', cookie, payload: { userId, ...extras } });

async function authorizeAndPay(cookie: string, userId: number, orderId: string) {
  const a = (await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie, payload: { orderId } })).json();
  return ctx.inject({
    method: 'POST',
    url: '/payment',
    cookie,
    payload: {
      transactionId: a.razorpay_payment_id,
      userId,
      orderId: a.razorpay_order_id,
      signature: a.razorpay_signature,
      paymentStatus: 'completed',
    },
  });
}

async function buy(extras: OrderExtras, student: Record<string, unknown> = {}) {
  const s = await ctx.registerStudent(student);
  const o = await order(s.cookie, s.userId, extras);
  expect(o.statusCode).toBe(201);
  const paid = await authorizeAndPay(s.cookie, s.userId, o.json().orderId);
  expect(paid.statusCode).toBe(200);
  const mine = (await ctx.inject({ method: 'GET', url: '/api/student/payments', cookie: s.cookie })).json();
  return { s, paid: paid.json(), payments: mine.data as { amount: number; payment_id: number; invoice: Inv & Record<string, unknown> }[] };
}

async function invoicePdf(cookie: string, id: number) {
  return ctx.inject({ method: 'GET', url: `/api/invoices/${id}/pdf`, cookie });
}

describe('an invoice with every payment', () => {
  it('a buyer in the school state, with a typed (private) coupon: CGST + SGST, parts add up, the PDF says so', async () => {
    const { s, paid, payments } = await buy({ couponCode: ' firststep10 ', state: '29' }, { fullname: 'Kavitha Rao' });
    expect(payments).toHaveLength(1);
    const inv = payments[0]!.invoice as Inv;
    expect(paid.invoice_number).toBe(inv.number);
    expect(inv.number).toMatch(new RegExp(`^AAR/${financialYearLabel(new Date())}/\\d{6}$`));
    expect(inv.number.length).toBeLessThanOrEqual(16);
    expect(inv).toMatchObject({
      total: 224910, // ₹2,499 less 10 %
      taxable: 190602,
      cgst: 17154,
      sgst: 17154,
      igst: 0,
      buyer_name: 'Kavitha Rao',
      buyer_state: '29',
      place_of_supply: 'Karnataka',
      sac: '999293',
      coupon_name: 'FIRSTSTEP10',
    });
    expect(inv.taxable + inv.cgst + inv.sgst + inv.igst).toBe(payments[0]!.amount);

    const pdf = await invoicePdf(s.cookie, inv.invoice_id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const s of [SCHOOL_GSTIN, inv.number, '999293', 'CGST @ 9 %', 'SGST @ 9 %', 'Karnataka (29)', 'Kavitha Rao'])
      expect(text).toContain(s);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Reverse charge\s+No/);
    expect(text).toContain('Rupees Two Thousand Two Hundred Forty-Nine and Ten Paise Only');
    expect(text).toContain('1,906.02');
    expect(text).toContain('2,249.10');
  });

  it('a buyer in another state with her employer GSTIN, named in Devanagari, in Hindi: IGST and her name in the PDF', async () => {
    const { s, payments } = await buy(
      { state: '27', businessName: 'Unit Software LLP', gstin: '27aapfu0939f1zv' },
      { fullname: 'प्रिया शर्मा', language: 'hi' },
    );
    const inv = payments[0]!.invoice as Inv;
    expect(inv).toMatchObject({
      total: 249900,
      taxable: 211780,
      igst: 38120,
      cgst: 0,
      sgst: 0,
      buyer_gstin: '27AAPFU0939F1ZV',
      buyer_business_name: 'Unit Software LLP',
      place_of_supply: 'Maharashtra',
    });
    expect(inv.taxable + inv.igst).toBe(inv.total);
    const text = pdfText((await invoicePdf(s.cookie, inv.invoice_id)).rawPayload);
    for (const x of ['प्रिया शर्मा', 'IGST @ 18 %', '27AAPFU0939F1ZV', SCHOOL_GSTIN, inv.number, '999293', 'महाराष्ट्र (27)'])
      expect(text).toContain(x);
    expect(text).not.toContain('CGST');
  });

  it('an order from a client that gives no state: the school state (place of supply of a buyer without an address)', async () => {
    const { payments } = await buy({});
    expect(payments[0]!.invoice).toMatchObject({ buyer_state: '29', igst: 0, total: 249900 });
  });
});

describe('checkout details are checked on the server', () => {
  let s: { cookie: string; userId: number };
  beforeAll(async () => {
    s = await ctx.registerStudent();
  });
  it.each([
    [{ state: '29', businessName: 'Acme', gstin: '29AAKCA2499K1Z1' }, 'gstin', GSTIN_MESSAGES.checksum],
    [{ state: '29', businessName: 'Acme', gstin: '29AAKCA2499' }, 'gstin', GSTIN_MESSAGES.format],
    [
      { state: '29', businessName: 'Unit', gstin: '27AAPFU0939F1ZV' },
      'gstin',
      'This GSTIN is registered in Maharashtra, but you chose Karnataka as your state. Choose the state of the GSTIN, or leave the GSTIN empty.',
    ],
    [{ state: '27', gstin: '27AAPFU0939F1ZV' }, 'businessName', GSTIN_MESSAGES.needsName],
    [{ state: '25' }, 'state', GSTIN_MESSAGES.state_unknown],
  ])('%j → 400 naming %s', async (extras, field, message) => {
    const res = await order(s.cookie, s.userId, extras);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });
});

describe('coupons: typed, not listed', () => {
  it('the public list shows advertised coupons only; a typed code works; ids of private coupons do not', async () => {
    const list = (await ctx.inject({ method: 'GET', url: '/api/coupons' })).json().coupons as { coupon_name: string }[];
    expect(list.map((c) => c.coupon_name)).toEqual(['WOMENINAI20']);
    const ok = await ctx.inject({ method: 'POST', url: '/api/coupons/check', payload: { code: 'sakhi15' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().coupon).toMatchObject({ coupon_name: 'SAKHI15', discount_percent: 15 });
    const bad = await ctx.inject({ method: 'POST', url: '/api/coupons/check', payload: { code: 'NOPE' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/);
    const [sakhi] = await ctx.database.db.select().from(t.coupons).where(eq(t.coupons.name, 'SAKHI15'));
    const s = await ctx.registerStudent();
    expect((await order(s.cookie, s.userId, { couponId: sakhi!.id })).statusCode).toBe(400);
    expect((await order(s.cookie, s.userId, { couponCode: 'SAKHI15' })).json().amount).toBe(212415);
  });

  it('staff advertise a coupon and it is listed', async () => {
    const admin = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    const cookie = admin.headers['set-cookie']!.toString().split(';')[0]!;
    const [sakhi] = await ctx.database.db.select().from(t.coupons).where(eq(t.coupons.name, 'SAKHI15'));
    const put = await ctx.inject({ method: 'PUT', url: `/api/staff/coupons/${sakhi!.id}`, cookie, payload: { advertised: true } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ advertised: true, active: true });
    const list = (await ctx.inject({ method: 'GET', url: '/api/coupons' })).json().coupons as { coupon_name: string }[];
    expect(list.map((c) => c.coupon_name)).toContain('SAKHI15');
    await ctx.inject({ method: 'PUT', url: `/api/staff/coupons/${sakhi!.id}`, cookie, payload: { advertised: false } });
  });
});

describe('who may read an invoice', () => {
  it('the student who paid and staff; another student gets 404, nobody signed in 401', async () => {
    const { payments } = await buy({ state: '33' });
    const id = (payments[0]!.invoice as { invoice_id: number }).invoice_id;
    const other = await ctx.registerStudent();
    expect((await invoicePdf(other.cookie, id)).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/api/invoices/${id}/pdf` })).statusCode).toBe(401);
    const admin = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    const cookie = admin.headers['set-cookie']!.toString().split(';')[0]!;
    expect((await invoicePdf(cookie, id)).statusCode).toBe(200);
  });

  it('the seeded paid student has her invoice (coupon, Maharashtra, IGST)', async () => {
    const priya = await ctx.loginStudent();
    const mine = (await ctx.inject({ method: 'GET', url: '/api/student/payments', cookie: priya.cookie })).json().data;
    expect(mine[0].invoice).toMatchObject({ total: 199920, igst: 30496, taxable: 169424, coupon_name: 'WOMENINAI20', buyer_state: '27' });
    expect((await invoicePdf(priya.cookie, mine[0].invoice.invoice_id)).statusCode).toBe(200);
  });
});

describe('the Money screen and the GSTR-1 CSV', () => {
  it('lists invoices by month and state; totals and the CSV equal the sum of the invoices', async () => {
    const admin = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    const cookie = admin.headers['set-cookie']!.toString().split(';')[0]!;
    // A part refund this month, so the month always has a credit note to subtract.
    const refunded = await buy({ state: '27' });
    const partRefund = await ctx.inject({
      method: 'POST',
      url: `/api/staff/payments/${refunded.payments[0]!.payment_id}/refund`,
      cookie,
      payload: { amount: 20_000, reason: 'Goodwill: one session lost to a power cut' },
    });
    expect(partRefund.statusCode).toBe(200);
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const res = await ctx.inject({ method: 'GET', url: `/api/staff/invoices?month=${month}`, cookie });
    expect(res.statusCode).toBe(200);
    const { invoices, totals } = res.json().data as {
      invoices: { taxable: number; cgst: number; sgst: number; igst: number; total: number; buyer_gstin: string | null; number: string }[];
      totals: Totals;
    };
    expect(invoices.length).toBeGreaterThanOrEqual(4);
    const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') => invoices.reduce((n, i) => n + i[k], 0);
    expect(totals).toEqual({ count: invoices.length, taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst'), total: sum('total') });
    expect(totals.total).toBe(totals.taxable + totals.cgst + totals.sgst + totals.igst);

    const byState = (await ctx.inject({ method: 'GET', url: `/api/staff/invoices?month=${month}&state=27`, cookie })).json().data;
    expect(byState.invoices.length).toBeGreaterThanOrEqual(1);
    expect(byState.invoices.every((i: { buyer_state: string }) => i.buyer_state === '27')).toBe(true);
    expect((await ctx.inject({ method: 'GET', url: `/api/staff/invoices?month=2026-13`, cookie })).statusCode).toBe(400);

    const csv = await ctx.inject({ method: 'GET', url: `/api/staff/invoices/gstr1.csv?month=${month}`, cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    const b2b = invoices.filter((i) => i.buyer_gstin);
    for (const i of b2b) expect(lines.some((l) => l.startsWith(`${i.buyer_gstin},`) && l.includes(i.number))).toBe(true);
    const paise = (x: string) => Math.round(Number(x) * 100);
    // B2B lines plus B2C summary lines add up to the same totals as the list.
    const start = lines.indexOf('Section,B2C small (by place of supply and rate)');
    const b2bRows = lines.slice(2, start - 1).map((l) => l.split(','));
    const b2cRows = lines.slice(start + 2, lines.indexOf('', start)).map((l) => l.split(','));
    const b2bTotal = b2bRows.reduce((n, r) => n + paise(r[4]!), 0);
    const b2cTotal = b2cRows.reduce((n, r) => n + paise(r[8]!), 0);
    expect(b2bTotal + b2cTotal).toBe(totals.total);
    const b2cTaxable = b2cRows.reduce((n, r) => n + paise(r[4]!), 0);
    expect(b2bRows.reduce((n, r) => n + paise(r[9]!), 0) + b2cTaxable).toBe(totals.taxable);
    // The closing lines are all invoices, all credit notes and the net. Whether the seeded refund's
    // credit note falls in this month depends on the day the seed ran, so each line is checked
    // against the screen's own figure for it rather than assuming there are no credit notes.
    const { credit_note_totals: noted, net } = res.json().data as { credit_note_totals: Totals; net: Totals };
    const closing = (label: string) => lines.find((l) => l.startsWith(`${label},`))!.split(',');
    expect(paise(closing('All invoices')[6]!)).toBe(totals.total);
    expect(Number(closing('All invoices')[1])).toBe(totals.count);
    expect(paise(closing('All credit notes')[6]!)).toBe(noted.total);
    const last = lines[lines.length - 1]!.split(',');
    expect(last[0]).toBe('Net (invoices minus credit notes)');
    expect(paise(last[6]!)).toBe(net.total);
    expect(noted.count).toBeGreaterThanOrEqual(1);
    expect(noted.total).toBeGreaterThanOrEqual(20_000);
    expect(net.total).toBe(totals.total - noted.total);
  });
});

describe('invoice numbers under concurrency', () => {
  it('40 concurrent payments get 40 consecutive numbers, no gap, no duplicate', async () => {
    const students = [];
    for (let i = 0; i < 40; i += 1) students.push(await ctx.registerStudent());
    // Orders and authorisations one after the other (seats are another test's subject); then all 40
    // verifications at once, which is where invoice numbers are taken.
    const orders: string[] = [];
    const auth: { razorpay_payment_id: string; razorpay_signature: string }[] = [];
    for (const s of students) {
      const o = await order(s.cookie, s.userId, { state: i2state(s.userId) });
      expect(o.statusCode).toBe(201);
      orders.push(o.json().orderId);
      auth.push(
        (await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie: s.cookie, payload: { orderId: o.json().orderId } })).json(),
      );
    }
    const results = await Promise.all(
      students.map((s, i) =>
        ctx.inject({
          method: 'POST',
          url: '/payment',
          cookie: s.cookie,
          payload: {
            transactionId: auth[i]!.razorpay_payment_id,
            userId: s.userId,
            orderId: orders[i],
            signature: auth[i]!.razorpay_signature,
            paymentStatus: 'completed',
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(students.map(() => 200));
    const numbers = results.map((r) => r.json().invoice_number as string);
    const seqs = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(40);
    expect(seqs[39]! - seqs[0]!).toBe(39);
    // And they follow on from every earlier invoice of the year: the counter equals the highest.
    const fy = financialYearLabel(new Date());
    const [counter] = await ctx.database.db
      .select()
      .from(t.documentCounters)
      .where(and(eq(t.documentCounters.series, INVOICE_SERIES.id), eq(t.documentCounters.fy, fy)));
    expect(counter!.last).toBe(seqs[39]);
    const all = await ctx.database.db.select({ seq: t.invoices.seq }).from(t.invoices).where(eq(t.invoices.fy, fy));
    const every = all.map((r) => r.seq).sort((a, b) => a - b);
    expect(every).toEqual(Array.from({ length: every.length }, (_, i) => i + 1));
  });
});

/** Half the buyers in the school's state, half elsewhere. */
const i2state = (n: number) => (n % 2 ? '29' : '07');

// Two connection pools on one PostgreSQL stand for two API processes; a pool closed and opened
// again for a restart. PGlite is one process by design, so this part runs under test-pg.sh only.
const adminUrl = process.env.DATABASE_URL;
(adminUrl ? describe : describe.skip)('the counter across processes and restarts (PostgreSQL)', () => {
  let url = '';
  const open: Database[] = [];
  beforeAll(async () => {
    const { Client } = await import('pg');
    const name = `aarohi_counter_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    for (const d of open) await d.close().catch(() => undefined);
  });

  it('two pools take numbers at once, some transactions roll back: consecutive, nothing lost or shared; a restart continues', async () => {
    const migrationsDir = path.join(__dirname, '..', 'drizzle');
    const a = await openDatabase({ migrationsDir, databaseUrl: url });
    const b = await openDatabase({ migrationsDir, databaseUrl: url, migrate: false });
    open.push(a, b);
    const at = new Date('2026-11-27T06:00:00Z');
    const take = (d: Database, fail: boolean) =>
      d.db
        .transaction(async (tx) => {
          const n = await nextDocumentNumber(tx as unknown as Db, INVOICE_SERIES, at);
          if (fail) throw new Error('rolled back');
          return n.seq;
        })
        .catch(() => null);
    const got = await Promise.all(Array.from({ length: 60 }, (_, i) => take(i % 2 ? a : b, i % 5 === 4)));
    const kept = got.filter((n): n is number => n !== null).sort((x, y) => x - y);
    expect(kept).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    await a.close();
    await b.close();
    const again = await openDatabase({ migrationsDir, databaseUrl: url, migrate: false });
    open.push(again);
    const next = await again.db.transaction((tx) => nextDocumentNumber(tx as unknown as Db, INVOICE_SERIES, at));
    expect(next).toEqual({ number: 'AAR/26-27/000049', fy: '26-27', seq: 49 });
  });
});
