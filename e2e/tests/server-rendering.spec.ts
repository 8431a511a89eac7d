// Public pages arrive rendered, so a visitor and a search engine see content before any script
// runs: the shell's server composes each public page from the fragment its remote renders, and the
// browser hydrates that HTML without a mismatch, a console error or a layout shift, signed in or
// out, on a phone and on a laptop.
import { test, expect, shellUrl, tutorUrl } from './fixtures';
import type { Page, Request } from '@playwright/test';

/** Every public route the server renders, with its main heading and a sentence of its body text. */
const PUBLIC_PAGES: { path: string; heading: string | null; text: string }[] = [
  {
    path: '/',
    heading: 'Rise with AI: practical skills for every woman',
    // This year in India: the notice follows the calendar.
    text: `Registrations for ${new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())} are open`,
  },
  {
    path: '/about',
    heading: 'Aarohi means “rising”. That is what we help women do.',
    text: 'We are teachers, engineers and career coaches',
  },
  {
    path: '/course',
    heading: 'AI Learning Pathway',
    text: 'Three courses, each with its own plan of 5 practical modules and 25 live sessions of 90 minutes.',
  },
  {
    path: '/wonderwomen',
    heading: 'Wonder Women in AI & Tech',
    text: 'Scientists, founders, teachers and learners',
  },
  { path: '/blogs', heading: 'Ideas you can use tonight', text: 'Short reads from our tutors' },
  {
    path: '/contact',
    heading: 'We would love to hear from you',
    text: 'Ask about batches, timings, payments or anything else.',
  },
  {
    path: '/experts-blog',
    heading: 'What We Want to Achieve',
    text: 'Five promises guide every session we teach.',
  },
  {
    path: '/terms-and-conditions',
    heading: 'Terms and Conditions',
    text: 'The plain-language agreement between you and Aarohi.',
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    text: 'Your trust matters more to us than any data.',
  },
  {
    path: '/registerchoice',
    heading: 'How would you like to join Aarohi?',
    text: 'Choose the account that fits you.',
  },
  {
    path: '/loginchoice',
    heading: 'Welcome back',
    text: 'Log in to your sessions, your batch and your support tickets.',
  },
  { path: '/login', heading: 'Welcome back', text: 'Live classes in small batches, Monday to Saturday' },
  {
    path: '/register',
    heading: 'Create your student account',
    text: 'Live classes in small batches, Monday to Saturday',
  },
  {
    path: '/payment',
    heading: 'Complete your enrolment',
    text: 'Live classes in small batches, Monday to Saturday',
  },
  // Without a payment to show, /redirection sends the visitor on: the server renders the frame only.
  { path: '/redirection', heading: null, text: 'Rise of Women' },
  { path: '/header', heading: null, text: 'Rise of Women' },
  // A course's own page and a blog post in full.
  { path: '/course/2', heading: 'AI for Your Career', text: 'For women looking for a first job, a promotion or a return' },
  {
    path: '/blogs/will-ai-take-my-job',
    heading: 'Is AI going to take my job? An honest answer',
    text: 'AI is changing tasks much faster than it is changing jobs',
  },
  // The seeded certificate's public record (api/src/db/seed-certificates.ts: DEMO_CERTIFICATE_NO).
  {
    path: '/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
    heading: 'Certificate AAR-7KQ2-M9XD-4HTP-R3WN',
    text: 'This certificate is valid. Aarohi issued it and has not withdrawn it.',
  },
  { path: '/tutorlogin', heading: 'Tutor login', text: 'Sign in to see your batches and students.' },
  {
    path: '/tutorregister',
    heading: 'Become an Aarohi tutor',
    text: 'Teach the women who are rising with AI.',
  },
];

