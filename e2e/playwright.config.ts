import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';

// Journeys run against the production builds (built by `pnpm test` before this) and a real API on a
// throwaway embedded database, all on 127.0.0.1, in Debian's Chromium.
const root = path.resolve(__dirname, '..');
// Set once in the runner's process so its workers (other pids) see the same folder: the password
// journeys read the API's mail from DATA_DIR/outbox.
export const dataDir = (process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `aarohi-e2e-${process.pid}`));
export const ports = {
  api: Number(process.env.E2E_API_PORT || 4100),
  shell: Number(process.env.E2E_SHELL_PORT || 3100),
  learner: Number(process.env.E2E_LEARNER_PORT || 3101),
  tutor: Number(process.env.E2E_TUTOR_PORT || 3102),
  backoffice: Number(process.env.E2E_BACKOFFICE_PORT || 3103),
};

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${ports.shell}`,
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs --no-build --no-storybook',
    cwd: root,
    url: `http://127.0.0.1:${ports.api}/api/courses`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      HOST: '127.0.0.1',
      API_PORT: String(ports.api),
      SHELL_PORT: String(ports.shell),
      LEARNER_PORT: String(ports.learner),
      TUTOR_PORT: String(ports.tutor),
      BACKOFFICE_PORT: String(ports.backoffice),
      DATA_DIR: dataDir,
      // Reset links are built from configuration: tutors' point at the standalone portal.
      TUTOR_PORTAL_URL: `http://127.0.0.1:${ports.tutor}`,
      // No CORS_ORIGINS: the API derives its allow-list from the (non-default) ports above, as a
      // deploy that only moves the ports does (tests/configured-ports.spec.ts).
      // The second shell that tests/ssr-independence.spec.ts starts beside the first is added to it.
      CORS_EXTRA_ORIGINS: `http://127.0.0.1:${ports.shell + 10}`,
      RATE_LIMIT_DISABLED: '1',
      // Server rendering must not fall back to the browser because a busy CI machine was slow.
      FRAGMENT_TIMEOUT_MS: '15000',
      LOGIN_RATE_LIMIT_MAX: '10000',
      // Reset links are aged with PUT /test/clock instead of waiting 31 minutes.
      TEST_CLOCK: '1',
    },
  },
});
