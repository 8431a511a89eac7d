// The screens under API faults, on the production builds: with the API unreachable every screen shows
// the spec's message, keeps what was typed, and recovers in place (Try again, or a second submit) once
// the API is back; with a slow API every screen shows its loading state and no form submits twice.
// (A remote that is down is covered by federation.spec.ts.)
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test as base, expect, apiUrl } from './fixtures';
import { DEMO_TUTOR } from './placed-student';

const DEMO_PAID = { email: 'student@aarohi.example', password: 'Student@2025' };
const API = `${apiUrl}/**`;
/** Short enough to keep the file quick, long enough to see the pending state and to double-click. */
const SLOW_MS = 1500;

/** Every test fails on an uncaught page error: a fault may show a message, never crash a screen. */
const test = base.extend<{ crashes: string[] }>({
  crashes: [
    async ({ page }, use) => {
      const crashes: string[] = [];
      page.on('pageerror', (e) => crashes.push(e.message));
      await use(crashes);
      expect(crashes, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

async function apiDown(context: BrowserContext) {
  await context.route(API, (route) => route.abort('connectionrefused'));
}

async function apiBack(context: BrowserContext) {
  await context.unroute(API);
}

async function slowApi(context: BrowserContext, ms = SLOW_MS) {
  await context.route(API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
}

/**
 * Public pages arrive server-rendered with their data, so a fault staged in the browser
 * can't reach their first visit: the server already fetched. Their browser-side states are what a
 * visitor meets when she moves to the page inside the site, so these tests land on a page without
 * data, wait for the app to hydrate, stage the fault, then navigate client-side as a link would.
 */
async function clientVisit(page: Page, path: string, fault?: () => Promise<void>) {
  if (!(await page.locator('html[data-app-ready]').count())) {
    await page.goto('/terms-and-conditions');
    await page.locator('html[data-app-ready]').waitFor();
  }
  if (fault) await fault();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** Counts the requests the page sends to one API endpoint (method + path). */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && url.origin === apiUrl && url.pathname === path) count += 1;
  });
  return () => count;
}

/**
 * Two clicks in one go, before the page gets a chance to re-render in between: what a quick double
 * click on a busy phone does. A form that guards only with its rendered state submits twice.
 */
async function clickTwice(button: Locator) {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });

function stamp() {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

function newStudent() {
  const s = stamp();
  return {
    fullname: 'Lata Kulkarni',
    profession: 'Librarian',
    age: '41',
    email: `lata.${s}@example.com`,
    phone: `9${s.slice(-9)}`,
    password: 'Lata@2025',
  };
}
type Student = ReturnType<typeof newStudent>;

function newTutor() {
  const s = stamp();
  return {
    name: 'Rekha Pillai',
    email: `rekha.${s}@example.com`,
    mobile: `9${s.slice(-9)}`,
    password: 'Rekha@2025',
    stamp: s,
  };
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]),
});

async function fillRegistration(page: Page, s: Student) {
  await page.getByLabel(/^Full name/).fill(s.fullname);
  await page.getByLabel(/^Profession/).fill(s.profession);
  await page.getByLabel(/^Age/).fill(s.age);
  await page.getByLabel(/^Email/).fill(s.email);
  await page.getByLabel(/^Phone/).fill(s.phone);
  await page.getByLabel(/^Password/).fill(s.password);
}

async function expectRegistrationKept(page: Page, s: Student) {
  await expect(page.getByLabel(/^Full name/)).toHaveValue(s.fullname);
  await expect(page.getByLabel(/^Profession/)).toHaveValue(s.profession);
  await expect(page.getByLabel(/^Age/)).toHaveValue(s.age);
  await expect(page.getByLabel(/^Email/)).toHaveValue(s.email);
  await expect(page.getByLabel(/^Phone/)).toHaveValue(s.phone);
  await expect(page.getByLabel(/^Password/)).toHaveValue(s.password);
}

async function studentLogin(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^Email or mobile number/).fill(DEMO_PAID.email);
  await page.getByLabel(/^Password/).fill(DEMO_PAID.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
}

