/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
/**
 * Limits by person, not by proxy: the public certificate lookup's budget is per visitor (her address
 * as a trusted proxy on loopback reports it, never as a client claims it), and is spent only by
 * numbers that do not exist, so a real certificate's page always has her name — even when the
 * server renderer, which looks up for every visitor from one address, has spent its budget.
 */
import { DEMO_CERTIFICATE_NO } from '../src/db/seed-certificates';
import { trustedProxies } from '../src/config';
import { createTestContext, type TestContext } from './helpers/context';

const MAX = 5;
let ctx: TestContext;
let name: string;
beforeAll(async () => {
  ctx = await createTestContext({ CERTIFICATE_RATE_LIMIT_MAX: String(MAX) });
  const real = await ctx.inject({
    method: 'GET',
    url: `/api/certificates/${DEMO_CERTIFICATE_NO}`,
    remoteAddress: '192.0.2.200',
  });
  expect(real.statusCode).toBe(200);
  name = real.json().data.student_name;
  expect(name).toBeTruthy();
});
afterAll(() => ctx.close());

let n = 0;
/** A number nobody holds. */
const randomNo = () => {
  n += 1;
  return `AAR-NONE-${n}`;
};
const lookup = (no: string, remoteAddress: string, forwardedFor?: string) =>
  ctx.inject({
    method: 'GET',
    url: `/api/certificates/${no}`,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

async function spend(remoteAddress: string, forwardedFor?: (i: number) => string) {
  const codes = [];
  for (let i = 0; i < MAX + 3; i++)
    codes.push((await lookup(randomNo(), remoteAddress, forwardedFor?.(i))).statusCode);
  return codes;
}

describe('the certificate lookup budget', () => {
  it("one visitor walking through numbers (through the proxy on loopback) leaves another visitor's budget alone", async () => {
    const codes = await spend('127.0.0.1', () => '198.51.100.7');
    expect(codes.slice(0, MAX)).toEqual(Array(MAX).fill(404));
    expect(codes.slice(MAX)).toEqual([429, 429, 429]);
    // Another visitor behind the same proxy still gets answers.
    expect((await lookup(randomNo(), '127.0.0.1', '198.51.100.8')).statusCode).toBe(404);
    // nginx appends the address it saw: what the visitor wrote before it is not believed.
    expect((await lookup(randomNo(), '127.0.0.1', '203.0.113.99, 198.51.100.7')).statusCode).toBe(429);
  });

  it("a real certificate is never refused: not to the visitor who spent her budget, nor to the server renderer's shared address", async () => {
    const own = await lookup(DEMO_CERTIFICATE_NO, '127.0.0.1', '198.51.100.7');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.student_name).toBe(name);
    // The page's server renderer calls from loopback without forwarding: random page views spend
    // that one budget, and the real certificate's page still gets her name.
    expect(await spend('127.0.0.1')).toContain(429);
    const page = await lookup(DEMO_CERTIFICATE_NO, '127.0.0.1');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.student_name).toBe(name);
    const credential = await ctx.inject({
      method: 'GET',
      url: `/api/certificates/${DEMO_CERTIFICATE_NO}/credential`,
      remoteAddress: '127.0.0.1',
    });
    expect(credential.statusCode).toBe(200);
  });

  it('X-Forwarded-For from a client that is not a trusted proxy is ignored', async () => {
    // A new made-up address on every request does not buy a new budget.
    const codes = await spend('203.0.113.50', (i) => `198.51.100.${100 + i}`);
    expect(codes.slice(MAX)).toEqual([429, 429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to loopback, lists what is configured, and never trusts every hop', () => {
    expect(trustedProxies(undefined)).toEqual(['loopback']);
    expect(trustedProxies('1')).toEqual(['loopback']);
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('10.0.0.5, 10.0.1.0/24,loopback')).toEqual(['10.0.0.5', '10.0.1.0/24', 'loopback']);
  });
});
