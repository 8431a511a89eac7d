/**
 * One HTTP/1.1 request over a raw socket, for what inject cannot do: a body that stops arriving
 * or is cut off by the client. Resolves with the answer, or status null when none came in time.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number | null;
  head: string;
  body: string;
  ms: number;
}

/**
 * Sends the head and the first `sent` bytes of `payload` (announced at its full length), then ends
 * its side of the connection ('end') or keeps it open and silent ('hold').
 */
export function rawRequest(opts: {
  port: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: Buffer;
  sent: number;
  after: 'end' | 'hold';
  waitMs?: number;
}): Promise<RawAnswer> {
  const { port, method, url, headers, payload, sent, after, waitMs = 10_000 } = opts;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: m ? Number(m[1]) : null,
        head: split >= 0 ? text.slice(0, split) : text,
        body: split >= 0 ? text.slice(split + 4) : '',
        ms: Date.now() - started,
      });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // One answer is all we wait for: its head and a body as long as it says.
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return;
      const length = /content-length: (\d+)/i.exec(all.subarray(0, split).toString('latin1'));
      if (length && all.length - split - 4 >= Number(length[1])) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
    socket.on('connect', () => {
      const lines = Object.entries({
        host: '127.0.0.1',
        ...headers,
        'content-length': String(payload.length),
      })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      socket.write(`${method} ${url} HTTP/1.1\r\n${lines}\r\n\r\n`);
      socket.write(payload.subarray(0, sent));
      if (after === 'end') socket.end();
    });
  });
}