async function tutorLogin(page: Page) {
  await page.goto('/tutorlogin');
  await page.getByLabel(/^Email/).fill(DEMO_TUTOR.email);
  await page.getByLabel(/^Password/).fill(DEMO_TUTOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/tutordashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
}

async function tutorRegister(page: Page) {
  const t = newTutor();
  await page.goto('/tutorregister');
  await page.getByLabel(/^Full name/).fill(t.name);
  await page.getByLabel(/^Email/).fill(t.email);
  await page.getByLabel(/^Mobile number/).fill(t.mobile);
  await page.getByLabel(/^Password/).fill(t.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/tutorsidebar');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${t.name}!` })).toBeVisible();
  return t;
}

/** Opens a portal screen in place, as the sidebar does (a reload would refetch everything). */
async function portalGo(page: Page, label: string, urlPart: string) {
  const nav = page.getByRole('navigation', { name: 'Tutor portal' });
  if (label === 'Create Ticket') {
    const support = nav.getByRole('button', { name: 'Support' });
    if ((await support.getAttribute('aria-expanded')) === 'false') await support.click();
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`**/${urlPart}`);
}

test.describe('API down: the public site', () => {
  for (const { path, error, loaded } of [
    { path: '/about', error: 'Failed to load team data', loaded: 'Dr. Nandini Rao' },
    { path: '/wonderwomen', error: 'Failed to load achievements', loaded: 'Dr. Meenakshi Iyengar' },
    {
      path: '/blogs',
      error: 'Failed to load content',
      loaded: 'Five prompts every working mother should save today',
    },
  ]) {
    test(`${path} says "${error}" and Try again loads it once the API is back`, async ({ page, context }) => {
      await clientVisit(page, path, () => apiDown(context));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: error })).toBeVisible();
      await expect(page.getByText(loaded)).toHaveCount(0);

      await apiBack(context);
      await tryAgain(page).click();
      await expect(page.getByText(loaded).first()).toBeVisible();
      await expect(page.getByText(error)).toHaveCount(0);
    });
  }

  test('home stays usable: no course list, a testimonials retry, courses back on the next visit', async ({
    page,
    context,
  }) => {
    await clientVisit(page, '/', () => apiDown(context));
    await expect(page.locator('main h1').first()).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const testimonialsSection = page.locator('section', {
      has: page.getByRole('heading', { name: 'In their words' }),
    });
    await expect(testimonialsSection.getByRole('alert')).toBeVisible();
    // The course fetch failure is only logged: no message, no empty section.
    await expect(page.getByRole('link', { name: /Enroll Now/ })).toHaveCount(0);
    await expect(page.getByText(/Failed to load/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();

    await apiBack(context);
    await testimonialsSection.getByRole('button', { name: 'Try again' }).click();
    await expect(carousel.locator('blockquote')).toBeVisible();

    // The course list returns when she comes back to the page, without a reload.
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'About' })
      .first()
      .click();
    await page.waitForURL('**/about');
    // The URL changes before the page does (its code may still be on its way); only once About is
    // drawn has she left the home page.
    await expect(page.getByRole('heading', { level: 1, name: /Aarohi means “rising”/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('link', { name: /Enroll Now/ }).first()).toBeVisible();
  });

  test('/contact keeps the message when sending fails and sends it once the API is back', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Farah Sheikh');
    await page.getByLabel(/^Email/).fill('farah.faults@example.com');
    await page.getByLabel(/^Subject/).fill('Weekend batch');
    await page.getByLabel(/^Message/).fill('Do you run a weekend batch for working women?');
    await apiDown(context);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Try again later.')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Farah Sheikh');
    await expect(page.getByLabel(/^Email/)).toHaveValue('farah.faults@example.com');
    await expect(page.getByLabel(/^Subject/)).toHaveValue('Weekend batch');
    await expect(page.getByLabel(/^Message/)).toHaveValue('Do you run a weekend batch for working women?');

    await apiBack(context);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
  });
});

