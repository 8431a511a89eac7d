// Production builds of the four frontends, one after another (2 cores), with their build times;
// each dist then gets its brotli/gzip siblings (./precompress.mjs), which the server sends as they are.
import { spawnSync } from 'node:child_process';
import { precompress } from './precompress.mjs';

const apps = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['shell', 'learner-app', 'tutor-portal', 'backoffice'];
for (const app of apps) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: app,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build of ${app} failed`);
    process.exit(result.status ?? 1);
  }
  const webpackSeconds = (Date.now() - started) / 1000;
  const compressed = await precompress(`${app}/dist`);
  console.log(
    `built ${app} in ${webpackSeconds.toFixed(1)} s, then precompressed ${compressed.files} files ` +
      `(${(compressed.bytes / 1024).toFixed(0)} KB → ${(compressed.brotliBytes / 1024).toFixed(0)} KB brotli) in ${(compressed.ms / 1000).toFixed(1)} s`,
  );
}
