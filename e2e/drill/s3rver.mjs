// An S3-compatible bucket for the drill: s3rver (the API's test dependency) on loopback, files in a
// folder the drill owns. A process of its own, so the drill's load generator does not share its
// event loop. Usage: node e2e/drill/s3rver.mjs <port> <directory> <bucket>; prints "ready" when up.
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiDir } from '../load/harness.mjs';

const [port, directory, bucket] = process.argv.slice(2);
const S3rver = createRequire(path.join(apiDir, 'package.json'))('s3rver');
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log('ready');
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
