/** The S3-compatible bucket behind STORAGE=s3 (AWS S3, MinIO, Ceph, R2 …): see lib/storage.ts. */
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
import {
  StorageUnavailableError,
  checkKey,
  isStorageKey,
  newStorageKey,
  type StorageExtension,
  type FileStore,
  type S3Settings,
  type StoredObject,
} from './file-store';

/**
 * S3's smallest multipart part. The file is cut into parts as it arrives, one in flight at a time
 * (`queueSize: 1`), so memory follows the part size, not the file's size.
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

  newKey(extension?: StorageExtension): string {
    return newStorageKey(extension);
  }

  createWriteStream(key: string): Writable {
    return new S3WriteStream(this.client, this.bucket, checkKey(key));
  }

  async open(key: string): Promise<{ body: Readable; size?: number } | null> {
    if (!isStorageKey(key)) return null; // never stored by us
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
    if (!isStorageKey(key)) return null;
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
