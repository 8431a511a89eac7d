import { test, expect, ports, shellUrl, tutorUrl } from './fixtures';
import type { Page, Response } from '@playwright/test';

const tutorOrigin = `http://127.0.0.1:${ports.tutor}`;

/** JS bodies the browser downloaded, to count copies of a library. */
function collectScripts(page: Page) {
  const pending = new Map<string, Promise<string>>();
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script' && !pending.has(response.url())) {
      pending.set(response.url(), response.text().catch(() => ''));
    }
  });
  return async () => Promise.all(pending.values());
}

test.describe('Module Federation composition', () => {
  test('the shell renders a learner page and a tutor page, with one copy of React', async ({ page, consoleErrors }) => {
    const scripts = collectScripts(page);
    // Both pages arrive server-rendered; their app starts after the first paint (boot.js), and each
    // is hydrated through federation before the scripts are counted.
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.locator('html[data-app-ready]').waitFor();

    await page.goto('/tutorlogin');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0); // header hidden on the portal
    await page.locator('html[data-app-ready]').waitFor();

    const bodies = await scripts();
    // react-dom's client renderer defines this container marker; react's package defines its internals.
    const reactDomCopies = bodies.filter((b) => b.includes('__reactContainer$')).length;
    const reactCopies = bodies.filter((b) => /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/.test(b)).length;
    expect(reactDomCopies).toBe(1);
    expect(reactCopies).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the tutor portal runs standalone on its own port', async ({ page }) => {
    await page.goto(`${tutorUrl}/tutorlogin`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto(`${tutorUrl}/some/deep/link`);
    await expect(page).toHaveURL(/\/tutorlogin$/);
  });

  test('with the tutor remote down the public site still works and the portal offers a retry', async ({ page }) => {
    await page.route(`${tutorOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

    await page.goto('/tutorlogin');
    const unavailable = page.getByTestId('remote-unavailable');
    await expect(unavailable).toBeVisible();
    await expect(unavailable.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();

    // The learner remote keeps working without a reload.
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

    // The portal comes back: Retry loads it in place, no reload of the rest.
    await page.goto('/tutorlogin');
    await expect(unavailable).toBeVisible();
    await page.unroute(`${tutorOrigin}/**`);
    const navigationMarker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Date.now()));
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(navigationMarker);
  });

  test('with the learner remote down the tutor portal still works and the public pages offer a retry', async ({ page }) => {
    const learnerOrigin = `http://127.0.0.1:${ports.learner}`;
    await page.route(`${learnerOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/tutorlogin');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

    // The home page needs the learner remote: the shell's header stays, the page offers a retry.
    const navigationMarker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Date.now()));
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e-home', idx: 1 }, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const unavailable = page.getByTestId('remote-unavailable');
    await expect(unavailable).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();

    // The remote comes back: Try again renders the home page in place.
    await page.unroute(`${learnerOrigin}/**`);
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(navigationMarker);
  });

  test('production caching: entries never cached, hashed chunks cached long, deep links fall back', async ({ request }) => {
    const entry = await request.get(`http://127.0.0.1:${ports.learner}/remoteEntry.js`);
    expect(entry.headers()['cache-control']).toContain('no-store');
    const manifest = await request.get(`http://127.0.0.1:${ports.tutor}/mf-manifest.json`, { headers: { Origin: shellUrl } });
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const html = await request.get(`${shellUrl}/enrolled-courses`);
    expect(html.status()).toBe(200);
    expect(html.headers()['content-type']).toContain('text/html');
    expect(html.headers()['cache-control']).toContain('no-store');
    const withGzip = await request.get(`${shellUrl}/main.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(withGzip.headers()['content-encoding']).toBe('gzip');
    const manifestJson = await (await request.get(`http://127.0.0.1:${ports.learner}/mf-manifest.json`)).json();
    const chunk = [...JSON.stringify(manifestJson).matchAll(/chunks\/[\w.-]+\.[0-9a-f]{10}\.js/g)][0]?.[0];
    expect(chunk).toBeTruthy();
    const hashed = await request.get(`http://127.0.0.1:${ports.learner}/${chunk}`);
    expect(hashed.headers()['cache-control']).toContain('immutable');
  });
});