test.describe('API down: the student', () => {
  test('/login says "No response received", keeps the details, and logs in on the next try', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByLabel(/^Email or mobile number/).fill(DEMO_PAID.email);
    await page.getByLabel(/^Password/).fill(DEMO_PAID.password);
    await apiDown(context);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByText('No response received. Please check your internet connection.'),
    ).toBeVisible();
    await expect(page.getByLabel(/^Email or mobile number/)).toHaveValue(DEMO_PAID.email);
    await expect(page.getByLabel(/^Password/)).toHaveValue(DEMO_PAID.password);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();

    await apiBack(context);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Login successful' })).toBeVisible();
    await page.waitForURL('**/dashboard');
  });

  test('/register keeps every field on a failed submit; a payment the page could not record is recorded by the webhook', async ({
    page,
    context,
  }) => {
    const s = newStudent();
    await page.goto('/register/1');
    await expect(page.getByTestId('chosen-course')).toContainText('You are enrolling in');
    await fillRegistration(page, s);
    await apiDown(context);
    await page.getByRole('button', { name: /Register and continue/ }).click();
    await expect(page.getByText('Error during registration. Please try again.')).toBeVisible();
    await expectRegistrationKept(page, s);

    await apiBack(context);
    await page.getByRole('button', { name: /Register and continue/ }).click();
    await expect(page.getByText('Registration successful! Proceeding to payment...')).toBeVisible();
    await page.waitForURL('**/payment');

    // The provider takes the payment but our API cannot record it.
    await context.route(`${apiUrl}/payment`, (route) => route.abort('connectionrefused'));
    await page.getByLabel(/Your state or union territory|आपका राज्य/).selectOption('29');
    await page.getByRole('button', { name: 'Pay ₹2,499' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Test payment (sandbox)' });
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();
    // The money moved: the provider's webhook records the payment all the same, and the page,
    // watching her order, moves on by itself.
    await expect(page.getByText('Your payment has arrived.')).toBeVisible({ timeout: 20_000 });
    await page.waitForURL('**/login');
    await context.unroute(`${apiUrl}/payment`);
  });

  test('the student area: dashboard, notifications, enrolled courses and support recover in place', async ({
    page,
    context,
  }) => {
    await studentLogin(page);

    // Dashboard opened while the API is down.
    await apiDown(context);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' })).toBeVisible();
    await expect(page.getByText('Ongoing Courses')).toHaveCount(0);
    await tryAgain(page).click(); // still down: the message stays
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' })).toBeVisible();
    await apiBack(context);
    await tryAgain(page).click();
    await expect(page.getByText('Ongoing Courses')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Join session/ }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Notifications opened while the API is down.
    await apiDown(context);
    await page.locator('#student-sidebar').getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/notifications');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load notifications' })).toBeVisible();
    await apiBack(context);
    await tryAgain(page).click();
    await expect(page.getByRole('heading', { name: 'Your live session link' })).toBeVisible();

    // Enrolled courses need no API: the curriculum is there with the API down.
    await apiDown(context);
    await page
      .locator('#student-sidebar')
      .getByRole('link', { name: /Enrolled/ })
      .click();
    await page.waitForURL('**/enrolled-courses');
    // Titled with her course (known from the dashboard she just loaded), or the general title.
    await expect(
      page.getByRole('heading', { level: 1, name: /^(AI Course: Simple & Practical!|AI for .+)$/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Module 2' }).click();
    await expect(page.getByRole('button', { name: 'Module 2' })).toHaveAttribute('aria-pressed', 'true');

    // Support: the ticket survives a failed submit and goes through on the next one.
    await page.locator('#student-sidebar').getByRole('link', { name: 'Support' }).click();
    await page.waitForURL('**/support');
    const subject = `Recording of session 3 ${stamp()}`;
    const description = 'I missed session 3 because of a power cut; is there a recording I can watch?';
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByRole('radio', { name: 'High' }).check();
    await page.getByLabel(/^Description/).fill(description);
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText('Failed to create support ticket')).toBeVisible();
    await expect(page.getByLabel(/^Subject/)).toHaveValue(subject);
    await expect(page.getByLabel(/^Description/)).toHaveValue(description);
    await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
    await apiBack(context);
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText('Support ticket created successfully!')).toBeVisible();
    await expect(page.getByLabel(/^Subject/)).toHaveValue('');
  });
});

