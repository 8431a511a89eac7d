/**
 * What every file store is, whichever holds the files (a local folder, an S3 bucket): the keys the
 * API hands out, the store's interface and its one error. Both stores build on this; neither knows
 * the other.
 */
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

export function newStorageKey(extension: StorageExtension = 'pdf'): string {
  return `${crypto.randomBytes(16).toString('hex')}.${extension}`;
}

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error('Invalid storage key');
  return key;
}
