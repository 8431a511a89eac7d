/**
 * Where mail goes: SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes an
 * `.eml` file in DATA_DIR/outbox/, named from its ISO time (and its outbox id, so a retry after a
 * crash rewrites the same file instead of adding a second one).
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  /** One line for the start-up banner. */
  readonly description: string;
  send(message: Mail.Options, meta: { id: number; createdAt: Date }): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** `2026-11-23T18-40-12.345Z-000042-password-reset.eml` (colons are not allowed in every file system). */
export function emlFileName(createdAt: Date, id: number, kind: string): string {
  return `${createdAt.toISOString().replace(/:/g, '-')}-${String(id).padStart(6, '0')}-${kind}.eml`;
}

export function fileTransport(dir: string): MailTransport {
  // CRLF line ends, as a message on the wire has them (RFC 5322): an .eml file is opened by mail
  // programs and parsers that expect exactly that.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(message, meta) {
      const info = (await composer.sendMail(message)) as { message: Buffer };
      fs.mkdirSync(dir, { recursive: true });
      const kind = String((message.headers as Record<string, string> | undefined)?.['X-Aarohi-Kind'] ?? 'mail');
      const file = path.join(dir, emlFileName(meta.createdAt, meta.id, kind));
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, info.message);
      fs.renameSync(tmp, file);
    },
    close: () => {},
  };
}
