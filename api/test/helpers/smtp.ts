/** A real SMTP server in the test process (smtp-server), keeping every accepted message parsed. */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Rejects every MAIL FROM with a temporary 451 while true (a mail server that is down). */
  refusing: boolean;
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    messages: [],
    refusing: false,
    async waitFor(count, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (state.messages.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} messages, got ${state.messages.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return state.messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refusing) {
        const err = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
        err.responseCode = 451;
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          state.messages.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
