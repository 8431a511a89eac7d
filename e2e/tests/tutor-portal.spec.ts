// The tutor journey on production builds with the real API: register → dashboard → upload two PDFs
// (after a rejected non-PDF and an oversize file) → view them → edit → create a ticket → find it by
// search → profile edit → logout; then the seeded demo tutor's batches (filter, Start, Pause, Complete).
// Once inside the shell, once standalone on the tutor port, once at 375 px.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, shellUrl, tutorUrl, apiUrl } from './fixtures';
import { DEMO_TUTOR } from './placed-student';

function newTutor() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: 'Anjali Deshmukh',
    email: `anjali.${stamp}@example.com`,
    mobile: `9${stamp.slice(-9)}`,
    password: 'Anjali@2025',
    stamp,
    /** A second unique mobile number for the profile edit (the API keeps phone numbers unique). */
    newMobile: `8${stamp.slice(-9)}`,
  };
}
type Tutor = ReturnType<typeof newTutor>;

const pdf = (name: string, bytes = 2048) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([
    Buffer.from('%PDF-1.4\n%âãÏÓ\n'),
    Buffer.alloc(bytes, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]),
});

/** Outside links (meeting rooms) get a stub page: the machine has no internet. */
async function stubOutsideWorld(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title><h1>Meeting room</h1>' }),
  );
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Portal navigation through the sidebar; at 375 px through the top bar's menu first. */
async function go(page: Page, label: string, urlPart: string) {
  const narrow = (page.viewportSize()?.width ?? 1280) <= 768;
  const nav = page.getByRole('navigation', { name: 'Tutor portal' });
  if (narrow) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
  }
  if (label === 'Create Ticket' || label === 'My Tickets') {
    const support = nav.getByRole('button', { name: 'Support' });
    if ((await support.getAttribute('aria-expanded')) === 'false') await support.click();
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`**/${urlPart}`);
  if (narrow) await expect(nav).toBeHidden();
}

