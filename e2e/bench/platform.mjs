// Starts the production platform (API on a throwaway database + the three static servers) for a
// benchmark, and stops it again. Ports are chosen apart from the dev and e2e ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startPlatform({ ports = { api: 4300, shell: 3300, learner: 3301, tutor: 3302 }, env: extra = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-bench-'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    SHELL_PORT: String(ports.shell),
    LEARNER_PORT: String(ports.learner),
    TUTOR_PORT: String(ports.tutor),
    BACKOFFICE_PORT: String(ports.backoffice ?? ports.shell + 3),
    DATA_DIR: dataDir,
    CORS_ORIGINS: [ports.shell, ports.learner, ports.tutor].map((p) => `http://127.0.0.1:${p}`).join(','),
    RATE_LIMIT_DISABLED: '1',
    ...extra,
  };
  const child = spawn('node', ['scripts/start.mjs', '--no-build', '--no-storybook'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${ports.api}/api/courses`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`platform did not start:\n${log.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    ports,
    url: (p) => `http://127.0.0.1:${ports.shell}${p}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium's flags for the benchmarks' runs: headless, and none of the browser's own background work. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
