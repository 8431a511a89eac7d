import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';

// Journeys run against the production builds (built by `pnpm test` before this) and a real API on a
// throwaway embedded database, all on 127.0.0.1, in Debian's Chromium.
const root = path.resolve(__dirname, '..');

/**
 * Journeys run on several workers, and each worker has a platform of its own (API on its own
 * embedded database, the four frontends): journeys sign in as the seeded demo accounts and change
 * what they own (batches started, students placed, certificates issued), so two workers on one
 * database would see each other's changes. A platform per worker keeps every journey on the state it
 * was written for, and lets the specs that start extra servers beside the suite's use ports of their
 * own (see `platformPorts`). E2E_WORKERS=1 is the previous single-worker run.
 */
export const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2));
/**
 * Platform n uses every port of platform 0 plus n × E2E_PORT_STRIDE. The specs add 10 (a second shell
 * and learner) and 37 (a catalogue server) to the suite's ports, so the stride keeps clear of those.
 */
const stride = Number(process.env.E2E_PORT_STRIDE || 20);
/** Which platform this process talks to: the runner and the first worker use 0. */
const slot = Number(process.env.TEST_PARALLEL_INDEX || 0);

function platformPorts(n: number) {
  const shift = n * stride;
  return {
    api: Number(process.env.E2E_API_PORT || 4100) + shift,
    shell: Number(process.env.E2E_SHELL_PORT || 3100) + shift,
    learner: Number(process.env.E2E_LEARNER_PORT || 3101) + shift,
    tutor: Number(process.env.E2E_TUTOR_PORT || 3102) + shift,
    backoffice: Number(process.env.E2E_BACKOFFICE_PORT || 3103) + shift,
  };
}
// Set once in the runner's process so its workers (other pids) see the same folder: the password
// journeys read the API's mail from DATA_DIR/outbox. Each platform has its own folder in it.
const runDir = (process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `aarohi-e2e-${process.pid}`));
const platformDataDir = (n: number) => path.join(runDir, `platform-${n}`);
export const dataDir = platformDataDir(slot);
export const ports = platformPorts(slot);

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${ports.shell}`,
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace (screencast frames, DOM snapshots of every action) costs a quarter of the
    // journeys' time on two cores even when it is thrown away after a pass (public-site +
    // server-rendering: 202 s with 'retain-on-failure', 158 s without). CI retries a failed journey
    // once, and that retry is recorded: the trace of a failure is still there (locally: --trace on).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: Array.from({ length: workers }, (_, n) => platform(n)),
});

function platform(n: number) {
  const p = platformPorts(n);
  return {
    command: 'node scripts/start.mjs --no-build --no-storybook',
    cwd: root,
    url: `http://127.0.0.1:${p.api}/api/courses`,
    reuseExistingServer: false,
    // Two platforms start side by side on a two-core machine.
    timeout: 180_000,
    stdout: 'pipe' as const,
    env: {
      HOST: '127.0.0.1',
      API_PORT: String(p.api),
      SHELL_PORT: String(p.shell),
      LEARNER_PORT: String(p.learner),
      TUTOR_PORT: String(p.tutor),
      BACKOFFICE_PORT: String(p.backoffice),
      DATA_DIR: platformDataDir(n),
      // Reset links are built from configuration: tutors' point at the standalone portal.
      TUTOR_PORTAL_URL: `http://127.0.0.1:${p.tutor}`,
      // No CORS_ORIGINS: the API derives its allow-list from the (non-default) ports above, as a
      // deploy that only moves the ports does (tests/configured-ports.spec.ts).
      // The second shell that tests/ssr-independence.spec.ts starts beside the first is added to it.
      CORS_EXTRA_ORIGINS: `http://127.0.0.1:${p.shell + 10}`,
      RATE_LIMIT_DISABLED: '1',
      // Server rendering must not fall back to the browser because a busy CI machine was slow.
      FRAGMENT_TIMEOUT_MS: '15000',
      LOGIN_RATE_LIMIT_MAX: '10000',
      // Reset links are aged with PUT /test/clock instead of waiting 31 minutes.
      TEST_CLOCK: '1',
    },
  };
}
