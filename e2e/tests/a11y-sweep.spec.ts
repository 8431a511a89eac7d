// Accessibility sweep: every route of the site's route table (plus /register/1, /tutorsidebar and
// an unknown path), in three roles (visitor, the paid demo student, the demo tutor; the signed-in roles
// skip the pages that are the same for everyone but their header), at 1280 px and
// 375 px. Each test signs in once, visits all routes, waits until each page has settled, runs axe
// (WCAG 2.0/2.1 A+AA, 2.2 AA) and checks that nothing scrolls sideways at 375 px. Violations are
// collected per route so one failure lists every route at once. Guards redirect: the page swept is
// where the user lands, and the landing is part of the result.
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';

const UNKNOWN_CERTIFICATE = 'AAR-0000-0000-0000-0000';
/** A path no remote publishes: the site's not-found page, answered with a real 404. */
const NOT_A_PAGE = '/no-such-page';
const ROUTES = [
  '/',
  '/blogs',
  '/login',
  '/register',
  '/register/1',
  '/registerchoice',
  '/loginchoice',
  '/tutorlogin',
  '/tutorregister',
  '/forgot-password',
  '/reset-password?token=a-link-that-is-not-valid',
  '/tutor-forgot-password',
  '/tutor-reset-password',
  '/about',
  '/experts-blog',
  '/course',
  '/wonderwomen',
  '/contact',
  '/payment',
  '/redirection',
  '/header',
  '/terms-and-conditions',
  '/privacy-policy',
  '/dashboard',
  '/support',
  '/notifications',
  '/enrolled-courses',
  '/profile',
  '/certificate',
  // The seeded certificate's public record, and a number nobody was given (a 404 page).
  '/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
  `/verify/${UNKNOWN_CERTIFICATE}`,
  '/confirm-email',
  '/tutordashboard',
  '/tutorsidebar',
  '/tutorsupportticket',
  '/tutoruploads',
  '/tutorsupportticketlist',
  '/batchespage',
  '/tutorprofilepage',
  NOT_A_PAGE,
];
const LEARNER_AREA = [
  '/dashboard',
  '/support',
  '/notifications',
  '/enrolled-courses',
  '/profile',
  '/certificate',
];
const TUTOR_PUBLIC = ['/tutorlogin', '/tutorregister', '/tutor-forgot-password', '/tutor-reset-password'];
const TUTOR_AREA = ROUTES.filter((r) => r.startsWith('/tutor') && !TUTOR_PUBLIC.includes(r)).concat(
  '/batchespage',
);
/**
 * Pages whose body is the same whoever reads them: a signed-in role sweeps them only through the
 * header they share with `/` and `/header` (a visitor sweeps every page).
 */
const SAME_FOR_EVERYONE = [
  '/blogs',
  '/about',
  '/experts-blog',
  '/course',
  '/wonderwomen',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/forgot-password',
  '/reset-password?token=a-link-that-is-not-valid',
  '/tutor-forgot-password',
  '/tutor-reset-password',
  '/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
  `/verify/${UNKNOWN_CERTIFICATE}`,
];
const routesFor = (role: Role) =>
  role === 'visitor' ? ROUTES : ROUTES.filter((r) => !SAME_FOR_EVERYONE.includes(r));
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 375];
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
const ROLES = ['visitor', 'student', 'tutor'] as const;
type Role = (typeof ROLES)[number];

async function signIn(page: Page, role: Role) {
  if (role === 'student') {
    await page.goto('/login');
    await page.getByLabel(/^Email or mobile number/).fill('student@aarohi.example');
    await page.getByLabel(/^Password/).fill('Student@2025');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Login successful' })).toBeVisible();
    await page.waitForURL('**/dashboard');
  } else if (role === 'tutor') {
    await page.goto('/tutorlogin');
    await page.getByLabel(/^Email/).fill('tutor@aarohi.example');
    await page.getByLabel(/^Password/).fill('Tutor@2025');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/tutordashboard');
  }
}

/** Where a guarded route must land for this role; null for public routes (they may redirect freely). */
function expectedLanding(role: Role, route: string) {
  if (LEARNER_AREA.includes(route)) return role === 'student' ? route : '/login';
  if (TUTOR_AREA.includes(route)) return role === 'tutor' ? route : '/tutorlogin';
  return null;
}

