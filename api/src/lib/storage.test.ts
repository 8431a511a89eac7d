import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LocalFileStore, whenClosed } from './storage';

let dir: string;
let store: LocalFileStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-store-'));
  store = new LocalFileStore(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('LocalFileStore write streams', () => {
  it('a write destroyed while its file is still opening leaves nothing once it has closed', async () => {
    const key = store.newKey();
    const out = store.createWriteStream(key);
    const failed = new Promise((r) => out.once('error', r));
    // Destroyed at once: the open is still pending in the thread pool.
    out.destroy(new Error('client went away'));
    await whenClosed(out);
    await failed;
    expect(fs.readdirSync(dir)).toEqual([]);
    // And it stays that way: nothing arrives late.
    await new Promise((r) => setTimeout(r, 50));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a write cut off half-way leaves nothing once it has closed', async () => {
    const key = store.newKey();
    const out = store.createWriteStream(key);
    out.on('error', () => undefined);
    out.write(Buffer.alloc(64 * 1024, 1));
    await new Promise((r) => setTimeout(r, 20));
    out.destroy(new Error('cut off'));
    await whenClosed(out);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a finished write is kept with all its bytes', async () => {
    const key = store.newKey();
    const out = store.createWriteStream(key);
    await pipeline(Readable.from([Buffer.from('%PDF-1.7 hello')]), out);
    await whenClosed(out);
    expect(fs.readFileSync(path.join(dir, key), 'utf8')).toBe('%PDF-1.7 hello');
  });

  it('whenClosed settles for a stream that has already closed', async () => {
    const out = store.createWriteStream(store.newKey());
    out.destroy();
    await new Promise((r) => out.once('close', r));
    await expect(whenClosed(out)).resolves.toBeUndefined();
  });
});
