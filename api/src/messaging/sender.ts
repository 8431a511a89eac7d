/**
 * Delivers the WhatsApp outbox, the way the mail sender delivers mail: each round claims due rows
 * with `FOR UPDATE SKIP LOCKED` and a lease in one statement, so several API processes never take
 * the same row, and a process that dies mid-send leaves a lease that expires. Before each attempt
 * the message must still be wanted: her consent (a STOP since it was queued stops it) and the
 * owning area's check (a reminder for a session that moved or started is dropped). A refusal the
 * provider will repeat, or the last failed attempt, sends the fallback mail instead: never neither.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { backoffMs } from '../mail/sender';
import { Rounds } from '../lib/rounds';
import { queueFallbackMail } from './status';
import { CONFIRMATIONS, type WhatsAppTemplate } from './templates';
import { WhatsAppRejected, type WhatsAppTransport } from './transport';

type Row = typeof t.whatsappMessages.$inferSelect;

/** What an area checks before its messages go: why the message is no longer due, or null. */
export type WhatsAppStillDue = (row: { studentId: number; context: Record<string, unknown> }, db: Db, now: Date) => Promise<string | null>;
export type WhatsAppHooks = Partial<Record<WhatsAppTemplate, WhatsAppStillDue>>;

export interface WhatsAppSenderOptions {
  hooks?: WhatsAppHooks;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  batchSize?: number;
  now?: () => Date;
  /** Called after a fallback mail was queued, so it goes out now. */
  mailQueued?: () => void;
  log?: { info(o: unknown, m?: string): void; warn(o: unknown, m?: string): void; error(o: unknown, m?: string): void };
}

export class WhatsAppSender {
  private readonly rounds: Rounds;

  constructor(
    private readonly db: Db,
    private readonly transport: WhatsAppTransport,
    private readonly options: WhatsAppSenderOptions,
  ) {
    this.rounds = new Rounds(
      async () => (await this.runOnce()) >= (options.batchSize ?? 10),
      options.pollMs,
      (err) => options.log?.error({ err }, 'whatsapp: outbox round failed'),
    );
  }

  get description(): string {
    return this.transport.description;
  }

  start(): void {
    this.rounds.start();
  }

  /** Runs a round now (after a write that queued messages) once started; rounds never overlap. */
  kick(): void {
    this.rounds.kick();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** Claims due rows and delivers them; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const m = t.whatsappMessages;
    const due = this.db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.status, 'pending'),
          lte(m.nextAttemptAt, sql`now()`),
          or(isNull(m.lockedUntil), lt(m.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(m.id))
      .limit(this.options.batchSize ?? 10)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(m)
      .set({
        lockedUntil: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'`,
        attempts: sql`${m.attempts} + 1`,
      })
      .where(inArray(m.id, due))
      .returning();
    claimed.sort((a, b) => a.id - b.id);
    for (const row of claimed) {
      if (this.rounds.isStopped) break;
      await this.deliver(row);
    }
    return claimed.length;
  }

  private async notDueBecause(row: Row): Promise<string | null> {
    const template = row.template as WhatsAppTemplate;
    if (!CONFIRMATIONS.has(template)) {
      const [student] = await this.db
        .select({ on: t.students.whatsappReminders })
        .from(t.students)
        .where(eq(t.students.id, row.studentId));
      if (!student?.on) return 'she turned WhatsApp messages off';
    }
    const check = this.options.hooks?.[template];
    return check ? check({ studentId: row.studentId, context: row.context }, this.db, this.options.now?.() ?? new Date()) : null;
  }

  private async deliver(row: Row): Promise<void> {
    const m = t.whatsappMessages;
    try {
      const reason = await this.notDueBecause(row);
      if (reason) {
        await this.db
          .update(m)
          .set({ status: 'skipped', lockedUntil: null, lastError: `not sent: ${reason}` })
          .where(eq(m.id, row.id));
        this.options.log?.info({ whatsapp: row.id, template: row.template, reason }, 'whatsapp: skipped');
        return;
      }
      const sent = await this.transport.send({
        to: row.toPhone,
        template: row.template as WhatsAppTemplate,
        language: row.language === 'hi' ? 'hi' : 'en',
        params: row.params,
        outboxId: row.id,
      });
      await this.db
        .update(m)
        .set({
          status: 'sent',
          providerMessageId: sent.providerMessageId,
          sentAt: sql`now()`,
          statusAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(m.id, row.id));
      this.options.log?.info({ whatsapp: row.id, template: row.template }, 'whatsapp: sent');
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const giveUp = err instanceof WhatsAppRejected || row.attempts >= this.options.maxAttempts;
      if (giveUp) {
        const fellBack = await inTransaction(this.db, async (tx) => {
          await tx
            .update(m)
            .set({ status: 'failed', lockedUntil: null, lastError: message, statusAt: sql`now()` })
            .where(eq(m.id, row.id));
          return queueFallbackMail(tx, row);
        });
        if (fellBack) this.options.mailQueued?.();
      } else {
        await this.db
          .update(m)
          .set({
            status: 'pending',
            lockedUntil: null,
            lastError: message,
            nextAttemptAt: sql`now() + ${backoffMs(row.attempts, this.options.retryBaseMs)} * interval '1 millisecond'`,
          })
          .where(eq(m.id, row.id));
      }
      this.options.log?.warn(
        { whatsapp: row.id, template: row.template, attempts: row.attempts, err: message },
        giveUp ? 'whatsapp: giving up, mail instead' : 'whatsapp: will retry',
      );
    }
  }
}
