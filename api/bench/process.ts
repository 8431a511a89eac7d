// Starting and stopping the API as its own process, for the benchmarks (api.ts, readers-and-writer.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export { freePort } from '../test/helpers/ports';

/** Until `url` answers 2xx; fails at once if the process exits. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * The API on `port` with its data in `dataDir` (rate limits off, warnings only), once /health
 * answers; `env` replaces the caller's environment for the keys it names (undefined: left out).
 */
export async function startApi(dataDir: string, port: number, env: Record<string, string | undefined> = {}) {
  const started = performance.now();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/health`, child);
  return { child, startupMs: Math.round(performance.now() - started) };
}

/** Ends the process with SIGTERM (it closes its database cleanly) and waits for it. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}
