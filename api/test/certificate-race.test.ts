/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
/**
 * Her first visits to the certificate page racing each other, through two API instances on one
 * database (on PostgreSQL with DATABASE_URL, each with its own connections): every answer is the
 * one certificate that was issued, with one mail — never "not eligible, short by 0".
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as t from '../src/db/schema';
import { buildApp } from '../src/app';
import { CERTIFICATE_DEMO_LOGINS } from '../src/db/seed-certificates';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({ MAIL_SENDER: 'off' });
  // A second API on the same database and configuration (sessions are shared through the database).
  other = await buildApp(ctx.config, { database: ctx.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

it('12 racing first visits on two instances: all see the same issued certificate, one row, one mail', async () => {
  const lakshmi = await ctx.loginStudent(CERTIFICATE_DEMO_LOGINS.eligibleStudent.email, 'Student@2025');
  const visits = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? other : ctx.app).inject({
        method: 'GET',
        url: '/api/student/certificate',
        headers: { cookie: lakshmi.cookie },
      }),
    ),
  );
  const states = visits.map((v) => [v.statusCode, v.json().data?.state]);
  expect(states).toEqual(Array(12).fill([200, 'issued']));
  const numbers = new Set(visits.map((v) => v.json().data.certificate.certificate_no));
  expect(numbers.size).toBe(1);
  const rows = await ctx.database.db
    .select()
    .from(t.certificates)
    .where(eq(t.certificates.studentId, lakshmi.userId));
  expect(rows).toHaveLength(1);
  const [student] = await ctx.database.db
    .select({ email: t.students.email })
    .from(t.students)
    .where(eq(t.students.id, lakshmi.userId));
  const mails = await ctx.database.db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.kind, 'certificate-ready'), eq(t.outbox.toAddress, student!.email)));
  expect(mails).toHaveLength(1);
});
