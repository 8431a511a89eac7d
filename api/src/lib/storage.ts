/**
 * Where uploaded PDFs live, under random names outside any web root: a local folder (one machine,
 * the default) or an S3-compatible bucket (several machines share it). Rows name files by key only.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { PassThrough, Writable, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** Every key the API hands out: 128 random bits, hex, `.pdf`. Anything else is refused. */
const KEY_PATTERN = /^[a-f0-9]{32}\.pdf$/;
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** The store cannot be reached (or refuses to work): the request may succeed later. */
export class StorageUnavailableError extends Error {
  /** Seconds a client should wait before trying again (sent as Retry-After). */
  readonly retryAfterS = 30;
  constructor(cause: unknown) {
    super('File storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Where the files are, for start-up lines and operator output (no credentials). */
  readonly description: string;
  newKey(): string;
  /**
   * A stream to write one new file. It emits `finish` only once the file is stored in full; on any
   * error (or when destroyed) nothing usable is left under the key. Errors reaching the store are
   * StorageUnavailableError.
   */
  createWriteStream(key: string): Writable;
  /** The file's bytes, or null when there is no such file. */
  open(key: string): Promise<{ body: Readable; size?: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file with a key of ours (other objects in a shared bucket are ignored). */
  list(): AsyncIterable<StoredObject>;
}

export function newStorageKey(): string {
  return `${crypto.randomBytes(16).toString('hex')}.pdf`;
}

function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error('Invalid storage key');
  return key;
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  readonly description: string;

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.description = `local folder ${dir}`;
  }

  newKey(): string {
    return newStorageKey();
  }

  private pathOf(key: string): string {
    return path.join(this.dir, checkKey(key));
  }

  createWriteStream(key: string): Writable {
    const file = this.pathOf(key);
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    // A destroyed (aborted) write must not leave a partial file behind.
    out.once('close', () => {
      if (out.errored || !out.writableFinished) fs.rm(file, { force: true }, () => undefined);
    });
    return out;
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    try {
      const handle = await fs.promises.open(this.pathOf(key), 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.promises.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    for (const name of await fs.promises.readdir(this.dir)) {
      if (!isStorageKey(name)) continue;
      try {
        const stat = await fs.promises.stat(path.join(this.dir, name));
        if (stat.isFile()) yield { key: name, size: stat.size, modified: stat.mtime };
      } catch {
        // removed meanwhile
      }
    }
  }
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * S3's smallest multipart part: an upload holds at most this much of a file in memory (one part at
 * a time, `queueSize: 1`), whatever the file's size.
 */
const PART_SIZE = 5 * 1024 * 1024;

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    // S3-compatible stores (MinIO, Ceph, s3rver …) do not all accept the SDK's default CRC trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable bucket must fail an upload within seconds (503), not hold the request open.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
}

const statusOf = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (err: unknown): boolean =>
  statusOf(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);

/** Writes through @aws-sdk/lib-storage: a streamed multipart upload (one PutObject when small). */
class S3WriteStream extends Writable {
  private readonly body = new PassThrough();
  private readonly upload: Upload;
  private readonly done: Promise<unknown>;

  constructor(client: S3Client, bucket: string, key: string) {
    super();
    this.upload = new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: this.body, ContentType: 'application/pdf' },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    this.done = this.upload.done();
    // A failure while data is still arriving: stop the writer now instead of waiting for a drain.
    this.done.catch((err: unknown) => {
      if (!this.destroyed) this.destroy(new StorageUnavailableError(err));
    });
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    if (this.body.write(chunk)) cb();
    else this.body.once('drain', () => cb());
  }

  override _final(cb: (err?: Error | null) => void): void {
    this.body.end();
    this.done.then(
      () => cb(),
      (err: unknown) => cb(new StorageUnavailableError(err)),
    );
  }

  override _destroy(err: Error | null, cb: (err?: Error | null) => void): void {
    if (err || !this.writableFinished) {
      // Aborts the multipart upload (its parts are deleted); a single PutObject is cancelled.
      this.body.destroy();
      void this.upload.abort().catch(() => undefined);
    }
    cb(err);
  }
}

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly description: string;
  private readonly bucket: string;

  constructor(
    private readonly client: S3Client,
    settings: Pick<S3Settings, 'bucket' | 'endpoint'>,
  ) {
    this.bucket = settings.bucket;
    this.description = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  }

  newKey(): string {
    return newStorageKey();
  }

  createWriteStream(key: string): Writable {
    return new S3WriteStream(this.client, this.bucket, checkKey(key));
  }

  async open(key: string): Promise<{ body: Readable; size?: number } | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { body: res.Body as Readable, size: res.ContentLength };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw new StorageUnavailableError(err);
    }
  }

  /** Size of the stored object, or null when absent. */
  async size(key: string): Promise<number | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return res.ContentLength ?? 0;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw new StorageUnavailableError(err);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
    } catch (err) {
      if (!isNotFound(err)) throw new StorageUnavailableError(err);
    }
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
        );
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
      for (const o of page.Contents ?? []) {
        if (o.Key && isStorageKey(o.Key))
          yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Whether the bucket answers (operator checks). */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw new StorageUnavailableError(err);
    }
  }
}

export interface StorageConfig {
  kind: 'local' | 's3';
  /** The local folder (STORAGE=local). */
  dir: string;
  s3?: S3Settings;
}

export function createFileStore(config: StorageConfig): FileStore {
  if (config.kind === 's3' && config.s3) return new S3FileStore(s3Client(config.s3), config.s3);
  return new LocalFileStore(config.dir);
}