async function register(page: Page, base: string, t: Tutor) {
  await page.goto(`${base}/tutorregister`);
  await expect(page.getByRole('heading', { level: 1, name: 'Become an Aarohi tutor' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please fix the validation errors before submitting')).toBeVisible();
  await page.getByLabel(/^Full name/).fill(t.name);
  await page.getByLabel(/^Email/).fill(t.email);
  await page.getByLabel(/^Mobile number/).fill(t.mobile);
  await page.getByLabel(/^Password/).fill(t.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/tutorsidebar');
  await expect(page.getByText('Tutor registration successful!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${t.name}!` })).toBeVisible();
  await expect(page.getByText('No batches assigned yet')).toBeVisible();
  await expect(
    page.getByText('Documents not uploaded - Please upload your resume and experience letter'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
}

async function uploadDocuments(page: Page, t: Tutor) {
  await go(page, 'CV and documents', 'tutoruploads');
  await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();
  await expect(page.getByText('PDF only, max 5MB each').first()).toBeVisible();
  const resume = page.locator('input[type="file"][name="resume"]');
  const letter = page.locator('input[type="file"][name="experienceLetter"]');
  await resume.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await expect(page.getByText('Please upload only PDF files')).toBeVisible();
  await letter.setInputFiles(pdf('huge.pdf', 6 * 1024 * 1024));
  await expect(page.getByText('File size should be less than 5MB')).toBeVisible();
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await expect(page.getByText('Skills are required')).toBeVisible();
  await expect(page.getByText('Resume is required')).toBeVisible();
  await expect(page.getByText('Experience letter is required')).toBeVisible();
  await page.getByLabel(/^Skills/).fill(`Prompt writing, Canva AI, Excel with Copilot (${t.stamp})`);
  await resume.setInputFiles(pdf('anjali-resume.pdf'));
  await letter.setInputFiles(pdf('anjali-experience.pdf'));
  await expect(page.getByText('anjali-resume.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await expect(page.getByText('Documents uploaded successfully!')).toBeVisible();

  // View: both links open the owner-only PDFs in a new tab, with the session cookie.
  const views = page.getByRole('link', { name: /^View/ });
  await expect(views).toHaveCount(2);
  for (const link of await views.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith(apiUrl)).toBe(true);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  // Clicking View opens a new tab whose request carries the session cookie (200, not 401). The
  // answer is checked on the way and the tab shown a short page instead: Chromium's PDF viewer in a
  // headless tab intermittently stalled the whole browser for the rest of the journey.
  const firstHref = (await views.first().getAttribute('href'))!;
  let viewed: { status: number; type: string } | null = null;
  await page.context().route(firstHref, async (route) => {
    const response = await route.fetch();
    viewed = { status: response.status(), type: response.headers()['content-type'] ?? '' };
    await route.fulfill({ contentType: 'text/html', body: '<title>Document</title><h1>Document checked</h1>' });
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), views.first().click()]);
  await expect.poll(() => viewed).toEqual({ status: 200, type: expect.stringContaining('application/pdf') });
  await popup.close();
  await page.context().unroute(firstHref);
  await expectNoAxeViolations(page);

  // Edit: skills only; files stay.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(/^Skills/).fill(`Prompt writing and AI for small shops (${t.stamp})`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Documents updated successfully!')).toBeVisible();
  await expect(page.getByText(`Prompt writing and AI for small shops (${t.stamp})`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^View/ })).toHaveCount(2);
}

async function raiseAndFindTicket(page: Page, t: Tutor) {
  await go(page, 'Create Ticket', 'tutorsupportticket');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  const subject = `Meeting room for my first batch ${t.stamp}`;
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByRole('radio', { name: 'High' }).click();
  await page
    .getByLabel(/^Description/)
    .fill('Please set up a recurring meeting link before Monday’s first class.');
  await expect(page.getByText(/\d+\/500 characters/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText(/^Support ticket created successfully! Ticket ID: \d+$/)).toBeVisible();
  await expect(page.getByLabel(/^Subject/)).toHaveValue('');

  await go(page, 'My Tickets', 'tutorsupportticketlist');
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(t.stamp);
  const card = page.getByRole('button', { name: new RegExp(subject) });
  await expect(card).toHaveCount(1);
  await page.getByLabel('Status').selectOption('Resolved');
  await expect(page.getByText('No tickets match your current filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Priority').selectOption('High');
  await expect(card).toHaveCount(1);
  await expectNoAxeViolations(page);
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Ticket Details' });
  await expect(dialog.getByRole('heading', { name: 'Conversation Thread' })).toBeVisible();
  await expect(dialog.getByText('Waiting for support response...')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function editProfile(page: Page, t: Tutor) {
  await go(page, 'Profile', 'tutorprofilepage');
  await expect(page.getByRole('progressbar', { name: 'Profile Completion' })).toBeVisible();
  // Her documents are uploaded but not yet approved by the school: not "Verified Tutor" yet.
  await expect(page.getByText('Verified Tutor')).toHaveCount(0);
  await expect(page.getByText(`+91 ${t.mobile.slice(0, 5)} ${t.mobile.slice(5)}`)).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel(/^Name/).fill('Anjali D');
  await page.getByLabel(/^Phone/).fill(`${t.newMobile.slice(0, 5)} ${t.newMobile.slice(5)}9`);
  await expect(page.getByLabel(/^Phone/)).toHaveValue(t.newMobile);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText(`+91 ${t.newMobile.slice(0, 5)} ${t.newMobile.slice(5)}`)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tutorData') ?? '{}'));
  expect(stored).toMatchObject({ name: 'Anjali D', phone_number: t.newMobile });
  await expectNoAxeViolations(page);
  await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 6000 });
}

async function logout(page: Page) {
  const narrow = (page.viewportSize()?.width ?? 1280) <= 768;
  if (narrow) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((u) => !/\/(tutor|batchespage)/.test(u.pathname) || u.pathname === '/tutorlogin');
  const keys = await page.evaluate(() =>
    ['tutor', 'tutorData', 'isTutorLoggedIn'].map((k) => sessionStorage.getItem(k)),
  );
  expect(keys).toEqual([null, null, null]);
}

async function login(page: Page, base: string) {
  await page.goto(`${base}/tutorlogin`);
  await page.getByLabel(/^Email/).fill(DEMO_TUTOR.email);
  await page.getByLabel(/^Password/).fill(DEMO_TUTOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/tutordashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
}

/**
 * The seeded demo tutor has an Active, an Inactive and a Completed batch. Start and Pause leave the
 * data as found; Complete (confirmed) is done once per run, by the first journey.
 */
async function runBatches(page: Page, { complete }: { complete: boolean }) {
  await go(page, 'Batches', 'batchespage');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('Recent Notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The previous filter's cards stay on screen (marked busy) until the completed ones arrive.
  await expect(page.locator('[aria-busy="true"]:has(article)')).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Active', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'All', exact: true }).click();

  const inactive = cards.filter({ has: page.getByRole('button', { name: /^Start / }) }).first();
  const name = (await inactive.getByRole('heading').textContent())!;
  const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: /^Start / }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Pause / })).toBeVisible();
  await card.getByRole('button', { name: /^Pause / }).click();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Start / })).toBeVisible();

  if (complete) {
    const active = cards.filter({ has: page.getByRole('button', { name: /^Complete / }) }).first();
    const activeName = (await active.getByRole('heading').textContent())!;
    const target = cards.filter({ has: page.getByRole('heading', { name: activeName, exact: true }) });
    await target.getByRole('button', { name: /^Complete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete this batch?' });
    await dialog.getByRole('button', { name: 'Keep it active' }).click();
    await expect(dialog).toBeHidden();
    await expect(target.getByText('Active', { exact: true })).toBeVisible();
    await target.getByRole('button', { name: /^Complete / }).click();
    await dialog.getByRole('button', { name: 'Complete batch' }).click();
    await expect(target.getByText('Completed', { exact: true })).toBeVisible();
    // A completed batch can't change status any more (its students list still opens).
    await expect(target.getByRole('button', { name: /^(Start|Pause|Complete) / })).toHaveCount(0);
  }
}

async function journey(page: Page, context: BrowserContext, base: string, opts: { complete: boolean }) {
  // The whole tutor's day in one test: a minute on a quiet machine, more on a busy one.
  test.setTimeout(180_000);
  await stubOutsideWorld(context);
  const t = newTutor();
  await register(page, base, t);
  await uploadDocuments(page, t);
  await raiseAndFindTicket(page, t);
  await editProfile(page, t);
  await logout(page);
  await login(page, base);
  await runBatches(page, opts);
  await logout(page);
}

test.describe('Tutor portal', () => {
  test('inside the shell: register → documents → ticket → profile → logout; batches', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await journey(page, context, shellUrl, { complete: true });
    await expect(page).toHaveURL(`${shellUrl}/`);
    expect(consoleErrors).toEqual([]);
  });

  test('standalone on the tutor port', async ({ page, context, consoleErrors }) => {
    await journey(page, context, tutorUrl, { complete: false });
    await expect(page).toHaveURL(`${tutorUrl}/tutorlogin`);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test('inside the shell, through the top bar menu', async ({ page, context, consoleErrors }) => {
      await journey(page, context, shellUrl, { complete: false });
      expect(consoleErrors).toEqual([]);
    });
  });

  test('the brand fonts render on tutor pages, and come down once when she moves from the public site', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (r) => {
      if (/\.woff2?$/.test(new URL(r.url()).pathname)) fontRequests.push(new URL(r.url()).pathname);
    });
    const headingFont = async () => {
      const heading = page.getByRole('heading', { level: 1, name: 'Tutor login' });
      await expect(heading).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      return heading.evaluate((el) => ({
        family: getComputedStyle(el).fontFamily,
        loaded: document.fonts.check(`600 32px Fraunces`) && document.fonts.check(`400 16px Inter`),
      }));
    };
    for (const base of [tutorUrl, shellUrl]) {
      await page.goto(`${base}/tutorlogin`);
      expect(await headingFont()).toEqual({ family: expect.stringMatching(/^"?Fraunces/), loaded: true });
    }
    // From the public home to the tutor login in one page load: each font file once.
    fontRequests.length = 0;
    await page.goto(`${shellUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Clicked before React owns the page, a link is an ordinary link: a second page load.
    await page.locator('html[data-app-ready]').waitFor();
    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    await page.getByRole('link', { name: /Tutor Login/ }).click();
    expect(await headingFont()).toMatchObject({ loaded: true });
    const names = fontRequests.map((p) =>
      p
        .split('/')
        .pop()!
        .replace(/\.[0-9a-f]{10}\./, '.'),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...new Set(names)]);
  });

  test('the guard sends a visitor without tutor data to /tutorlogin', async ({ page }) => {
    for (const base of [shellUrl, tutorUrl]) {
      await page.goto(`${base}/batchespage`);
      await page.waitForURL('**/tutorlogin');
      await expect(page.getByRole('heading', { level: 1, name: 'Tutor login' })).toBeVisible();
    }
  });
});
