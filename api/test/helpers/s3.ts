/**
 * An S3 protocol server for tests (s3rver, files in a temp folder), on loopback: S3RVER_PORT, else a
 * free port. Keys S3RVER / S3RVER are the ones s3rver checks signatures with.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The STORAGE=s3 environment of an API on this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'aarohi-test-docs'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: Number(process.env.S3RVER_PORT ?? 0),
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as net.AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: s3Env(endpoint, bucket),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const s3Env = (endpoint: string, bucket: string): Record<string, string> => ({
  STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
});

/** A loopback port nothing listens on (a bucket that cannot be reached). */
export const closedPort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
