/**
 * Operator actions on the file store: copy the local folder into the bucket (each file checked by
 * size and SHA-256 after the copy; run it again and it copies only what is missing or different),
 * and sweep files no row names (what a crash between storing a file and saving its row leaves).
 */
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Db } from './db/client';
import type { Config } from './config';
import { referencedKeys } from './uploads/service';
import { HttpError, badRequest } from './lib/errors';
import { LocalFileStore, createFileStore, type FileStore } from './lib/storage';

/** Size and SHA-256 of a stored file, read as a stream; null when it is not there. */
export async function digestOf(
  store: FileStore,
  key: string,
): Promise<{ size: number; sha256: string } | null> {
  const file = await store.open(key);
  if (!file) return null;
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of file.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

export interface CopyReport {
  from: string;
  to: string;
  /** Copied now and read back identical. */
  copied: string[];
  /** Already in the bucket with the same size and hash: left alone. */
  alreadyThere: string[];
  /** Could not be copied, or read back different: the local file is kept; run again. */
  failed: { key: string; reason: string }[];
  /** Named by a row but in neither place. */
  missing: string[];
}

export async function copyFiles(db: Db, from: FileStore, to: FileStore): Promise<CopyReport> {
  const report: CopyReport = {
    from: from.description,
    to: to.description,
    copied: [],
    alreadyThere: [],
    failed: [],
    missing: [],
  };
  const seen = new Set<string>();
  for await (const { key } of from.list()) {
    seen.add(key);
    try {
      const source = await digestOf(from, key);
      if (!source) continue; // removed meanwhile
      const before = await digestOf(to, key);
      if (before && before.size === source.size && before.sha256 === source.sha256) {
        report.alreadyThere.push(key);
        continue;
      }
      const file = await from.open(key);
      if (!file) continue;
      await pipeline(file.body, to.createWriteStream(key));
      const after = await digestOf(to, key);
      if (!after || after.size !== source.size || after.sha256 !== source.sha256) {
        report.failed.push({
          key,
          reason: `read back ${after ? `${after.size} bytes, sha256 ${after.sha256}` : 'nothing'}; expected ${source.size} bytes, sha256 ${source.sha256}`,
        });
      } else report.copied.push(key);
    } catch (err) {
      report.failed.push({ key, reason: (err as Error).message });
    }
  }
  for (const key of await referencedKeys(db)) {
    if (!seen.has(key) && !(await to.exists(key))) report.missing.push(key);
  }
  return report;
}

export interface SweepReport {
  store: string;
  removed: string[];
  /** Named by no row but younger than the cut-off: possibly an upload still in progress. */
  tooRecent: number;
  kept: number;
}

/** Removes files no row names that are older than `olderThanMs`. */
export async function sweepOrphans(
  db: Db,
  store: FileStore,
  olderThanMs: number,
  now = new Date(),
): Promise<SweepReport> {
  const report: SweepReport = { store: store.description, removed: [], tooRecent: 0, kept: 0 };
  // Listed first, rows read after: a file stored and named in between is seen as named.
  const files = [];
  for await (const f of store.list()) files.push(f);
  const named = await referencedKeys(db);
  for (const f of files) {
    if (named.has(f.key)) report.kept += 1;
    else if (now.getTime() - f.modified.getTime() < olderThanMs) report.tooRecent += 1;
    else {
      await store.remove(f.key);
      report.removed.push(f.key);
    }
  }
  return report;
}

export const STORAGE_ACTIONS: Record<
  string,
  { help: string; run(db: Db, config: Config, args: Record<string, string | undefined>): Promise<unknown> }
> = {
  'storage:copy-to-s3': {
    help: '[--from DIR] copies DATA_DIR/uploads (or DIR) into the STORAGE=s3 bucket, checks size + SHA-256; safe to rerun',
    async run(db, config, args) {
      if (config.storage.kind !== 's3')
        throw badRequest('Set STORAGE=s3 and the S3_* variables of the target bucket first.');
      const report = await copyFiles(
        db,
        new LocalFileStore(args.from ?? config.storage.dir),
        await createFileStore(config.storage),
      );
      if (report.failed.length > 0) process.exitCode = 1;
      return report;
    },
  },
  'storage:sweep': {
    help: '[--older-than MINUTES] (default 60) deletes stored files that no row names',
    async run(db, config, args) {
      const minutes = args['older-than'] === undefined ? 60 : Number(args['older-than']);
      if (!Number.isFinite(minutes) || minutes < 0)
        throw new HttpError(400, '--older-than must be a number of minutes');
      return sweepOrphans(db, await createFileStore(config.storage), minutes * 60_000);
    },
  },
};
