/**
 * Where uploaded PDFs live, under random names outside any web root: a local folder (one machine,
 * the default) or an S3-compatible bucket (several machines share it). Rows name files by key only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { checkKey, isStorageKey, newStorageKey, type FileStore, type S3Settings, type StorageExtension, type StoredObject } from './file-store';

export * from './file-store';

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
