/**
 * How a WhatsApp template message leaves: the WhatsApp Business Cloud API
 * (`POST {graphBase}/{phone-number-id}/messages`), or the sandbox, which writes each message to
 * `${DATA_DIR}/whatsapp` as JSON (the template, its parameters and the text she would read) so a
 * developer sees what would have gone out, like the mail outbox's .eml files.
 *
 * A refusal the provider will repeat (a number that is not on WhatsApp, a template it does not know:
 * any 4xx but 429) is `WhatsAppRejected` and is not retried; anything else (429, 5xx, the network)
 * is retried by the sender with back-off.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { WhatsAppConfig } from '../config';
import { renderTemplate, type WhatsAppTemplate } from './templates';

export interface TemplateMessage {
  /** Country code and digits, as the provider takes it: 919876543210. */
  to: string;
  template: WhatsAppTemplate;
  language: 'en' | 'hi';
  params: readonly string[];
  /** The outbox row's id (the sandbox names its file with it). */
  outboxId: number;
}

export interface WhatsAppTransport {
  readonly description: string;
  /** Hands the message over; returns the provider's message id (its webhook statuses name it). */
  send(message: TemplateMessage): Promise<{ providerMessageId: string }>;
}

/** The provider refused the message for good (its code and reason are kept on the row). */
export class WhatsAppRejected extends Error {}

export function sandboxTransport(dir: string): WhatsAppTransport {
  return {
    description: `sandbox: files in ${dir}`,
    async send(m) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const providerMessageId = `wamid.sandbox.${m.outboxId}`;
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(dir, `${stamp}-${String(m.outboxId).padStart(6, '0')}-${m.template}.json`);
      const record = {
        id: providerMessageId,
        to: m.to,
        template: m.template,
        language: m.language,
        params: m.params,
        text: renderTemplate(m.template, m.language, m.params),
      };
      await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      return { providerMessageId };
    },
  };
}

/** The Cloud API's message body for a template with body parameters. */
export function cloudRequestBody(m: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: m.to,
    type: 'template',
    template: {
      name: m.template,
      language: { code: m.language },
      components:
        m.params.length > 0
          ? [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }]
          : [],
    },
  };
}

export function cloudTransport(config: Pick<WhatsAppConfig, 'graphBase' | 'phoneNumberId' | 'token'>): WhatsAppTransport {
  const url = `${config.graphBase}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    description: `WhatsApp Cloud API at ${config.graphBase}`,
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(cloudRequestBody(m)),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { code?: number; message?: string };
      } | null;
      if (!res.ok) {
        const why = `WhatsApp ${res.status}${body?.error?.code ? ` (code ${body.error.code})` : ''}: ${body?.error?.message ?? 'no reason given'}`;
        if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new WhatsAppRejected(why);
        throw new Error(why);
      }
      const id = body?.messages?.[0]?.id;
      if (!id) throw new Error('WhatsApp accepted the message but named no message id');
      return { providerMessageId: id };
    },
  };
}

export function whatsappTransport(config: WhatsAppConfig): WhatsAppTransport {
  return config.transport === 'cloud' ? cloudTransport(config) : sandboxTransport(config.outboxDir);
}
