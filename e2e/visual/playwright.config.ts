import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { projectFontconfig } from './fonts';

// Visual regression of the catalogue: every story of the built Storybook (storybook-static/),
// screenshotted in Debian's Chromium against the PNG baselines in ./baselines, and checked by axe.
// Run through `pnpm test:visual` (scripts/visual.mjs), which builds the catalogue first.
const root = path.resolve(__dirname, '../..');
export const port = Number(process.env.STORYBOOK_STATIC_PORT || 6007);

export default defineConfig({
  testDir: '.',
  testMatch: 'catalogue.visual.ts',
  outputDir: './report/diffs',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // The pixel budget: anti-aliasing noise passes, a moved colour or a shifted box does not.
    toHaveScreenshot: {
      maxDiffPixels: 30,
      threshold: 0.02,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS || 2),
  retries: 0,
  // A catalogue that cannot open at all fails every story: stop after enough to say so.
  maxFailures: Number(process.env.VISUAL_MAX_FAILURES || 60),
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(__dirname, 'report/results.json') }],
    ['html', { outputFolder: path.join(__dirname, 'report/html'), open: 'never' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // The project's fonts only, never the machine's (see ./fonts.ts).
      env: { ...process.env, FONTCONFIG_FILE: projectFontconfig(path.join(__dirname, 'report', 'fontconfig')) },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
    // Locale, time zone, reduced motion and the clock are set by the spec's own browser context.
  },
  webServer: {
    command: `node scripts/serve.mjs storybook-static ${port}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
