/**
 * Delivers the outbox. Each round claims due rows with `FOR UPDATE SKIP LOCKED` and stamps a lease
 * (`locked_until`) in one statement, so concurrent senders (several API processes on one
 * PostgreSQL) never take the same row; a sender that dies mid-send leaves a lease that simply
 * expires, and the row is sent again by whoever runs next. Failures retry with exponential back-off
 * up to `maxAttempts`, then the row is marked `failed` (kept, with its last error, for staff).
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { isValidEmail } from '@ai-women/contracts';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { hooksOf, type MailContext, type MailKindRegistry } from './kinds';
import type { MailKind, MailPayloads } from './outbox';
import { renderMail, type MailLinks } from './templates';
import { Rounds } from '../lib/rounds';
import type { MailTransport } from './transport';

export interface SenderOptions {
  from: string;
  links: MailLinks;
  apiRoot: string;
  /** The API's public base: the Join links in an attached timetable point there. */
  apiUrl?: string;
  /**
   * What the areas add to their kinds (attachments, a last check before sending): the composition
   * root passes plugins/mail-kinds.ts; without it a mail goes with its text alone.
   */
  kinds?: MailKindRegistry;
  /** Her one-click unsubscribe link from reminder mails (./unsubscribe.ts). */
  unsubscribeUrl?: (studentId: number) => string;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  batchSize?: number;
  /** The API's clock: a reminder for a session that has started is no longer sent. */
  now?: () => Date;
  log?: { info(o: unknown, m?: string): void; warn(o: unknown, m?: string): void; error(o: unknown, m?: string): void };
}

type OutboxRow = typeof outbox.$inferSelect;

/** Exponential back-off: base, 2×base, 4×base… capped at one hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** A mail that can never be delivered as queued (its address breaks the e-mail rule): no retries. */
export class UndeliverableMail extends Error {}

/**
 * A recipient as an address object, never a string: nodemailer parses a string as an address list
 * with display names and comments, so quotes, commas or parentheses in it would change the mailbox.
 * An address that breaks the platform's e-mail rule (one stored before the rule was strict) is
 * refused rather than handed over.
 */
export function recipient(address: string, name = ''): Mail.Address {
  if (!isValidEmail(address)) throw new UndeliverableMail('the recipient address breaks the e-mail rule');
  return { name, address: address.trim() };
}

function domainOf(address: string): string {
  const m = /@([^>\s]+)>?\s*$/.exec(address);
  return m?.[1] ?? 'aarohi.example';
}