/** The text a reader without JavaScript gets: the HTML with styles, scripts and tags removed. */
function readableText(html: string) {
  return html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

function headingOf(html: string) {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return h1 === undefined ? null : readableText(h1).trim();
}

test.describe('server-rendered public pages', () => {
  test('every public page arrives from the shell with its heading and text, scripts deferred', async ({
    request,
  }) => {
    for (const { path, heading, text } of PUBLIC_PAGES) {
      const response = await request.get(`${shellUrl}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, `${path} is server-rendered`).toContain('id="aarohi-ssr"');
      if (heading) expect(headingOf(html), path).toBe(heading);
      expect(readableText(html), path).toContain(text);
      // No script in the page may block the parser (JSON data blocks are not scripts).
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag.includes('defer') || tag.includes('type="application/json"'), `${path}: ${tag}`).toBe(
          true,
        );
      }
      expect(html, `${path} has no stylesheet link that blocks rendering`).not.toMatch(
        /<link[^>]+rel="stylesheet"/,
      );
    }
  });

  test('a certificate number nobody was given is a rendered "Certificate not found" page with HTTP 404', async ({
    request,
  }) => {
    const response = await request.get(`${shellUrl}/verify/AAR-0000-0000-0000-0000`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('id="aarohi-ssr"');
    expect(headingOf(html)).toBe('Certificate not found');
    expect(readableText(html)).toContain('Aarohi has no certificate with the number AAR-0000-0000-0000-0000');
  });

  test('the standalone tutor portal serves its login and registration pages rendered', async ({
    request,
  }) => {
    for (const { path, heading, text } of PUBLIC_PAGES.filter((p) => p.path.startsWith('/tutor'))) {
      const html = await (await request.get(`${tutorUrl}${path}`)).text();
      expect(headingOf(html), path).toBe(heading);
      expect(readableText(html), path).toContain(text);
    }
  });
});

test.describe('scripts wait for the paint', () => {
  // The page is readable as it arrives: its app is requested only once the browser has painted it,
  // so on a phone's network the first screen's fonts and paint do not share the line with the app.
  for (const [name, url] of [
    ['the shell', `${shellUrl}/`],
    ['the standalone tutor portal', `${tutorUrl}/tutorlogin`],
  ] as const) {
    test(`${name} requests its app after the first contentful paint, and hydrates`, async ({ page }) => {
      await page.goto(url);
      await page.locator('html[data-app-ready]').waitFor();
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        main:
          performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/main.js')
            ?.startTime ?? null,
        boot:
          performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/boot.js')
            ?.startTime ?? null,
      }));
      expect(timing.paint, 'the page painted').not.toBeNull();
      expect(timing.boot, '/boot.js is what the page loads first').not.toBeNull();
      expect(timing.main, 'the app was loaded').not.toBeNull();
      expect(timing.main!, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.paint!);
    });
  }
});

test.describe('hydration does not style the page a second time', () => {
  // The page's CSS arrives with it; styled-components in the browser adopts those class names
  // (adoptServerStyles) instead of generating and inserting every rule again while it hydrates.
  // Titles name the server, not its port: each worker has a platform on ports of its own, and a
  // title that changed with the worker is a test the worker cannot find.
  for (const [server, url] of [
    ['the shell', `${shellUrl}/`],
    ['the shell', `${shellUrl}/course`],
    ['the shell', `${shellUrl}/login`],
    ['the standalone tutor portal', `${tutorUrl}/tutorlogin`],
  ] as const) {
    test(`${new URL(url).pathname} from ${server} carries each style rule once`, async ({ page }) => {
      await page.goto(url);
      await page.locator('html[data-app-ready]').waitFor();
      const rules = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => rule.cssText).filter((text) => !text.startsWith('@font-face')),
        ),
      );
      expect(rules.length).toBeGreaterThan(50);
      const twice = rules.filter((rule, i) => rules.indexOf(rule) !== i);
      expect(twice.slice(0, 5), `${twice.length} rules are in the document twice`).toEqual([]);
    });
  }
});

test.describe('a page reached in the browser after a server-rendered one', () => {
  // The server-rendered page's CSS is taken into styled-components' sheet in the browser's order, so
  // a component styled later in the browser still overrides the server-styled one it extends
  // (left in their own later tag, the server's rules won: the login page's "Forgot password?" line,
  // styled(SwitchLine), came out centred after arriving from /tutorregister).
  test('keeps its own styles over those of the component it extends', async ({ page }) => {
    const forgotLine = () =>
      page.getByRole('link', { name: 'Forgot password?' }).evaluate((link) => {
        const style = getComputedStyle(link.parentElement!);
        return { textAlign: style.textAlign, marginTop: style.marginTop };
      });
    await page.goto(`${shellUrl}/tutorlogin`);
    await page.locator('html[data-app-ready]').waitFor();
    const served = await forgotLine();
    expect(served.textAlign).toBe('right');

    await page.goto(`${shellUrl}/tutorregister`);
    await page.locator('html[data-app-ready]').waitFor();
    await page.locator('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/tutorlogin$/);
    expect(await forgotLine()).toEqual(served);
  });
});

/**
 * Records, from before any script runs: the layout shifts (without recent input) and the page's
 * first heading as the server sent it, so the test can tell hydration (same element) from a client
 * re-render that threw the server's HTML away (a new element).
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __shifts: { value: number; sources: string[] }[];
      __serverHeading: Element | null;
    };
    w.__shifts = [];
    w.__serverHeading = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80) : '?';
        });
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        w.__serverHeading = document.querySelector('#main-content h1');
    });
  });
}

/** Two animation frames: effects of the last render have run and their result is painted. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * Counts the page's requests from now on; the function it returns waits until the page is quiet: the
 * effects of the last render have run, none of their requests is still open, and the answers are painted.
 */
function trackRequests(page: Page) {
  const open = new Set<Request>();
  const started = (r: Request) => open.add(r);
  const ended = (r: Request) => open.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    try {
      for (let quietRounds = 0; quietRounds < 2; ) {
        await twoFrames(page);
        if (open.size > 0) {
          quietRounds = 0;
          await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
        } else quietRounds += 1;
      }
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
  };
}

async function checkPage(page: Page, path: string, heading: string | null) {
  const idle = trackRequests(page);
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor();
  // Effects after hydration (the signed-in header, data that was not in the HTML) have run and
  // what they fetched has been painted: what shifts the layout has happened by then.
  await idle();
  const result = await page.evaluate(() => {
    const w = window as unknown as {
      __shifts: { value: number; sources: string[] }[];
      __serverHeading: Element | null;
    };
    return {
      cls: w.__shifts.reduce((sum, s) => sum + s.value, 0),
      shifts: w.__shifts,
      serverRendered: Boolean(document.getElementById('aarohi-ssr')),
      sameHeading:
        w.__serverHeading !== null && w.__serverHeading === document.querySelector('#main-content h1'),
    };
  });
  expect(result.serverRendered, `${path} was server-rendered`).toBe(true);
  if (heading) {
    await expect(page.locator('#main-content h1').first()).toHaveText(heading);
    expect(result.sameHeading, `${path}: the server's heading element was hydrated, not replaced`).toBe(true);
  }
  expect(result.cls, `${path}: layout shift ${JSON.stringify(result.shifts)}`).toBeLessThanOrEqual(0.02);
}

for (const width of [375, 1280]) {
  for (const signedIn of [false, true]) {
    test(`public pages hydrate without errors or layout shift at ${width} px, ${signedIn ? 'signed in as the demo student' : 'signed out'}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      if (signedIn) {
        await page.goto('/login');
        await page.getByLabel(/^Email or mobile number/).fill('student@aarohi.example');
        await page.getByLabel(/^Password/).fill('Student@2025');
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL('**/dashboard');
      }
      await watchHydration(page);
      // /payment and /redirection show what this tab's session holds only once hydrated (the server
      // cannot know it): their frames keep the footer and the brand panel where the content leaves them.
      for (const { path, heading } of PUBLIC_PAGES) {
        await checkPage(page, path, heading);
        // On a phone the button sits in the closed menu (hidden), so it is looked up in the DOM.
        if (signedIn && !path.startsWith('/tutor'))
          await expect(page.locator('header button', { hasText: 'Logout' }), path).toHaveCount(1);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}