test.describe('API down: the tutor portal', () => {
  test('/tutorlogin says "Network error", keeps the details, and logs in on the next try', async ({
    page,
    context,
  }) => {
    await page.goto('/tutorlogin');
    await page.getByLabel(/^Email/).fill(DEMO_TUTOR.email);
    await page.getByLabel(/^Password/).fill(DEMO_TUTOR.password);
    await apiDown(context);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue(DEMO_TUTOR.email);
    await expect(page.getByLabel(/^Password/)).toHaveValue(DEMO_TUTOR.password);
    await apiBack(context);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/tutordashboard');
  });

  test('dashboard and batches: dismissible banners, Try again, and a failed status change', async ({
    page,
    context,
  }) => {
    await tutorLogin(page);
    const dashboardError = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' });

    await apiDown(context);
    await page.reload();
    await expect(dashboardError).toBeVisible();
    await dashboardError.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(dashboardError).toHaveCount(0);

    await page.reload();
    await expect(dashboardError).toBeVisible();
    await apiBack(context);
    await dashboardError.getByRole('button', { name: 'Try again' }).click();
    await expect(dashboardError).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Recent Batches' }).getByText('Aarohi Evening Batch 12'),
    ).toBeVisible();

    // Batches opened while the API is down (a fresh visit: the dashboard's copy of the list is not used).
    await apiDown(context);
    await page.goto('/batchespage');
    const batchesError = page.getByRole('alert').filter({ hasText: 'Network error while fetching batches' });
    await expect(batchesError).toBeVisible();
    await apiBack(context);
    await batchesError.getByRole('button', { name: 'Try again' }).click();
    await expect(batchesError).toHaveCount(0);
    const cards = page.getByRole('article');
    const morning = cards.filter({
      has: page.getByRole('heading', { name: 'Aarohi Morning Batch 13', exact: true }),
    });
    await expect(morning).toBeVisible();

    // A status change while the API is down: the message, the batch unchanged, and it works again later.
    await apiDown(context);
    await morning.getByRole('button', { name: /^Start / }).click();
    const statusError = page
      .getByRole('alert')
      .filter({ hasText: 'Network error while updating batch status' });
    await expect(statusError).toBeVisible();
    await expect(morning.getByText('Inactive', { exact: true })).toBeVisible();
    await statusError.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(statusError).toHaveCount(0);
    await apiBack(context);
    await morning.getByRole('button', { name: /^Start / }).click();
    await expect(morning.getByText('Active', { exact: true })).toBeVisible();
    await morning.getByRole('button', { name: /^Pause / }).click(); // leave the seeded data as found
    await expect(morning.getByText('Inactive', { exact: true })).toBeVisible();
  });

  test('ticket, documents and profile keep what was typed on a network error and save on the next try', async ({
    page,
    context,
  }) => {
    const t = await tutorRegister(page);

    // Support ticket.
    await portalGo(page, 'Create Ticket', 'tutorsupportticket');
    const subject = `Attendance sheet ${t.stamp}`;
    const description = 'The attendance sheet for my batch does not open on my phone.';
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByRole('radio', { name: 'Critical' }).click();
    await page.getByLabel(/^Description/).fill(description);
    await apiDown(context);
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText('Network error. Please try again.')).toBeVisible();
    await expect(page.getByLabel(/^Subject/)).toHaveValue(subject);
    await expect(page.getByLabel(/^Description/)).toHaveValue(description);
    await expect(page.getByRole('radio', { name: 'Critical' })).toBeChecked();
    await apiBack(context);
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText(/^Support ticket created successfully! Ticket ID: \d+$/)).toBeVisible();

    // Documents.
    await portalGo(page, 'CV and documents', 'tutoruploads');
    await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();
    const skills = `Spreadsheets with AI, Canva for shop owners (${t.stamp})`;
    await page.getByLabel(/^Skills/).fill(skills);
    await page.locator('input[type="file"][name="resume"]').setInputFiles(pdf('rekha-resume.pdf'));
    await page.locator('input[type="file"][name="experienceLetter"]').setInputFiles(pdf('rekha-letter.pdf'));
    await apiDown(context);
    await page.getByRole('button', { name: 'Upload documents' }).click();
    await expect(page.getByText('Network error. Please try again.')).toBeVisible();
    await expect(page.getByLabel(/^Skills/)).toHaveValue(skills);
    await expect(page.getByText('rekha-resume.pdf')).toBeVisible();
    await expect(page.getByText('rekha-letter.pdf')).toBeVisible();
    await apiBack(context);
    await page.getByRole('button', { name: 'Upload documents' }).click();
    await expect(page.getByText('Documents uploaded successfully!')).toBeVisible();
    await expect(page.getByText(skills)).toBeVisible();

    // Profile.
    await portalGo(page, 'Profile', 'tutorprofilepage');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel(/^Name/).fill('Rekha P');
    await apiDown(context);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Rekha P');
    await expect(page.getByLabel(/^Phone/)).toHaveValue(t.mobile);
    await apiBack(context);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Rekha P' })).toBeVisible();
  });

  test('the profile opened while the API is down offers Try again', async ({ page, context }) => {
    await tutorLogin(page);
    await apiDown(context);
    await portalGo(page, 'Profile', 'tutorprofilepage');
    const failed = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await expect(failed).toBeVisible();
    await apiBack(context);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByText('+91 91234 56780')).toBeVisible();
  });
});

