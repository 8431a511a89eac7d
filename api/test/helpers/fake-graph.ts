/**
 * A stand-in for the WhatsApp Business Cloud API: `POST /{phone-number-id}/messages` is recorded
 * (path, bearer token, body) and answered like the provider (a `wamid` per message), or with the
 * refusal a test asks for (`answer`), so tests see exactly what the API would have sent.
 */
import http from 'node:http';
import type net from 'node:net';

export interface GraphCall {
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

export interface FakeGraph {
  url: string;
  calls: GraphCall[];
  /** How the next calls are answered: the provider's status and body (default 200 with a wamid). */
  answer: ((call: GraphCall) => { status: number; body: unknown }) | null;
  /** The parameters of each template call, in order: [name, [params…]]. */
  sent(): [string, string, string[]][];
  close(): Promise<void>;
}

export async function startFakeGraph(): Promise<FakeGraph> {
  let n = 0;
  const fake: FakeGraph = {
    url: '',
    calls: [],
    answer: null,
    sent: () =>
      fake.calls.map((c) => [
        c.body.to,
        c.body.template.name,
        c.body.template.components[0]?.parameters.map((p) => p.text) ?? [],
      ]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call: GraphCall = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
      };
      fake.calls.push(call);
      const answer = fake.answer?.(call) ?? {
        status: 200,
        body: { messaging_product: 'whatsapp', contacts: [{ wa_id: call.body.to }], messages: [{ id: `wamid.fake.${++n}` }] },
      };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return fake;
}
