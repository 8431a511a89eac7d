/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { desc, eq } from 'drizzle-orm';
import { runAction } from '../src/ops-actions';
import * as t from '../src/db/schema';
import { createTestContext, DEMO_LOGINS, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('operator actions', () => {
  it('creates a batch with a 25-session timetable, assigns a student, and the API shows it', async () => {
    const { db } = ctx.database;
    const batch = (await runAction(db, 'batch:create', {
      name: 'Aarohi Weekend Batch 14',
      tutor: DEMO_LOGINS.tutor.email,
      timing: 'Mon-Sat 07:00-08:30',
      'meeting-url': 'https://meet.example/b14',
      start: '2030-01-07',
    })) as { id: number };
    await runAction(db, 'batch:assign', { id: String(batch.id), student: DEMO_LOGINS.unpaidStudent.email });
    const tutor = await ctx.loginTutor();
    const list = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json();
    expect(list.data.find((b: { batch_id: number }) => b.batch_id === batch.id)).toMatchObject({
      status: 'Inactive',
      no_of_people: 1,
      meeting_url: 'https://meet.example/b14',
    });
    await expect(
      runAction(db, 'batch:status', { id: String(batch.id), status: 'Completed' }),
    ).rejects.toThrow('can only be changed to Active');
    await expect(
      runAction(db, 'batch:status', { id: String(batch.id), status: 'Active' }),
    ).resolves.toMatchObject({ status: 'Active' });
    // The back office's batch rule, word for word: days and hours, and an https meeting link.
    await expect(runAction(db, 'batch:edit', { id: String(batch.id), timing: '7pm' })).rejects.toThrow(
      'Write the days, a space and the hours, e.g. Mon-Sat 19:00-20:30.',
    );
    await expect(
      runAction(db, 'batch:edit', { id: String(batch.id), 'meeting-url': 'http://meet.example/b14' }),
    ).rejects.toThrow('Enter a meeting link that starts with https://');
    await expect(
      runAction(db, 'batch:create', {
        name: 'Plain link',
        tutor: DEMO_LOGINS.tutor.email,
        timing: 'Mon-Sat 07:00-08:30',
        'meeting-url': 'http://meet.example/plain',
      }),
    ).rejects.toThrow('Enter a meeting link that starts with https://');
  });

  it('replies to a ticket, notifies and creates a coupon', async () => {
    const { db } = ctx.database;
    const tutor = await ctx.loginTutor();
    const tickets = (
      await ctx.inject({ method: 'GET', url: `/api/support-tickets/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json().data;
    const open = tickets.find((x: { status: string }) => x.status === 'Open');
    await runAction(db, 'ticket:reply', {
      kind: 'tutor',
      id: String(open.support_id),
      message: 'Done, check your inbox.',
      status: 'Resolved',
    });
    const after = (
      await ctx.inject({ method: 'GET', url: `/api/support-tickets/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json().data;
    const answered = after.find((x: { support_id: number }) => x.support_id === open.support_id);
    expect(answered).toMatchObject({ status: 'Resolved', reply_message: 'Done, check your inbox.' });
    // The same service as the back office: the reply is in her thread, signed by the acting admin,
    // she has notices (below), and the audit log says who did it.
    expect(answered.replies.at(-1)).toMatchObject({ message: 'Done, check your inbox.', author: 'Meera Iyer' });
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'ticket.reply'))
      .orderBy(desc(t.auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entity: 'tutor_ticket', entityId: String(open.support_id) });
    // A move the workflow refuses is refused here too; an unknown operator is named.
    await expect(
      runAction(db, 'ticket:reply', { kind: 'tutor', id: String(open.support_id), status: 'Open' }),
    ).rejects.toThrow('can only move to');
    await expect(
      runAction(db, 'ticket:reply', { kind: 'tutor', id: String(open.support_id), message: 'Hi', as: 'nobody@aarohi.example' }),
    ).rejects.toThrow('No active staff account nobody@aarohi.example');
    await expect(
      runAction(db, 'ticket:reply', { kind: 'tutor', id: String(open.support_id), status: 'Maybe' }),
    ).rejects.toThrow('Status must be one of');

    await runAction(db, 'notify', {
      tutor: String(tutor.tutorId),
      title: 'Hello',
      message: 'From the operator',
    });
    const notes = (
      await ctx.inject({
        method: 'GET',
        url: `/api/tutor/notifications/${tutor.tutorId}`,
        cookie: tutor.cookie,
      })
    ).json().data;
    expect(notes[0]).toMatchObject({ title: 'Hello' });
    expect(notes.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining(['Reply to your support ticket', 'Support ticket updated']),
    );

    await runAction(db, 'coupon:create', { name: 'diwali25', percent: '25' });
    // Signed and audited as the operator (the first active admin), like the back office's.
    const [couponEntry] = await db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'coupon.create'))
      .orderBy(desc(t.auditLog.id))
      .limit(1);
    expect(couponEntry?.after).toMatchObject({ coupon_name: 'DIWALI25', discount_percent: 25 });
    // A new coupon works when typed; only staff's Advertise puts it on the public list.
    const typed = (await ctx.inject({ method: 'POST', url: '/api/coupons/check', payload: { code: 'diwali25' } })).json();
    expect(typed.coupon).toMatchObject({ coupon_name: 'DIWALI25', discount_percent: 25 });
    await expect(runAction(db, 'coupon:create', { name: 'BAD', percent: '150' })).rejects.toThrow(
      'Discount must be more than 0 % and at most 90 %.',
    );
    await expect(runAction(db, 'nope', {})).rejects.toThrow('Unknown action');
  });
});
