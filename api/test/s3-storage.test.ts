/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
/**
 * Tutor documents in an S3-compatible bucket (s3rver on loopback): the same API behaviour as the
 * local folder, two API instances on one database and one bucket, and a bucket that cannot be
 * reached (503 + Retry-After, nothing recorded, other reads unaffected). Plus the operator copy
 * from a local folder into the bucket and the orphan sweep.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { buildApp, STORAGE_UNAVAILABLE } from '../src/app';
import { loadConfig } from '../src/config';
import { LocalFileStore, type FileStore } from '../src/lib/storage';
import { S3FileStore, s3Client } from '../src/lib/storage-s3';
import * as schema from '../src/db/schema';
import { copyFiles, digestOf, sweepOrphans } from '../src/storage-ops';
import { createTestContext, multipart, pdfBytes, type TestContext } from './helpers/context';
import { closedPort, s3Env, startS3, type TestBucket } from './helpers/s3';

const apiRoot = path.resolve(__dirname, '..');
let s3: TestBucket;
let ctx: TestContext;
let store: S3FileStore;
const extra: { app: FastifyInstance; dir: string }[] = [];

beforeAll(async () => {
  s3 = await startS3();
  ctx = await createTestContext(s3.env);
  store = ctx.app.deps.files as S3FileStore;
});
afterAll(async () => {
  for (const e of extra) {
    await e.app.close();
    fs.rmSync(e.dir, { recursive: true, force: true });
  }
  await ctx?.close();
  await s3?.close();
});

/** Another API instance on the same database (and, with `env`, another storage setting). */
async function instance(env: Record<string, string>): Promise<FastifyInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-api-b-'));
  const config = loadConfig(
    {
      DATA_DIR: dir,
      SESSION_SECRET: ctx.config.sessionSecret!,
      LOG_LEVEL: 'silent',
      MAIL_SENDER: 'off',
      RATE_LIMIT_DISABLED: '1',
      ...env,
    },
    apiRoot,
  );
  const app = await buildApp(config, { database: ctx.database, logger: false });
  await app.ready();
  extra.push({ app, dir });
  return app;
}

