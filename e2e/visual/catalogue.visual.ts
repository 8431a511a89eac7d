// Every story of the built catalogue (components and Pages/), one test each: rendered in Debian's
// Chromium with the bundled fonts loaded, animations off, reduced motion (carousels and marquees
// stand still) and a fixed clock, then compared with its baseline PNG and checked by axe.
// Pages/ stories named "...Mobile" are taken at 375 px, the other Pages/ stories at 1280 px.
// A Pages story whose play function opened a window over the page (or scrolled to what it shows)
// sets window.__catalogueViewportShot and is taken as its viewport (1280 × 800 or 375 × 740).
// Each worker opens Storybook's preview once and switches stories over its channel (~0.3 s a story
// instead of a page load).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test as base, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const indexFile = path.resolve(__dirname, '../../storybook-static/index.json');
if (!fs.existsSync(indexFile))
  throw new Error('No built catalogue: run `pnpm test:visual` (it builds storybook-static/ first).');
const stories = Object.values(
  (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
)
  .filter((e) => e.type === 'story')
  .sort((a, b) => a.id.localeCompare(b.id));

/**
 * axe-core, the copy @axe-core/playwright runs. The preview page is never reloaded, so it is loaded
 * into the page once and each story runs it again: AxeBuilder would inject its 0.5 MB twice per story
 * and finish every run in a new blank page. The stories have no frames, so the rules and results are
 * those of AxeBuilder.
 */
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

/** The day every screenshot is taken on: dates printed by screens do not move. */
const FIXED_NOW = new Date('2026-11-23T10:00:00+05:30');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Pages are cut at this height: baselines stay small, and the first screens are what a change moves. */
const PAGE_HEIGHT = { desktop: 1000, mobile: 1400 };

const isPage = (s: IndexEntry) => s.id.startsWith('pages-');
const isMobile = (s: IndexEntry) => /-mobile$/.test(s.id);
const isLoading = (s: IndexEntry) => /--loading(-mobile)?$/.test(s.id);

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    storyRenders?: { id?: string; phase?: string }[];
    storyStoreValue?: { userGlobals?: { get?(): { a11y?: { manual?: boolean } } } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, data: unknown): void;
    on(event: string, fn: (e: unknown) => void): void;
  };
  __CATALOGUE_QUERY_CLIENT__?: { isFetching(): number; isMutating(): number };
  __catalogueErrors?: string[];
  /**
   * Set by a story's play function when what it shows is a window over the page (a dialog, a
   * checkout) or the part of a long page it scrolled to: the screenshot is the viewport as it is.
   */
  __catalogueViewportShot?: boolean;
  __catalogueAxe?: { run(context: Document, options: object): Promise<AxeResults> };
  axe?: PreviewWindow['__catalogueAxe'];
};

/** axe on the story as it is now, with the catalogue's own copy of axe (loaded once per page). */
async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => Boolean((window as PreviewWindow).__catalogueAxe)))) {
    await page.evaluate(axeSource);
    // Kept under a name of its own: the a11y addon may load its own axe into the preview later.
    await page.evaluate(() => {
      const w = window as PreviewWindow;
      w.__catalogueAxe = w.axe;
    });
  }
  const results = await page.evaluate(
    (tags) =>
      (window as PreviewWindow).__catalogueAxe!.run(document, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** One preview page per worker, reused by every story it checks. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        baseURL: workerInfo.project.use.baseURL,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      // Opened on the last story so the first one checked is a real switch.
      await page.goto(`/iframe.html?id=${stories.at(-1)!.id}&viewMode=story`);
      await page.waitForFunction(() => {
        const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.at(-1)?.phase;
        return phase === 'finished' || phase === 'errored';
      });
      // The a11y addon runs axe itself after every render (for its panel; nothing here reads it),
      // and each story is checked by axe below: its own run is switched off, as its panel's
      // "manual" setting does, so each story is analysed once.
      await page.evaluate(() => {
        (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('updateGlobals', {
          globals: { a11y: { manual: true } },
        });
      });
      await page.waitForFunction(
        () =>
          (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals?.get?.()?.a11y
            ?.manual === true,
      );
      // A play function that throws is logged by the preview; the test of that story fails on it.
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /TestingLibraryElementError|play function|Unable to find/i.test(message.text())
        ) {
          consoleErrors.push(message.text().slice(0, 400));
        }
      });
      await use(page);
      await context.close();
    },
    // Opening the catalogue is not the first story's time.
    { scope: 'worker', timeout: 60_000 },
  ],
});