/** The requests each tab has open (those it sent before its first settle are not known, nor needed). */
const openRequests = new WeakMap<Page, Set<Request>>();

function requestsOpen(page: Page) {
  let open = openRequests.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (r) => requests.add(r));
    page.on('requestfinished', (r) => requests.delete(r));
    page.on('requestfailed', (r) => requests.delete(r));
    openRequests.set(page, requests);
    open = requests;
  }
  return open;
}

/**
 * Quiet: no request open over two rounds of two animation frames (the effects of the last render ran
 * and asked for nothing more; what arrived is painted). A condition instead of "no network for 500 ms"
 * (networkidle), which made every route wait half a second twice.
 */
async function quiet(page: Page) {
  const open = requestsOpen(page);
  for (let quietRounds = 0; quietRounds < 2; ) {
    await page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    if (open.size > 0) {
      quietRounds = 0;
      await expect.poll(() => open.size, { timeout: 30_000 }).toBe(0);
    } else quietRounds += 1;
  }
}

/** The page's h1 shown, no loading message or busy region left on screen, and no request open. */
async function settle(page: Page) {
  const arrived = () =>
    page.waitForFunction(() => {
      // Every page has an h1 except /header, which is the site header alone.
      const arrived =
        location.pathname === '/header'
          ? !!document.querySelector('header nav')
          : !!document.querySelector('h1');
      if (!arrived) return false;
      const shown = (el: Element) => el.getClientRects().length > 0;
      const busy = [...document.querySelectorAll('[aria-busy="true"]')].some(shown);
      const loading = [...document.querySelectorAll('body *')].some(
        (el) =>
          el.children.length === 0 && /^\s*Loading\b.*(\.\.\.|…)\s*$/.test(el.textContent ?? '') && shown(el),
      );
      return !busy && !loading;
    });
  await quiet(page);
  await arrived();
  // What the answers set off (a second query, a redirect's page) has finished too.
  await quiet(page);
  await arrived();
}

/**
 * axe-core, the copy @axe-core/playwright runs, loaded once into each page swept and run there
 * (AxeBuilder loads its 0.5 MB twice per page). The app has no iframes, so the rules and results are
 * those of AxeBuilder's legacy mode.
 */
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

async function axe(page: Page): Promise<AxeResults> {
  await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    AXE_TAGS,
  );
}

/**
 * axe leaves text on a gradient "incomplete" (it cannot pick one background colour). Those texts are
 * measured here against every colour stop of the gradient behind them, with the same AA thresholds.
 */
async function gradientContrastFailures(page: Page, results: AxeResults) {
  const selectors = results.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes)
    .filter((n) => n.any.some((c) => /gradient/.test(c.message)))
    .map((n) => n.target.join(' '));
  if (!selectors.length) return [];
  return page.evaluate((selectors) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba[] =>
      [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r = 0, g = 0, b = 0, a = 1] = m[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const over = (fg: Rgba, bg: Rgba): Rgba =>
      [0, 1, 2].map((i) => fg[i]! * fg[3] + bg[i]! * (1 - fg[3])).concat(1) as Rgba;
    const lum = (c: Rgba) =>
      [0.2126, 0.7152, 0.0722].reduce((sum, w, i) => {
        const v = c[i]! / 255;
        return sum + w * (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      }, 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const failures: string[] = [];
    for (const selector of selectors) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
      const needed = large ? 3 : 4.5;
      let holder: Element | null = el;
      while (holder && !/gradient/.test(getComputedStyle(holder).backgroundImage))
        holder = holder.parentElement;
      const stops = holder ? parse(getComputedStyle(holder).backgroundImage) : [];
      const [color] = parse(style.color);
      if (!color || !stops.length) {
        failures.push(`${selector}: gradient colours could not be read`);
        continue;
      }
      const white: Rgba = [255, 255, 255, 1];
      const worst = Math.min(...stops.map((s) => over(s, white)).map((bg) => ratio(over(color, bg), bg)));
      if (worst < needed)
        failures.push(`${selector}: ${worst.toFixed(2)}:1 on a gradient stop (needs ${needed}:1)`);
    }
    return failures;
  }, selectors);
}

