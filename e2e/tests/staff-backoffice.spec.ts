// The staff back office on production builds with the real API:
// support answers a tutor's and a student's ticket and resolves them; the tutor sees the reply in
// Ticket Details and a notification, the student under My tickets; admin creates a batch with a
// meeting link for the demo tutor, a newly paid student lands in it and Join opens that link; the
// payments CSV downloads and parses; the audit log shows every write. The staff part runs inside
// the shell and again on the back office's own port; axe on every staff screen at 1280 and 375 px.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  apiUrl,
  backofficeUrl,
  shellUrl,
  expectNoAxeViolations,
  stubOutsideWorld,
} from './fixtures';
import { DEMO_TUTOR } from './placed-student';

const SUPPORT = { email: 'support@aarohi.example', password: 'Support@2025', name: 'Anjali Rao' };
const ADMIN = { email: 'admin@aarohi.example', password: 'Admin@2025', name: 'Meera Iyer' };
const DEMO_STUDENT = { email: 'student@aarohi.example', password: 'Student@2025' };

/** Today in India (the API plans timetables in India days). */
const indiaNow = () => new Date(Date.now() + 330 * 60_000);
const indiaToday = () => indiaNow().toISOString().slice(0, 10);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Class hours around the current India time, so today's session (Monday to Saturday) is open for
 * Join during the journey; morning hours (Join closed) when that can't be today (Sunday, or a
 * window crossing midnight).
 */
function hoursAroundNow(): { timing: string; joinableNow: boolean } {
  const now = indiaNow();
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const start = Math.max(0, minutes - 10);
  const end = start + 90;
  const joinableNow = now.getUTCDay() !== 0 && end < 24 * 60;
  return { timing: joinableNow ? `Mon-Sat ${hhmm(start)}-${hhmm(end)}` : 'Mon-Sat 06:30-08:00', joinableNow };
}