test.describe('Slow API: loading states', () => {
  test('public pages show their loading texts, then the content', async ({ page, context }) => {
    await clientVisit(page, '/', () => slowApi(context));
    await expect(page.getByText('Loading testimonials...')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Testimonials' }).locator('blockquote')).toBeVisible();
    for (const { path, loading, loaded } of [
      { path: '/about', loading: 'Loading our team…', loaded: 'Dr. Nandini Rao' },
      { path: '/wonderwomen', loading: 'Loading achievements…', loaded: 'Dr. Meenakshi Iyengar' },
      {
        path: '/blogs',
        loading: 'Loading blogs and workshops…',
        loaded: 'Five prompts every working mother should save today',
      },
    ]) {
      await clientVisit(page, path);
      await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible();
      await expect(page.getByText(loaded).first()).toBeVisible();
    }
  });

  test('the student area shows its loading states', async ({ page, context }) => {
    await studentLogin(page);
    await slowApi(context);
    await page.reload();
    await expect(page.getByText('Loading your dashboard…')).toBeVisible();
    await expect(page.getByText('Ongoing Courses')).toBeVisible();
    await page.locator('#student-sidebar').getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByText('Loading notifications...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your live session link' })).toBeVisible();
  });

  test('the tutor portal shows "Loading dashboard...", "Loading batches..." and "Loading your documents..."', async ({
    page,
    context,
  }) => {
    await tutorLogin(page);
    await slowApi(context);
    // Fresh visits: the dashboard would otherwise have cached what the other screens read.
    for (const { path, loading, loaded } of [
      {
        path: '/tutordashboard',
        loading: 'Loading dashboard...',
        loaded: page.getByRole('region', { name: 'Recent Batches' }),
      },
      {
        path: '/tutoruploads',
        loading: 'Loading your documents...',
        loaded: page.getByRole('heading', { name: /your documents/ }),
      },
      { path: '/batchespage', loading: 'Loading batches...', loaded: page.getByRole('article').first() },
      {
        path: '/tutorprofilepage',
        loading: 'Loading your profile...',
        loaded: page.getByRole('progressbar', { name: 'Profile Completion' }),
      },
    ]) {
      await page.goto(path);
      await expect(page.getByText(loading)).toBeVisible();
      await expect(loaded).toBeVisible();
      await expect(page.getByText(loading)).toHaveCount(0);
    }
  });
});

