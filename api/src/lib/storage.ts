/**
 * Where uploaded PDFs live, under random names outside any web root: a local folder (one machine,
 * the default) or an S3-compatible bucket (several machines share it). Rows name files by key only.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

/**
 * Every key the API hands out: 128 random bits, hex, and the extension of a type it accepts
 * (tutor documents are PDFs; session materials may also be slides, documents or pictures).
 * Anything else is refused.
 */
export const STORAGE_EXTENSIONS = ['pdf', 'pptx', 'docx', 'png', 'jpg'] as const;
export type StorageExtension = (typeof STORAGE_EXTENSIONS)[number];
const KEY_PATTERN = /^[a-f0-9]{32}\.(?:pdf|pptx|docx|png|jpg)$/;
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
  newKey(extension?: StorageExtension): string;
  /**
   * A stream to write one new file. It emits `finish` only once the file is stored in full; on any
   * error (or when destroyed) nothing usable is left under the key once it has emitted `close`
   * (see {@link whenClosed}). Errors reaching the store are StorageUnavailableError.
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

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Settles once a store's write stream has emitted `close`: the file is stored, or whatever it
 * began is gone. Not `finished()`: that settles on the first error, while a local file may still
 * be opening and would appear after a caller had already cleaned up.
 */
export function whenClosed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.closed) resolve();
    else stream.once('close', () => resolve());
  });
}

/**
 * A local file being written. Destroyed before it finished, it removes the file before it emits
 * `close` (its own destroy step waits for the removal), so a caller that waited for `close` never
 * sees the file appear afterwards.
 */
function localWriteStream(file: string): fs.WriteStream {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const destroy = out._destroy.bind(out);
  out._destroy = (err, cb) =>
    destroy(err, (closeErr) => {
      if (!err && out.writableFinished) return cb(closeErr);
      fs.rm(file, { force: true }, () => cb(closeErr));
    });
  return out;
}

export function newStorageKey(extension: StorageExtension = 'pdf'): string {
  return `${crypto.randomBytes(16).toString('hex')}.${extension}`;
}

export function checkKey(key: string): string {
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

  newKey(extension?: StorageExtension): string {
    return newStorageKey(extension);
  }

  private pathOf(key: string): string {
    return path.join(this.dir, checkKey(key));
  }

  createWriteStream(key: string): Writable {
    return localWriteStream(this.pathOf(key));
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    // A key of another shape was never stored by us: there is no such file.
    if (!isStorageKey(key)) return null;
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

export interface StorageConfig {
  kind: 'local' | 's3';
  /** The local folder (STORAGE=local). */
  dir: string;
  s3?: S3Settings;
}

/** The AWS SDK (about a second to load on a busy machine) is loaded only when STORAGE=s3. */
export async function createFileStore(config: StorageConfig): Promise<FileStore> {
  if (config.kind === 's3' && config.s3) {
    const { S3FileStore, s3Client } = await import('./storage-s3');
    return new S3FileStore(s3Client(config.s3), config.s3);
  }
  return new LocalFileStore(config.dir);
}