async function apiLogin(request: APIRequestContext, path: string, email: string, password: string) {
  const res = await request.post(`${apiUrl}${path}`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function studentLogin(page: Page, email: string, password: string) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel(/^Email or mobile number/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

async function staffSignIn(page: Page, base: string, who: { email: string; password: string }) {
  await page.goto(`${base}/staff/login`);
  await page.getByLabel(/Work e-mail/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/staff/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
}

async function staffSignOut(page: Page) {
  const narrow = (page.viewportSize()?.width ?? 1280) <= 768;
  if (narrow) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/staff/login');
}

async function answerAndResolve(page: Page, subject: string, reply: string) {
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
  await page.getByRole('button', { name: subject }).click();
  const thread = page.getByRole('list', { name: /^Conversation on ticket/ });
  await expect(thread).toBeVisible();
  await page.getByRole('textbox', { name: /^Reply to / }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expect(thread).toContainText(reply);
  await page.getByRole('button', { name: /Ticket status/ }).click();
  await page.getByRole('menuitemradio', { name: 'Resolved' }).click();
  await expect(page.getByText('Ticket marked Resolved.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Ticket status/ })).toContainText('Resolved');
}

for (const [where, base] of [
  ['inside the shell', shellUrl],
  ['standalone on its own port', backofficeUrl],
] as const) {
  test(`support answers a tutor and a student, admin runs a batch and the money (${where})`, async ({
    page,
    browser,
    playwright,
    consoleErrors,
  }) => {
    // Standalone, the back office is the same app on another origin: its screens, writes, downloads
    // and sign-out are walked again there; what the students and tutors see of its writes (their
    // pages are the shell's, reached through the same API), Join, and the 375 px layout are walked
    // once, inside the shell.
    const full = where === 'inside the shell';
    // Each person in a browser of her own: one browser holds one session cookie for the API.
    const elsewhere = async () => {
      const other = await browser.newContext();
      await stubOutsideWorld(other);
      return other.newPage();
    };
    // Every back-office screen, four people in their own browsers, each screen at two widths with an
    // axe scan: 2 to 3 minutes on two shared cores (3.1 min once while other builds ran beside it).
    test.setTimeout(300_000);
    const stamp = `${Date.now()}`.slice(-7);
    const tutorSubject = `Projector flickers ${stamp}`;
    const studentSubject = `Certificate name ${stamp}`;

    // Setup through the API: a tutor's ticket and a (paid) student's ticket.
    const tutorApi = await playwright.request.newContext();
    const tutor = await apiLogin(tutorApi, '/api/tutor/login', DEMO_TUTOR.email, DEMO_TUTOR.password);
    const raised = await tutorApi.post(`${apiUrl}/api/tutor-support-tickets`, {
      data: {
        tutor_id: tutor.data.tutor_id,
        subject: tutorSubject,
        priority: 'High',
        description: 'The projector in the studio flickers during live demos.',
      },
    });
    expect(raised.status()).toBe(201);
    const studentApi = await playwright.request.newContext();
    const student = await apiLogin(studentApi, '/login', DEMO_STUDENT.email, DEMO_STUDENT.password);
    const asked = await studentApi.post(`${apiUrl}/api/support-tickets`, {
      data: {
        userId: student.user.id,
        subject: studentSubject,
        priority: 'Medium',
        description: 'Please print my name as ப்ரியா ஷர்மா on the certificate.',
      },
    });
    expect(asked.status()).toBe(201);

    // Support: both tickets answered and resolved; admin-only screens are not offered.
    await staffSignIn(page, base, SUPPORT);
    await expectNoAxeViolations(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link')).toHaveText([
      'Tickets',
      'To place',
      'Certificates',
      'Contact inbox',
      'Notices',
      'WhatsApp',
      'Discussion',
    ]);
    await answerAndResolve(page, tutorSubject, `A technician replaces the lamp on Thursday (${stamp}).`);
    await expectNoAxeViolations(page);
    await page.goto(`${base}/staff/tickets`);
    await answerAndResolve(page, studentSubject, `Done: your certificate will read ப்ரியா ஷர்மா (${stamp}).`);
    await page.goto(`${base}/staff/money`);
    await expect(page.getByText('This area is for admins only.')).toBeVisible();
    await staffSignOut(page);

    // The tutor: the reply in Ticket Details, and a notification.
    if (full) {
      const tutorPage = await elsewhere();
      await tutorPage.goto(`${shellUrl}/tutorlogin`);
      await tutorPage.getByLabel(/^Email/).fill(DEMO_TUTOR.email);
      await tutorPage.getByLabel(/^Password/).fill(DEMO_TUTOR.password);
      await tutorPage.getByRole('button', { name: 'Login' }).click();
      await tutorPage.waitForURL('**/tutordashboard');
      await tutorPage.goto(`${shellUrl}/tutorsupportticketlist`);
      await tutorPage.getByRole('button', { name: new RegExp(tutorSubject) }).click();
      const details = tutorPage.getByRole('dialog', { name: 'Ticket Details' });
      await expect(details.getByRole('list', { name: /^Conversation on ticket/ })).toContainText(
        `${SUPPORT.name}`,
      );
      await expect(details).toContainText(`A technician replaces the lamp on Thursday (${stamp}).`);
      await expect(details).toContainText('Resolved');
      await tutorPage.keyboard.press('Escape');
      const notices = await tutorApi.get(`${apiUrl}/api/tutor/notifications/${tutor.data.tutor_id}`);
      expect(JSON.stringify(await notices.json())).toContain(`replied to \\"${tutorSubject}\\"`);
      await tutorPage.context().close();

      // The student: the reply under My tickets on /support.
      const studentPage = await elsewhere();
      await studentLogin(studentPage, DEMO_STUDENT.email, DEMO_STUDENT.password);
      await studentPage.goto(`${shellUrl}/support`);
      const ticket = studentPage
        .getByRole('listitem')
        .filter({ has: studentPage.getByRole('heading', { name: studentSubject, level: 3 }) });
      await expect(ticket).toContainText('Resolved');
      await expect(ticket.getByRole('list', { name: /^Conversation on ticket/ })).toContainText(
        `${SUPPORT.name}`,
      );
      await expect(ticket).toContainText(`Done: your certificate will read ப்ரியா ஷர்மா (${stamp}).`);
      await studentPage.context().close();
    }

    // Admin: a batch with a meeting link for the demo tutor, starting today.
    await staffSignIn(page, base, ADMIN);
    await page.goto(`${base}/staff/batches`);
    await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'New batch' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New batch' });
    await dialog.getByRole('button', { name: 'Create batch' }).click();
    await expect(dialog.getByText('Batch name is required.')).toBeVisible();
    const batchName = `Batch ${stamp} — Sunrise`;
    const link = `https://meet.example/aarohi-${stamp}`;
    await dialog.getByLabel(/^Batch name/).fill(batchName);
    const hours = hoursAroundNow();
    await dialog.getByLabel(/^Timing/).fill(hours.timing);
    await dialog.getByLabel(/^Start date/).fill(indiaToday());
    await dialog.getByLabel(/^Course/).selectOption({ label: 'AI for Everyday Life' });
    await dialog.getByLabel(/^Tutor/).selectOption({ label: `Kavya Menon (${DEMO_TUTOR.email})` });
    await dialog.getByLabel(/^Meeting link/).fill(link);
    await dialog.getByRole('button', { name: 'Create batch' }).click();
    await expect(page.getByText('Batch created with its 25-session timetable.')).toBeVisible();
    const panel = page.getByRole('heading', { level: 2, name: batchName });
    await expect(panel).toBeVisible();

    // A newly paid student lands in it; Join opens its link.
    const fresh = await playwright.request.newContext();
    const email = `sunita.${stamp}@example.com`;
    const reg = await fresh.post(`${apiUrl}/register`, {
      data: {
        fullname: 'Sunita Devi',
        designation: 'Teacher',
        email,
        phone_number: `7${stamp.padStart(9, '1')}`,
        age: 34,
        password: 'Sunita@2025',
      },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    const userId = (await reg.json()).userId;
    // She chooses the new batch (the journey's other runs leave batches of the same course behind).
    const options = await (await fresh.get(`${apiUrl}/api/payments/options/${userId}`)).json();
    const chosen = options.batches.find((b: { batch_name: string }) => b.batch_name === batchName);
    expect(chosen, JSON.stringify(options)).toBeTruthy();
    const order = await (
      await fresh.post(`${apiUrl}/api/payments/order`, { data: { userId, batchId: chosen.batch_id } })
    ).json();
    const auth = await (
      await fresh.post(`${apiUrl}/sandbox/authorize`, { data: { orderId: order.orderId } })
    ).json();
    const paid = await fresh.post(`${apiUrl}/payment`, {
      data: {
        transactionId: auth.razorpay_payment_id,
        userId,
        orderId: auth.razorpay_order_id,
        signature: auth.razorpay_signature,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole('table', { name: `Students of ${batchName}` })).toContainText('Sunita Devi');

    if (full) {
      const learner = await elsewhere();
      await studentLogin(learner, email, 'Sunita@2025');
      const join = learner.getByRole('button', { name: /^Join session/ }).first();
      if (hours.joinableNow) {
        // Join goes through the API (it records the click), which redirects to the batch's link.
        const joined = learner
          .context()
          .waitForEvent('response', (r) => /\/api\/sessions\/\d+\/join$/.test(r.url()));
        const [popup] = await Promise.all([learner.waitForEvent('popup'), join.click()]);
        const answer = await joined;
        expect(answer.status()).toBe(302);
        expect(answer.headers().location).toBe(link);
        await popup.close();
      } else {
        await expect(join).toBeDisabled();
        await expect(learner.getByText(/^(Join opens at |This session has ended)/).first()).toBeVisible();
      }
      await learner.context().close();
    }

    // Start, then complete it: later journeys enrol into the seeded batches again.
    for (const to of ['Active', 'Completed']) {
      await page.getByRole('button', { name: /Batch status/ }).click();
      await page.getByRole('menuitemradio', { name: to, exact: true }).click();
      await expect(page.getByText(`Batch is now ${to}.`)).toBeVisible();
    }

    // Money: the CSV of today's payments downloads and parses.
    await page.goto(`${base}/staff/money`);
    await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^aarohi-payments.*\.csv$/);
    const rows = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'paid_at_ist,transaction_id,order_id,student_id,student_name,email,amount_inr,currency,coupon',
    );
    const sunita = rows.find((r) => r.includes(email))!.split(',');
    expect(sunita[4]).toBe('Sunita Devi');
    expect(sunita[6]).toBe('2499.00');
    expect(sunita[7]).toBe('INR');

    // The audit log holds every write of the journey.
    await page.goto(`${base}/staff/audit`);
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log).toContainText(`${SUPPORT.name}`);
    for (const text of [
      'Replied to a ticket',
      'Changed a ticket status',
      'Created a batch',
      'Changed a batch status',
    ])
      await expect(log.getByText(text).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Every other staff screen: no axe violations and no sideways scrolling of the page (wide
    // tables scroll in their own box), at 1280 and 375 px.
    for (const width of full ? [1280, 375] : [1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of [
        'tickets',
        'placement',
        'batches',
        'people',
        'money',
        'contact',
        'notices',
        'audit',
      ]) {
        await page.goto(`${base}/staff/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `/staff/${screen} at ${width} px`).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await staffSignOut(page);
    expect(consoleErrors).toEqual([]);
  });
}