const consoleErrors: string[] = [];

async function showStory(page: Page, id: string) {
  consoleErrors.length = 0;
  await page.evaluate((storyId) => {
    const w = window as PreviewWindow;
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__!;
    if (!w.__catalogueErrors) {
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        channel.on(event, (e) => w.__catalogueErrors?.push(`${event}: ${JSON.stringify(e).slice(0, 400)}`));
      }
    }
    w.__catalogueErrors = [];
    w.__catalogueViewportShot = false;
    w.__CATALOGUE_QUERY_CLIENT__ = undefined;
    w.scrollTo(0, 0);
    // The preview opened on this story: render it again so its errors are seen.
    const current = w.__STORYBOOK_PREVIEW__?.storyRenders?.at(-1)?.id;
    if (current === storyId) channel.emit('forceRemount', { storyId });
    else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  // Storybook's render cycle (loaders, render, play function) has finished for this story.
  await page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.at(-1);
    return render?.id === storyId && (render.phase === 'finished' || render.phase === 'errored');
  }, id);
}

async function settle(page: Page, story: IndexEntry) {
  // A Pages story has answered every API call (its loading state never does, by design).
  if (isPage(story) && !isLoading(story)) {
    await page.waitForFunction(() => {
      const client = (window as PreviewWindow).__CATALOGUE_QUERY_CLIENT__;
      return !client || (client.isFetching() === 0 && client.isMutating() === 0);
    });
  }
  // What the story's answers set off (focus moved to a message, the scroll that follows) lands
  // within a frame or two of the last response: wait for it, or the scroll position races.
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
      ),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview: page }) => {
    const width = isPage(story) ? (isMobile(story) ? 375 : 1280) : 1024;
    const height = isPage(story) ? (isMobile(story) ? 740 : 800) : 640;
    // Stories of one kind come in a row: the viewport is resized only when the kind changes.
    const size = page.viewportSize();
    if (size?.width !== width || size?.height !== height) await page.setViewportSize({ width, height });
    await showStory(page, story.id);
    await settle(page, story);
    const errors = [
      ...((await page.evaluate(() => (window as PreviewWindow).__catalogueErrors)) ?? []),
      ...consoleErrors,
    ];
    expect(errors, 'story errors').toEqual([]);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);

    const name = `${story.id}.png`;
    const root = page.locator('#storybook-root');
    const rootBox = await root.boundingBox();
    const overlays = await page
      .locator('body > :not(#storybook-root):not(#storybook-docs):not(.sb-wrapper):not(script):visible')
      .count();
    const viewportShot = await page.evaluate(
      () => (window as PreviewWindow).__catalogueViewportShot === true,
    );
    if (isPage(story) && !viewportShot) {
      // A whole page is drawn from its top. Where a story's answer moved focus (a message, a field
      // in error), the browser scrolled to it by a distance that depends on when the last response
      // landed; the sticky header is drawn where the viewport stood, so the same page came out two
      // ways (the header over the form, or at the top). From the top it is one picture, and focus
      // is kept (scrolling does not move it).
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            window.scrollTo(0, 0);
            requestAnimationFrame(() => requestAnimationFrame(() => done()));
          }),
      );
      const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const cap = isMobile(story) ? PAGE_HEIGHT.mobile : PAGE_HEIGHT.desktop;
      await expect(page).toHaveScreenshot(name, {
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(fullHeight, cap) },
      });
    } else if (viewportShot || !rootBox || rootBox.height < 4 || overlays > 0) {
      // Dialogs and toasts render outside the story root: the viewport shows them.
      await expect(page).toHaveScreenshot(name);
    } else {
      await expect(root).toHaveScreenshot(name);
    }

    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
}
