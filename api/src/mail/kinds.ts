/**
 * What an area adds to the mails it owns. The sender knows how to deliver a row; what a kind of mail
 * carries besides its text (a PDF, a calendar file) or whether it is still worth sending is the
 * owning area's knowledge, so each area exports its hooks and the API's composition root hands the
 * merged set to the sender. The mail area itself imports no other area.
 */
import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../db/client';
import type { MailKind, MailPayloads } from './outbox';
import type { MailLinks } from './templates';

/** What a hook may read while a row is composed: the database, the sender's links and its clock. */
export interface MailContext {
  db: Db;
  /** The API package's folder: PDF templates and fonts are resolved from it. */
  apiRoot: string;
  links: MailLinks;
  /** The API's public base (links inside attachments point there). */
  apiUrl: string;
  now: Date;
}

export interface MailKindHooks<K extends MailKind> {
  /**
   * Checked at every attempt, before the mail is composed: why it is no longer due (the row is then
   * marked skipped with that reason), or null to send it.
   */
  stillDue?(payload: MailPayloads[K], ctx: MailContext): Promise<string | null>;
  /** Files attached, in order; a hook that has nothing to attach returns an empty list. */
  attachments?(payload: MailPayloads[K], ctx: MailContext): Promise<Mail.Attachment[]>;
}

/** Several areas may add to one kind (the receipt carries payments' PDFs and the calendar's file). */
export type MailKindRegistry = { [K in MailKind]?: MailKindHooks<K>[] };

/** One area's hooks for several kinds: the same hook for each. */
export function forKinds<K extends MailKind>(kinds: readonly K[], hooks: MailKindHooks<K>): MailKindRegistry {
  return Object.fromEntries(kinds.map((k) => [k, [hooks]])) as MailKindRegistry;
}

/** The areas' registries merged, hooks of one kind kept in the order given. */
export function mergeMailKinds(...registries: MailKindRegistry[]): MailKindRegistry {
  const merged: Record<string, unknown[]> = {};
  for (const registry of registries)
    for (const [kind, hooks] of Object.entries(registry)) merged[kind] = [...(merged[kind] ?? []), ...(hooks ?? [])];
  return merged as MailKindRegistry;
}

/** The hooks registered for a row's kind (typed by that kind). */
export function hooksOf<K extends MailKind>(registry: MailKindRegistry, kind: K): MailKindHooks<K>[] {
  return (registry[kind] ?? []) as MailKindHooks<K>[];
}