/** RFC 5322 `atext`: what a dot-atom may hold besides its dots. */
const NOT_ATEXT = /[^A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+/g;

/**
 * A Message-ID (RFC 5322 `msg-id`, `<dot-atom@dot-atom>`) for an outbox row's id. Ids are kept as
 * written (a reminder's, `reminder:12:34:2026-11-23T12:30:00.000Z`, is how every process finds out
 * that one is queued already), so characters a dot-atom may not hold are turned into dots here
 * (runs of them into one, none at either end). Every id of one shape keeps its digits and order,
 * so two ids never meet.
 */
export function messageIdOf(id: string, from: string): string {
  const local = id.replace(NOT_ATEXT, '.').replace(/\.{2,}/g, '.').replace(/^\.|\.$/g, '') || 'mail';
  const domain = domainOf(from).replace(/[^A-Za-z0-9.-]+/g, '').replace(/\.{2,}/g, '.').replace(/^\.|\.$/g, '') || 'aarohi.example';
  return `<${local}@${domain}>`;
}

export class MailSender {
  private readonly rounds: Rounds;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly options: SenderOptions,
  ) {
    this.rounds = new Rounds(
      async () => (await this.runOnce()) >= (options.batchSize ?? 10),
      options.pollMs,
      (err) => options.log?.error({ err }, 'mail: outbox round failed'),
    );
  }

  get description(): string {
    return this.transport.description;
  }

  start(): void {
    this.rounds.start();
  }

  /** Runs a round now (after a write that queued mail) once started; rounds never overlap in one process. */
  kick(): void {
    this.rounds.kick();
  }

  async stop(): Promise<void> {
    await this.rounds.stop();
    this.transport.close();
  }

  /** Claims due rows and delivers them; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(this.options.batchSize ?? 10)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outbox)
      .set({
        lockedUntil: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    claimed.sort((a, b) => a.id - b.id);
    for (const row of claimed) {
      if (this.rounds.isStopped) break;
      await this.deliver(row);
    }
    return claimed.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      const kind = row.kind as MailKind;
      const ctx = this.context();
      for (const hooks of hooksOf(this.options.kinds ?? {}, kind)) {
        const reason = await hooks.stillDue?.(row.payload as never, ctx);
        if (reason) {
          await this.db
            .update(outbox)
            .set({ status: 'skipped', lockedUntil: null, lastError: `not sent: ${reason}` })
            .where(eq(outbox.id, row.id));
          this.options.log?.info({ mail: row.id, kind, reason }, 'mail: skipped');
          return;
        }
      }
      const message = await this.compose(row);
      await this.transport.send(message, { id: row.id, createdAt: row.createdAt });
      await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id));
      this.options.log?.info({ mail: row.id, kind: row.kind }, 'mail: sent');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = row.attempts >= this.options.maxAttempts || err instanceof UndeliverableMail;
      await this.db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + ${backoffMs(row.attempts, this.options.retryBaseMs)} * interval '1 millisecond'`,
        })
        .where(eq(outbox.id, row.id));
      this.options.log?.warn(
        { mail: row.id, kind: row.kind, attempts: row.attempts, err: message },
        giveUp ? 'mail: giving up' : 'mail: will retry',
      );
    }
  }

  /** What the areas' hooks read while a row is sent: read once per use, so the clock is current. */
  private context(): MailContext {
    return {
      db: this.db,
      apiRoot: this.options.apiRoot,
      links: this.options.links,
      apiUrl: this.options.apiUrl ?? this.options.links.site,
      now: this.options.now?.() ?? new Date(),
    };
  }

  /** The full message of a row: rendered now, with a Message-ID that stays the same on every retry. */
  async compose(row: OutboxRow): Promise<Mail.Options> {
    const kind = row.kind as MailKind;
    const rendered = renderMail(kind, row.payload as never, this.options.links);
    const message: Mail.Options = {
      from: this.options.from,
      // The bare address, no display name: the mail's To line stays exactly the address we checked.
      to: recipient(row.toAddress),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: messageIdOf(row.messageId, this.options.from),
      date: row.createdAt,
      headers: {
        'X-Aarohi-Kind': kind,
        'X-Aarohi-Outbox-Id': String(row.id),
        // Every mail here is written by the platform, not by a person (RFC 3834): auto-responders
        // and out-of-office replies leave it alone.
        'Auto-Submitted': 'auto-generated',
      },
      // The helpdesk address is the operator's own configuration, not user input.
      replyTo: { name: '', address: this.options.links.contactEmail },
    };
    if (kind === 'contact-copy') {
      const p = row.payload as unknown as MailPayloads['contact-copy'];
      // Answering the copy answers the sender (when her address is one we can hand over safely).
      if (isValidEmail(p.email)) message.replyTo = recipient(p.email, p.name);
    }
    if (kind === 'session-reminder' && this.options.unsubscribeUrl) {
      // The one mail she gets in bulk and can turn off: one click in her mail program does it.
      const p = row.payload as unknown as MailPayloads['session-reminder'];
      Object.assign(message.headers as Record<string, string>, {
        'List-Unsubscribe': `<${this.options.unsubscribeUrl(p.studentId)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    const ctx = this.context();
    for (const hooks of hooksOf(this.options.kinds ?? {}, kind)) {
      const files = (await hooks.attachments?.(row.payload as never, ctx)) ?? [];
      if (files.length > 0) message.attachments = [...(message.attachments ?? []), ...files];
    }
    return message;
  }
}
