/** Where uploaded PDFs live: a local folder outside any web root, under random names. Swappable for S3. */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

export interface FileStore {
  newKey(): string;
  createWriteStream(key: string): Writable;
  createReadStream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  newKey(): string {
    return `${crypto.randomBytes(16).toString('hex')}.pdf`;
  }

  private pathOf(key: string): string {
    if (!/^[a-f0-9]{32}\.pdf$/.test(key)) throw new Error('Invalid storage key');
    return path.join(this.dir, key);
  }

  createWriteStream(key: string): Writable {
    return fs.createWriteStream(this.pathOf(key), { flags: 'wx', mode: 0o600 });
  }

  createReadStream(key: string): Readable {
    return fs.createReadStream(this.pathOf(key));
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
}