interface Sweep {
  violations: Record<string, string[]>;
  sideways: string[];
  wrongLanding: string[];
  landed: string[];
  /** Markup already checked by axe in this test: a guard's redirect to it is not checked twice. */
  checked: Set<string>;
}

async function sweepRoute(page: Page, role: Role, route: string, out: Sweep) {
  await page.goto(route);
  await settle(page);
  const finalPath = new URL(page.url()).pathname;
  const key = finalPath === route ? route : `${route} → ${finalPath}`;
  out.landed.push(key);
  const expected = expectedLanding(role, route);
  if (expected && finalPath !== expected)
    out.wrongLanding.push(`${route} landed on ${finalPath}, expected ${expected}`);
  if ((page.viewportSize()?.width ?? 1280) <= 375) {
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    if (!fits) out.sideways.push(key);
  }

  const markup = await page.evaluate(() => `${location.href}\n${document.documentElement.outerHTML}`);
  if (out.checked.has(markup)) return;
  out.checked.add(markup);

  // axe runs inside the page instead of finishing in an extra blank page: the same rules and
  // results (the app has no iframes), in half the time.
  const results = await axe(page);
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  found.push(
    ...(await gradientContrastFailures(page, results)).map((f) => `color-contrast (gradient): ${f}`),
  );
  if (found.length) out.violations[key] = found;
}

// The sweeps only read (each signs in as a seeded account): they can run on different workers,
// each worker against its own platform (playwright.config.ts), instead of back to back in one.
test.describe.configure({ mode: 'parallel' });

/**
 * Each role and width is swept in two halves (every other route), each a test of its own: on two
 * workers the halves run side by side, and a slow machine has half the pages to do in a test's time.
 */
const PARTS = 2;

for (const role of ROLES) {
  for (const width of WIDTHS) {
    for (let part = 1; part <= PARTS; part++) {
      test(`a11y sweep: ${role} at ${width}px, part ${part} of ${PARTS} — every route has no axe violations`, async ({
        page,
        consoleErrors,
      }, testInfo) => {
        // About 20 pages with axe each: under a minute on an idle CI machine.
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        requestsOpen(page);
        await signIn(page, role);

        // A second tab opened from the signed-in one shares its session (session storage is copied to
        // a tab opened by window.open; the cookie is the context's): the two tabs share the routes.
        const [second] = await Promise.all([
          page.waitForEvent('popup'),
          page.evaluate(() => window.open('/header', '_blank')),
        ]);
        requestsOpen(second);
        await second.setViewportSize({ width, height: 900 });
        second.on('console', (m) => {
          if (m.type() === 'error') consoleErrors.push(m.text());
        });
        second.on('pageerror', (e) => consoleErrors.push(e.message));

        // The pages that answer 404 on purpose: a certificate number nobody was given (the page and
        // its API call) and a path no remote publishes (the site's not-found page, a real 404). Any
        // other 404 is a broken link or asset.
        const notFound: string[] = [];
        for (const tab of [page, second])
          tab.on('response', (r) => {
            if (r.status() === 404) notFound.push(new URL(r.url()).pathname);
          });

        const out: Sweep = { violations: {}, sideways: [], wrongLanding: [], landed: [], checked: new Set() };
        const routes = routesFor(role).filter((_, i) => i % PARTS === part - 1);
        const queue = [...routes];
        await Promise.all(
          [page, second].map(async (tab) => {
            for (let route = queue.shift(); route; route = queue.shift())
              await sweepRoute(tab, role, route, out);
          }),
        );
        testInfo.annotations.push({ type: 'landed', description: out.landed.sort().join(', ') });

        expect(out.landed).toHaveLength(routes.length);
        expect(
          notFound.filter((p) => !p.endsWith(`/${UNKNOWN_CERTIFICATE}`) && p !== NOT_A_PAGE),
          'answers 404 other than the unknown certificate and the unknown path',
        ).toEqual([]);
        expect(out.wrongLanding, 'guards send each role where the spec says').toEqual([]);
        expect(out.violations, 'axe violations by route').toEqual({});
        expect(out.sideways, 'routes that scroll sideways at 375 px').toEqual([]);
        expect(
          consoleErrors.filter(
            (e) => !/Failed to load resource: the server responded with a status of (401|404)/.test(e),
          ),
        ).toEqual([]);
      });
    }
  }
}