test.describe('Slow API: no double submission', () => {
  test('register and pay: one POST /register, one order, one POST /payment, busy buttons meanwhile', async ({
    page,
    context,
  }) => {
    const registers = countRequests(page, 'POST', '/register');
    const orders = countRequests(page, 'POST', '/api/payments/order');
    const payments = countRequests(page, 'POST', '/payment');
    const s = newStudent();
    await page.goto('/register/1');
    await expect(page.getByTestId('chosen-course')).toContainText('You are enrolling in');
    await fillRegistration(page, s);
    await slowApi(context);
    await clickTwice(page.getByRole('button', { name: /Register and continue/ }));
    const registering = page.getByRole('button', { name: 'Registering…' });
    await expect(registering).toBeDisabled();
    await expect(registering).toHaveAttribute('aria-busy', 'true');
    await page.waitForURL('**/payment');
    expect(registers()).toBe(1);

    // Pay waits for her batch choices (slow too) before it can be pressed.
    await expect(page.getByRole('button', { name: 'Pay ₹2,499' })).toBeEnabled({ timeout: 20_000 });
    await page.getByLabel(/Your state or union territory|आपका राज्य/).selectOption('29');
    await clickTwice(page.getByRole('button', { name: 'Pay ₹2,499' }));
    const processing = page.getByRole('button', { name: 'Processing payment…' });
    await expect(processing).toBeDisabled();
    await clickTwice(
      page
        .getByRole('dialog', { name: 'Test payment (sandbox)' })
        .getByRole('button', { name: 'Pay', exact: true }),
    );
    // One toast at a time: the payment id, then the recorded message in its place.
    await expect(
      page.getByText(/^(Payment Successful! Payment ID: pay_|Payment recorded successfully!)/),
    ).toBeVisible();
    await expect(processing).toBeDisabled(); // while the payment is being recorded
    await expect(processing).toHaveAttribute('aria-busy', 'true');
    await page.waitForURL('**/login');
    expect(orders()).toBe(1);
    expect(payments()).toBe(1);
  });

  test('student support ticket: one POST, a busy button meanwhile', async ({ page, context }) => {
    await studentLogin(page);
    const tickets = countRequests(page, 'POST', '/api/support-tickets');
    await page.locator('#student-sidebar').getByRole('link', { name: 'Support' }).click();
    await page.waitForURL('**/support');
    await page.getByLabel(/^Subject/).fill(`Certificate name ${stamp()}`);
    await page
      .getByLabel(/^Description/)
      .fill('Please print my name with my middle name on the certificate.');
    await slowApi(context);
    await clickTwice(page.getByRole('button', { name: 'Submit ticket' }));
    const submitting = page.getByRole('button', { name: 'Submitting…' });
    await expect(submitting).toBeDisabled();
    await expect(submitting).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Support ticket created successfully!')).toBeVisible();
    expect(tickets()).toBe(1);
  });

  test('tutor ticket and document upload: one POST each, busy buttons meanwhile', async ({
    page,
    context,
  }) => {
    const t = await tutorRegister(page);
    const tickets = countRequests(page, 'POST', '/api/tutor-support-tickets');
    const uploads = countRequests(page, 'POST', '/tutor/uploads');

    await portalGo(page, 'Create Ticket', 'tutorsupportticket');
    await page.getByLabel(/^Subject/).fill(`Projector for batch ${t.stamp}`);
    await page.getByLabel(/^Description/).fill('Can the next batch use the projector room on Saturdays?');
    await slowApi(context);
    await clickTwice(page.getByRole('button', { name: 'Submit ticket' }));
    const submitting = page.getByRole('button', { name: 'Submitting…' });
    await expect(submitting).toBeDisabled();
    await expect(submitting).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^Support ticket created successfully! Ticket ID: \d+$/)).toBeVisible();
    expect(tickets()).toBe(1);

    await portalGo(page, 'CV and documents', 'tutoruploads');
    await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();
    await page.getByLabel(/^Skills/).fill(`Excel with Copilot (${t.stamp})`);
    await page.locator('input[type="file"][name="resume"]').setInputFiles(pdf('resume.pdf'));
    await page.locator('input[type="file"][name="experienceLetter"]').setInputFiles(pdf('letter.pdf'));
    await clickTwice(page.getByRole('button', { name: 'Upload documents' }));
    const uploading = page.getByRole('button', { name: 'Uploading…' });
    await expect(uploading).toBeDisabled();
    await expect(uploading).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Documents uploaded successfully!')).toBeVisible();
    expect(uploads()).toBe(1);
  });
});