const keys = async () => {
  const res = await s3Client({ ...s3Settings(), bucket: s3.bucket }).send(
    new ListObjectsV2Command({ Bucket: s3.bucket }),
  );
  return (res.Contents ?? []).map((o) => o.Key!).sort();
};
const s3Settings = () => ({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  bucket: s3.bucket,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

function upload(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
  method: 'POST' | 'PUT' = 'POST',
  url = '/tutor/uploads',
) {
  const { payload, headers } = multipart(fields, files);
  return app.inject({ method, url, payload, headers: { ...headers, cookie } });
}
const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

const resume = pdfBytes(300_000);
const letter = pdfBytes(4096);
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('tutor documents in an S3 bucket', () => {
  it('uses the bucket when STORAGE=s3, and nothing on the local disk', () => {
    expect(store).toBeInstanceOf(S3FileStore);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads'))).toBe(false);
  });

  it('uploads, downloads, replaces and deletes', async () => {
    const t = await ctx.registerTutor();
    const before = await keys();
    const res = await upload(ctx.app, t.cookie, { tutor_id: String(t.tutorId), skills: 'Python' }, [
      { field: 'resume', filename: 'resume.pdf', content: resume },
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
    ]);
    expect(res.statusCode).toBe(201);
    const added = (await keys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(2);
    for (const k of added) expect(k).toMatch(/^[a-f0-9]{32}\.pdf$/);

    const file = await get(ctx.app, `/api/tutor/uploads/${t.tutorId}/files/resume`, t.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(resume.length));
    expect(sha(file.rawPayload)).toBe(sha(resume));
    // Access control stays in the API: another tutor cannot read it.
    const other = await ctx.registerTutor();
    expect(
      (await get(ctx.app, `/api/tutor/uploads/${t.tutorId}/files/resume`, other.cookie)).statusCode,
    ).toBe(403);

    // Replace the resume: the new one is served, the old object is deleted.
    const next = pdfBytes(7000);
    const put = await upload(
      ctx.app,
      t.cookie,
      { tutor_id: String(t.tutorId), skills: 'Python' },
      [{ field: 'resume', filename: 'cv2.pdf', content: next }],
      'PUT',
      `/tutor/uploads/${res.json().data.id}`,
    );
    expect(put.statusCode).toBe(200);
    const now = await keys();
    expect(now).toHaveLength(before.length + 2);
    const replacedKey = added.find((k) => !now.includes(k));
    expect(replacedKey).toBeDefined();
    const again = await get(ctx.app, `/api/tutor/uploads/${t.tutorId}/files/resume`, t.cookie);
    expect(sha(again.rawPayload)).toBe(sha(next));

    // Delete (the store's own operation): gone, and a second delete is not an error.
    const spare = store.newKey();
    await s3Client(s3Settings()).send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: spare, Body: pdfBytes(100) }),
    );
    expect(await store.exists(spare)).toBe(true);
    await store.remove(spare);
    await store.remove(spare);
    expect(await store.exists(spare)).toBe(false);
    expect(await store.open(spare)).toBeNull();
    // A row naming a key of another shape (never stored by us) reads as "no such file".
    expect(await store.open('missing-resume.pdf')).toBeNull();
    expect(await store.exists('../etc/passwd')).toBe(false);
  });

  it('a refused upload leaves nothing in the bucket', async () => {
    const t = await ctx.registerTutor();
    const before = await keys();
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500),
    ]);
    const notPdf = await upload(ctx.app, t.cookie, { tutor_id: String(t.tutorId), skills: 'Design' }, [
      { field: 'resume', filename: 'photo.pdf', content: png },
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
    ]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ success: false, message: 'Please upload only PDF files' });
    // Larger than one multipart part: the multipart upload is started, then aborted at the limit.
    const tooBig = await upload(ctx.app, t.cookie, { tutor_id: String(t.tutorId), skills: 'Design' }, [
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
      { field: 'resume', filename: 'big.pdf', content: pdfBytes(6 * 1024 * 1024) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ success: false, message: 'File size should be less than 5MB' });
    const other = await ctx.registerTutor();
    const foreign = await upload(ctx.app, t.cookie, { tutor_id: String(other.tutorId), skills: 'x' }, [
      { field: 'resume', filename: 'r.pdf', content: resume },
      { field: 'experienceLetter', filename: 'l.pdf', content: letter },
    ]);
    expect(foreign.statusCode).toBe(403);
    expect(await keys()).toEqual(before);
    expect((await get(ctx.app, `/api/tutor/uploads/${t.tutorId}`, t.cookie)).json()).toEqual({
      success: true,
      data: null,
    });
  });

  it('an upload cut off by the client leaves nothing (no object, no row)', async () => {
    const t = await ctx.registerTutor();
    const before = await keys();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { payload, headers } = multipart({ tutor_id: String(t.tutorId), skills: 'Cut' }, [
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
      { field: 'resume', filename: 'resume.pdf', content: pdfBytes(4 * 1024 * 1024) },
    ]);
    // Everything up to the middle of the resume, then the connection drops.
    const cut = payload.subarray(0, letter.length + 2 * 1024 * 1024);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /tutor/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${t.cookie}\r\n` +
            `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
        );
        socket.write(cut, () => setTimeout(() => socket.destroy(), 300));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    // The API notices the cut, aborts what it was writing and removes what it wrote.
    let now = await keys();
    for (let i = 0; i < 100 && now.length !== before.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      now = await keys();
    }
    expect(now).toEqual(before);
    expect((await get(ctx.app, `/api/tutor/uploads/${t.tutorId}`, t.cookie)).json().data).toBeNull();
  });

  it('a document uploaded through instance A downloads through instance B', async () => {
    const b = await instance(s3.env);
    const t = await ctx.registerTutor();
    const res = await upload(ctx.app, t.cookie, { tutor_id: String(t.tutorId), skills: 'SQL' }, [
      { field: 'resume', filename: 'resume.pdf', content: resume },
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
    ]);
    expect(res.statusCode).toBe(201);
    const viaB = await get(b, `/api/tutor/uploads/${t.tutorId}/files/experience_letter`, t.cookie);
    expect(viaB.statusCode).toBe(200);
    expect(sha(viaB.rawPayload)).toBe(sha(letter));
    expect(viaB.headers['content-disposition']).toContain('letter.pdf');
    // And the other way round: B replaces, A serves B's file.
    const fromB = pdfBytes(9000);
    const put = await upload(
      b,
      t.cookie,
      { tutor_id: String(t.tutorId), skills: 'SQL' },
      [{ field: 'resume', filename: 'b.pdf', content: fromB }],
      'PUT',
      `/tutor/uploads/${res.json().data.id}`,
    );
    expect(put.statusCode).toBe(200);
    expect(
      sha((await get(ctx.app, `/api/tutor/uploads/${t.tutorId}/files/resume`, t.cookie)).rawPayload),
    ).toBe(sha(fromB));
  });

  it('bucket unreachable: uploads answer 503 with Retry-After, nothing is recorded, other reads work', async () => {
    const down = await instance(s3Env(`http://127.0.0.1:${await closedPort()}`, s3.bucket));
    const t = await ctx.registerTutor();
    const before = await keys();
    const res = await upload(down, t.cookie, { tutor_id: String(t.tutorId), skills: 'Excel' }, [
      { field: 'resume', filename: 'resume.pdf', content: resume },
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
    ]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE });
    expect(res.headers['retry-after']).toBe('30');
    // No row (on either instance), no object.
    expect((await get(down, `/api/tutor/uploads/${t.tutorId}`, t.cookie)).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await get(ctx.app, `/api/tutor/uploads/${t.tutorId}`, t.cookie)).json()).toEqual({
      success: true,
      data: null,
    });
    expect(await keys()).toEqual(before);
    // Reads that need no file keep working on the instance that cannot reach the bucket.
    expect((await get(down, '/api/me', t.cookie)).statusCode).toBe(200);
    expect((await get(down, `/api/tutor/profile/${t.tutorId}`, t.cookie)).statusCode).toBeLessThan(500);
    expect((await down.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);

    // A stored document cannot be fetched either: 503 too, not a 500 or a 404.
    const ok = await upload(ctx.app, t.cookie, { tutor_id: String(t.tutorId), skills: 'Excel' }, [
      { field: 'resume', filename: 'resume.pdf', content: resume },
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
    ]);
    expect(ok.statusCode).toBe(201);
    const file = await get(down, `/api/tutor/uploads/${t.tutorId}/files/resume`, t.cookie);
    expect(file.statusCode).toBe(503);
    expect(file.headers['retry-after']).toBe('30');
    expect((await get(down, `/api/tutor/uploads/${t.tutorId}`, t.cookie)).json().data.skills).toBe('Excel');
  });
});

