// Page headers of the static frontend servers (the browser's defences against injected scripts,
// framing and leaked build details) and the pages still working under them: a CSP built from the
// runtime configuration, no framing, CORS only on federation's files, source maps without
// build-machine paths; the sandbox checkout (TEST MODE) under the CSP. Per deployment: no HSTS over
// plain HTTP, COOP/CORP on pages with federation still loading across ports, a Permissions-Policy,
// no-store on signed-in API answers, and a real 404 for a path no remote publishes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, apiUrl, shellUrl, tutorUrl, ports } from './fixtures';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers.mjs';

const learnerUrl = `http://127.0.0.1:${ports.learner}`;
const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Records CSP violations (the event and Chromium's console report) on the page. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(m.text()))
      violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to load (CSP ${e.violatedDirective}): ${e.blockedURI}`);
    });
  });
  return violations;
}

test.describe('security headers of the static servers', () => {
  test('pages carry a CSP built from the runtime configuration and cannot be framed', async ({ request }) => {
    for (const url of [`${shellUrl}/`, `${shellUrl}/payment`, `${tutorUrl}/tutorlogin`, `${learnerUrl}/`]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const h = res.headers();
      expect(h['x-frame-options'], url).toBe('DENY');
      expect(h['access-control-allow-origin'], url).toBeUndefined();
      const csp = directives(h['content-security-policy'] ?? '');
      expect(csp['script-src'], url).toEqual(
        expect.arrayContaining(["'self'", learnerUrl, `http://127.0.0.1:${ports.tutor}`, apiUrl]),
      );
      expect(csp['connect-src'], url).toEqual(expect.arrayContaining(["'self'", apiUrl, learnerUrl]));
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      // JavaScript eval is refused; compiling WebAssembly (HarfBuzz, for the PDF) is all that is allowed.
      expect(csp['script-src'], url).not.toContain("'unsafe-eval'");
      expect(csp['script-src'], url).toContain("'wasm-unsafe-eval'");
      expect(csp['script-src'], url).not.toContain("'unsafe-inline'");
      // Plain HTTP here: HSTS would be ignored at best and is forbidden (RFC 6797 section 7.2).
      expect(h['strict-transport-security'], url).toBeUndefined();
      expect(h['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(h['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(h['permissions-policy']?.split(', '), url).toEqual(
        expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)']),
      );
    }
  });

  test("remotes' files are cross-origin (Chromium blocks same-site across 127.0.0.1 ports)", async ({
    request,
  }) => {
    const manifest = await request.get(`${learnerUrl}/mf-manifest.json`);
    const chunk = ((await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] })
      .exposes[0]!.assets.js.sync[0]!;
    for (const url of [
      `${learnerUrl}/mf-manifest.json`,
      `${learnerUrl}/remoteEntry.js`,
      `${learnerUrl}/${chunk}`,
      `${tutorUrl}/remoteEntry.js`,
    ]) {
      const res = await request.get(url);
      expect(res.headers()['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(res.headers()['strict-transport-security'], url).toBeUndefined();
    }
  });

  test('a path no remote publishes is a 404 with the not-found page; real deep links stay 200', async ({
    request,
  }) => {
    // The not-found page speaks the language of the path it was asked for.
    for (const [path, heading] of [
      ['/no-such-page', 'This page took a different path'],
      ['/hi/no-such-page', 'यह पेज किसी और राह चला गया'],
      ['/courses/old-link', 'This page took a different path'],
    ]) {
      const res = await request.get(`${shellUrl}${path}`);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain(heading);
      expect(html, path).toContain('id="aarohi-ssr"');
    }
    for (const path of ['/dashboard', '/profile', '/tutordashboard', '/staff/tickets', '/course', '/hi/course']) {
      expect((await request.get(`${shellUrl}${path}`)).status(), path).toBe(200);
    }
  });

  test('the API: no HSTS over plain HTTP, no-store on what a signed-in student reads, a Permissions-Policy', async ({
    request,
  }) => {
    const login = await request.post(`${apiUrl}/login`, {
      data: { email: 'student@aarohi.example', password: 'Student@2025' },
    });
    expect(login.status()).toBe(200);
    for (const path of ['/api/me', '/api/student/certificate', '/api/courses']) {
      const res = await request.get(`${apiUrl}${path}`);
      const h = res.headers();
      expect(h['cache-control'], path).toBe('no-store');
      expect(h['strict-transport-security'], path).toBeUndefined();
      expect(h['permissions-policy']?.split(', '), path).toEqual(
        expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']),
      );
    }
  });

  test('CORS only on what federation fetches cross-origin', async ({ request }) => {
    const manifest = await request.get(`${learnerUrl}/mf-manifest.json`);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const entry = await request.get(`${learnerUrl}/remoteEntry.js`);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    const chunk = ((await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] })
      .exposes[0]!.assets.js.sync[0]!;
    const chunkRes = await request.get(`${learnerUrl}/${chunk}`);
    expect(chunkRes.status()).toBe(200);
    expect(chunkRes.headers()['access-control-allow-origin']).toBe('*');
    const tutorEntry = await request.get(`${tutorUrl}/remoteEntry.js`);
    expect(tutorEntry.headers()['access-control-allow-origin']).toBe('*');
    for (const url of [
      `${shellUrl}/`,
      `${shellUrl}/runtime-config.json`,
      `${learnerUrl}/runtime-config.json`,
      `${learnerUrl}/index.html`,
      `${tutorUrl}/runtime-config.json`,
    ]) {
      const res = await request.get(url);
      expect(res.headers()['access-control-allow-origin'], url).toBeUndefined();
      expect(res.headers()['x-frame-options'], url).toBe('DENY');
    }
  });

  test('a deployed configuration: configured origins, and Razorpay only when it is the provider', () => {
    const config = {
      apiBaseUrl: 'https://api.aarohi.example',
      remotes: {
        learner: 'https://learn.aarohi.example/mf-manifest.json',
        tutor: 'https://tutors.aarohi.example/mf-manifest.json',
        backoffice: 'https://staff.aarohi.example/mf-manifest.json',
      },
    };
    const csp = directives(contentSecurityPolicy(config, { hostname: 'www.aarohi.example' }));
    expect(csp['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://learn.aarohi.example',
      'https://tutors.aarohi.example',
      'https://staff.aarohi.example',
      'https://api.aarohi.example',
    ]);
    expect(csp['connect-src']).toContain('https://api.aarohi.example');
    expect(csp['frame-src']).toEqual(["'none'"]);
    const rzp = directives(
      contentSecurityPolicy(config, { hostname: 'www.aarohi.example', paymentProvider: 'razorpay' }),
    );
    expect(rzp['script-src']).toContain('https://checkout.razorpay.com');
    expect(rzp['frame-src']).toContain('https://api.razorpay.com');
    // Razorpay's checkout opens bank and UPI windows that report back to the page that opened them.
    const rzpPage = securityHeaders(config, '/payment', { html: true, paymentProvider: 'razorpay' });
    expect(rzpPage['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(rzpPage['Permissions-Policy']).toContain('payment=(self "https://api.razorpay.com")');
    expect(securityHeaders(config, '/payment', { html: true })['Cross-Origin-Opener-Policy']).toBe('same-origin');
    // HSTS only for an answer that travels over TLS.
    expect(securityHeaders(config, '/', { html: true })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(config, '/', { html: true, tls: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // A forged Host cannot inject into the header.
    const forged = contentSecurityPolicy({}, { hostname: "evil.example; script-src 'unsafe-inline'" });
    expect(forged).not.toContain('evil.example');
    expect(
      securityHeaders(config, '/runtime-config.json', {})['Access-Control-Allow-Origin'],
    ).toBeUndefined();
    expect(securityHeaders(config, '/chunks/42.abcdef1234.js', {})['Access-Control-Allow-Origin']).toBe('*');
    expect(securityHeaders(config, '/pdf-text/hb.wasm', {})['Access-Control-Allow-Origin']).toBe('*');
    expect(
      securityHeaders(config, '/pdf-text/NotoSansDevanagari_700Bold.ttf', {})['Access-Control-Allow-Origin'],
    ).toBe('*');
  });

  test('source maps name no build-machine paths', async ({ request }) => {
    const maps: [string, string[]][] = [
      [shellUrl, ['main.js.map']],
      [learnerUrl, ['main.js.map', 'remoteEntry.js.map']],
      [tutorUrl, ['main.js.map', 'remoteEntry.js.map']],
    ];
    for (const [base, files] of maps) {
      for (const file of files) {
        const res = await request.get(`${base}/${file}`);
        expect(res.status(), `${base}/${file}`).toBe(200);
        const text = await res.text();
        expect(text, `${base}/${file}`).not.toContain(WORKSPACE_ROOT);
        const map = JSON.parse(text) as { sources: string[] };
        expect(
          map.sources.filter((s) => s.startsWith('/')),
          `${base}/${file}`,
        ).toEqual([]);
      }
    }
  });
});

test.describe('the design catalogue under its own policy', () => {
  // A static Storybook build: a manager page framing its preview, both booted by inline scripts.
  // The product's policy (no framing, no inline script) would leave designers a blank page.
  test('the manager frames its preview and both boot; other sites still cannot frame it', async ({
    page,
  }) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    fs.mkdirSync(path.join(root, 'sb-manager'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><title>Catalogue</title><h1 id="m">…</h1><iframe title="preview" src="/iframe.html"></iframe>' +
        '<script>document.getElementById("m").textContent = "manager booted"</script>',
    );
    fs.writeFileSync(
      path.join(root, 'iframe.html'),
      '<!doctype html><title>Preview</title><p id="p">…</p><script>document.getElementById("p").textContent = "preview booted"</script>',
    );
    const port = ports.api + 37;
    const server = spawn('node', ['scripts/serve.mjs', root, String(port)], {
      cwd: WORKSPACE_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('serving') && resolve());
      server.on('exit', (code) => reject(new Error(`the catalogue server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      const violations = await watchCsp(page);
      const res = await page.goto(`${base}/`);
      const h = res!.headers();
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      const csp = directives(h['content-security-policy'] ?? '');
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(h['content-security-policy']).not.toContain('unsafe-eval');
      await expect(page.locator('#m')).toHaveText('manager booted');
      await expect(page.frameLocator('iframe[title="preview"]').locator('#p')).toHaveText('preview booted');
      expect(violations).toEqual([]);
    } finally {
      server.removeAllListeners('exit');
      server.kill('SIGTERM');
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

test.describe('the pages work under the CSP', () => {
  test('home page', async ({ page, consoleErrors }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the payment page says TEST MODE, and the sandbox checkout opens under the CSP', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const violations = await watchCsp(page);
    await page.goto('/login');
    await page.getByLabel(/^Email or mobile number/).fill('newstudent@aarohi.example');
    await page.getByLabel(/^Password/).fill('Student@2025');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/payment');
    await expect(page.getByTestId('test-mode')).toContainText('TEST MODE');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath('payment-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload(); // a phone loads the page at its own width (no desktop-to-mobile transition)
    await expect(page.getByTestId('test-mode')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath('payment-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel(/Your state or union territory|आपका राज्य/).selectOption('29');
    await page.getByRole('button', { name: 'Pay ₹2,499' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment (sandbox)' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('TEST MODE', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sandbox-dialog.png') });
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay ₹2,499' })).toBeEnabled();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('tutor portal, standalone and inside the shell', async ({ page, consoleErrors }) => {
    const violations = await watchCsp(page);
    for (const base of [tutorUrl, shellUrl]) {
      await page.goto(`${base}/tutorlogin`);
      await page.getByLabel(/^Email/).fill('tutor@aarohi.example');
      await page.getByLabel(/^Password/).fill('Tutor@2025');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/tutordashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => sessionStorage.clear());
    }
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