describe('operator storage actions', () => {
  it('copies a local folder into the bucket, checks each file, and a second run copies nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-local-'));
    const local = new LocalFileStore(dir);
    const contents = [pdfBytes(1234), pdfBytes(70_000), pdfBytes(10)];
    const names: string[] = [];
    for (const c of contents) {
      const key = local.newKey();
      fs.writeFileSync(path.join(dir, key), c);
      names.push(key);
    }
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not one of ours');
    // One is already in the bucket, different (an earlier copy cut short): it is copied again.
    await s3Client(s3Settings()).send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: names[2], Body: Buffer.from('%PDF-cut') }),
    );
    const first = await copyFiles(ctx.database.db, local, store);
    expect(first.failed).toEqual([]);
    expect(first.copied.sort()).toEqual([...names].sort());
    for (const [i, key] of names.entries())
      expect(await digestOf(store, key)).toEqual({ size: contents[i]!.length, sha256: sha(contents[i]!) });
    // Only files with our key shape are copied: notes.txt is not in the bucket.
    expect((await keys()).includes('notes.txt')).toBe(false);

    const second = await copyFiles(ctx.database.db, local, store);
    expect(second.copied).toEqual([]);
    expect(second.alreadyThere.sort()).toEqual([...names].sort());
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sweeps files that no row names, keeping recent ones and every named one', async () => {
    const t = await ctx.registerTutor();
    const saved = await upload(ctx.app, t.cookie, { tutor_id: String(t.tutorId), skills: 'Kept' }, [
      { field: 'resume', filename: 'resume.pdf', content: resume },
      { field: 'experienceLetter', filename: 'letter.pdf', content: letter },
    ]);
    expect(saved.statusCode).toBe(201);
    const orphan = store.newKey();
    await s3Client(s3Settings()).send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: orphan, Body: pdfBytes(50) }),
    );
    const named = await sweepOrphans(ctx.database.db, store, 60 * 60_000);
    expect(named.removed).not.toContain(orphan);
    expect(named.tooRecent).toBeGreaterThan(0);
    const report = await sweepOrphans(ctx.database.db, store, 0, new Date(Date.now() + 5000));
    expect(report.removed).toContain(orphan);
    expect(await store.exists(orphan)).toBe(false);
    // Every document a tutor row names is still there and downloadable.
    expect(report.kept).toBeGreaterThan(0);
    for (const row of await ctx.database.db.select().from(schema.tutorUploads)) {
      for (const key of [row.resumeKey, row.experienceLetterKey])
        if (key) expect(await store.exists(key)).toBe(true);
    }
  });
});

describe('local folder store', () => {
  it('an aborted write leaves no partial file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-local-'));
    const local: FileStore = new LocalFileStore(dir);
    const key = local.newKey();
    const out = local.createWriteStream(key);
    out.write(Buffer.alloc(1000));
    out.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      out.once('close', () => resolve());
      out.destroy(new Error('client went away'));
    });
    // The partial file is removed right after the stream closes (an fs call of its own).
    for (let i = 0; i < 100 && fs.readdirSync(dir).length > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('storage settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env }, apiRoot);
  it('keeps the local folder by default and refuses an incomplete or unknown S3 setting at start', () => {
    expect(load({}).storage).toEqual({ kind: 'local', dir: path.join(os.tmpdir(), 'uploads') });
    expect(() => load({ STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET');
    expect(() => load({ STORAGE: 'ftp' })).toThrow('STORAGE must be local or s3');
    expect(() => load({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      'go together',
    );
    expect(() => load({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow('http(s) URL');
  });
  it('path-style addressing follows S3_FORCE_PATH_STYLE, else is on for a custom endpoint', () => {
    const s3 = (env: Record<string, string>) => load({ STORAGE: 's3', S3_BUCKET: 'b', ...env }).storage.s3!;
    expect(s3({}).forcePathStyle).toBe(false);
    expect(s3({}).region).toBe('us-east-1');
    expect(s3({ S3_ENDPOINT: 'http://minio:9000' }).forcePathStyle).toBe(true);
    expect(s3({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '0' }).forcePathStyle).toBe(false);
    expect(s3({ S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'ap-south-1' })).toMatchObject({
      forcePathStyle: true,
      region: 'ap-south-1',
    });
  });
});
