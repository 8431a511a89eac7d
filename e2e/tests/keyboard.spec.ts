// Keyboard only, with visible focus: after the first page.goto every step is a key press. The student
// registers, pays with a coupon in the sandbox checkout, logs in and raises a ticket; the demo tutor
// logs in and filters and starts, pauses and (cancels) completing her batches. At every Tab stop the
// focused element must show a focus indicator and be in view, not under a sticky header.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, shellUrl } from './fixtures';
import { DEMO_TUTOR } from './placed-student';

function newStudent() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    fullname: 'Meera Iyer',
    profession: 'School teacher',
    age: '34',
    email: `meera.${stamp}@example.com`,
    phone: `9${stamp.slice(-9)}`,
    password: 'Meera@2025',
  };
}

/** Outside links (meeting rooms) get a stub page: the machine has no internet. */
async function stubOutsideWorld(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title><h1>Meeting room</h1>' }),
  );
}

interface FocusReport {
  /** A short description of the focused element, e.g. `button "Pay"`. */
  name: string;
  /** Why the focus stop fails, or null when it is fine. */
  problem: string | null;
}

/**
 * Describes the focused element and checks that it shows a focus indicator (a visible outline or a
 * box-shadow that an unfocused copy of it does not have) and that its centre is in the viewport and
 * not covered by anything else (a sticky header, a toast).
 */
function inspectFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement)
      return { name: '<body>', problem: 'focus is lost to <body>' };
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '')
      .trim()
      .replace(/\s+/g, ' ');
    const labelled = el.id
      ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent?.trim()
      : '';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(labelled || text).slice(0, 40)}"`;

    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const indicator = (s: CSSStyleDeclaration) => ({
      outline:
        s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !transparent(s.outlineColor)
          ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
          : 'none',
      shadow: s.boxShadow,
    });
    const focused = indicator(getComputedStyle(el));
    // The same element unfocused: a copy next to it, read and removed at once (no render in between).
    const copy = el.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    el.after(copy);
    const resting = indicator(getComputedStyle(copy));
    copy.remove();
    const problems: string[] = [];
    const r = el.getBoundingClientRect();
    // Where focus is put after a route change (<main>, a card): not a control, so it needs no ring,
    // only to be on screen.
    const control =
      el.tabIndex >= 0 ||
      el.matches(
        'a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=radio], [role=checkbox], [role=tab], [role=switch]',
      );
    if (!control) {
      const onScreen =
        r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      return { name, problem: onScreen ? null : 'landing spot is off screen' };
    }
    const ring =
      (focused.outline !== 'none' && focused.outline !== resting.outline) ||
      (focused.shadow !== 'none' && focused.shadow !== resting.shadow);
    if (!ring)
      problems.push(`no visible focus indicator (outline ${focused.outline}, box-shadow ${focused.shadow})`);

    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.width === 0 || r.height === 0) problems.push('has no size');
    else if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight)
      problems.push(`centre (${Math.round(x)}, ${Math.round(y)}) is outside the viewport`);
    else {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit) || hit.contains(el))) {
        const by = hit
          ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${hit.closest('header') ? ' in <header>' : ''}${
              hit.textContent?.trim() ? ` ("${hit.textContent.trim().slice(0, 40)}")` : ''
            }`
          : 'nothing';
        problems.push(`is covered by ${by}`);
      }
    }
    return { name, problem: problems.length ? problems.join('; ') : null };
  });
}

/** Every focus stop that failed the check, across the whole test: asserted empty at the end. */
type Failures = string[];

async function checkFocusStop(page: Page, failures: Failures, where: string) {
  const report = await inspectFocus(page);
  if (report.problem) {
    const line = `${where}: ${report.name} ${report.problem}`;
    if (!failures.includes(line)) failures.push(line);
  }
  return report;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. Fails with
 * the stops it passed when the target is not reached within `max` presses.
 */
async function tabTo(page: Page, failures: Failures, target: Locator, { max = 60, backwards = false } = {}) {
  await expect(target).toBeVisible();
  const path = new URL(page.url()).pathname;
  const passed: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const report = await checkFocusStop(page, failures, path);
    passed.push(report.name);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(
    `Tab did not reach ${target} in ${max} presses; focus went through:\n  ${passed.join('\n  ')}`,
  );
}

/** Focus is on an element of the page (not <body>): where a user would expect to go on from. */
async function expectFocusKept(page: Page, failures: Failures, where: string) {
  await expect
    .poll(async () => (await inspectFocus(page)).name, { message: `focus is not lost after ${where}` })
    .not.toBe('<body>');
  await checkFocusStop(page, failures, where);
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/**
 * At 375 px the student area's sidebar is a drawer behind the "Open menu" toggle: opening it moves
 * focus in, Escape closes it and gives focus back to the toggle; then it is opened again.
 */
async function openStudentMenuIfNarrow(page: Page, failures: Failures) {
  if (!narrow(page)) return;
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.locator('#student-sidebar');
  await tabTo(page, failures, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer).toBeVisible();
  await expectFocused(drawer.getByRole('button', { name: 'Close menu' }));
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectFocused(toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectFocused(drawer.getByRole('button', { name: 'Close menu' }));
  // Focus moves into the drawer as it starts sliding in; where focus rests is judged once it is in.
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await checkFocusStop(page, failures, 'student menu');
}

/** At 375 px the site header's links sit behind its Menu toggle: it opens by keyboard, Escape closes it. */
async function toggleSiteMenuIfNarrow(page: Page, failures: Failures) {
  if (!narrow(page)) return;
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await tabTo(page, failures, toggle, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const about = page.getByRole('banner').getByRole('link', { name: 'About Us' });
  await tabTo(page, failures, about, { max: 5 });
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(about).toBeHidden();
  await expectFocused(toggle);
}

async function studentJourney(page: Page, context: BrowserContext) {
  // A whole journey in one test: its own budget, as the other journeys (the default minute runs
  // out on a busy machine with a second worker beside it).
  test.setTimeout(150_000);
  const failures: Failures = [];
  await stubOutsideWorld(context);
  const s = newStudent();

  // Home → the first course's Enroll Now, by Tab alone.
  await page.goto('/');
  // Server-rendered pages are readable at once and take input once hydrated (read-only before):
  // she starts when the page is ready, as anyone would who sees the fields come alive.
  await page.locator('html[data-app-ready]').waitFor();
  await toggleSiteMenuIfNarrow(page, failures);
  const enroll = page.getByRole('link', { name: /^Enroll Now/ }).first();
  await tabTo(page, failures, enroll, { max: 80 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/register\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your student account' })).toBeVisible();
  await expectFocusKept(page, failures, 'opening the registration page');

  // Registration form.
  const fields: Array<[RegExp, string]> = [
    [/^Full name/, s.fullname],
    [/^Profession/, s.profession],
    [/^Age/, s.age],
    [/^Email/, s.email],
    [/^Phone/, s.phone],
    [/^Password/, s.password],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, failures, page.getByLabel(label));
    await page.keyboard.type(value);
    await expect(page.getByLabel(label)).toHaveValue(value);
  }
  await tabTo(page, failures, page.getByRole('button', { name: /Register and continue/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registration successful! Proceeding to payment...')).toBeVisible();
  await page.waitForURL('**/payment');
  await expectFocusKept(page, failures, 'registering');

  // Payment: a coupon, then the sandbox checkout; Escape dismisses it and focus comes back to Pay.
  await expect(page.getByTestId('price')).toHaveText('₹2,499');
  // Her state for the invoice: a native select, chosen from the keyboard.
  await tabTo(page, failures, page.getByLabel('Your state or union territory'));
  await page.keyboard.type('Karnataka');
  await expect(page.getByLabel('Your state or union territory')).toHaveValue('29');
  await tabTo(page, failures, page.getByLabel('Coupon code'));
  await page.keyboard.type('SAKHI15');
  await page.keyboard.press('Enter');
  await expect(page.getByText('SAKHI15 applied successfully!')).toBeVisible();
  await expect(page.getByTestId('price')).toContainText('₹2,124.15');
  // Applying swaps the code field for the coupon and its Remove button, which takes the focus.
  await expectFocused(page.getByRole('button', { name: 'Remove SAKHI15' }));
  const payButton = page.getByRole('button', { name: 'Pay ₹2,124.15' });
  await tabTo(page, failures, payButton);
  await page.keyboard.press('Enter');
  const sandbox = page.getByRole('dialog', { name: 'Test payment (sandbox)' });
  await expect(sandbox).toContainText('₹2,124.15');
  // It opens on its first method, UPI, with her "UPI app" (the sandbox's controls) and the test shortcuts.
  const upiTab = sandbox.getByRole('tab', { name: 'UPI' });
  await expectFocused(upiTab);
  await checkFocusStop(page, failures, 'sandbox checkout');
  // A phone gets the link that opens her UPI app (a desktop the QR code, which takes no focus).
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  const appLink = sandbox.getByRole('link', { name: 'Open your UPI app' });
  if (phone) await expect(appLink).toBeVisible();
  else await expect(sandbox.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  if (phone) {
    await page.keyboard.press('Tab');
    await expectFocused(appLink);
    await checkFocusStop(page, failures, 'sandbox checkout');
  }
  // Focus stays inside the dialog: its stops in order, then round again, both ways.
  for (const name of ['Approve', 'Decline', 'Let it expire', 'Pay', 'Fail', 'Dismiss']) {
    await page.keyboard.press('Tab');
    await expectFocused(sandbox.getByRole('button', { name, exact: true }));
    await checkFocusStop(page, failures, 'sandbox checkout');
  }
  await page.keyboard.press('Tab');
  await expectFocused(upiTab);
  await page.keyboard.press('Shift+Tab');
  await expectFocused(sandbox.getByRole('button', { name: 'Dismiss' }));
  await page.keyboard.press('Escape');
  await expect(sandbox).toHaveCount(0);
  await expectFocused(payButton);
  await expect(payButton).toBeEnabled();
  await checkFocusStop(page, failures, 'after dismissing the sandbox checkout');

  await page.keyboard.press('Enter');
  await expectFocused(upiTab);
  // She approves in her UPI app, by keyboard.
  if (phone) {
    await expect(appLink).toBeVisible();
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Tab');
  await expectFocused(sandbox.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Space');
  // One toast at a time: the payment id, then the recorded message in its place.
  await expect(
    page.getByText(/^(Payment Successful! Payment ID: pay_|Payment recorded successfully!)/),
  ).toBeVisible();
  await page.waitForURL('**/login');
  await expectFocusKept(page, failures, 'paying');

  // Signed in after paying (no password asked): her dashboard opens by itself after 2 s.
  await expect(page.getByRole('heading', { level: 1, name: "You're logged in" })).toBeVisible();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${s.fullname}!` })).toBeVisible();
  await expectFocusKept(page, failures, 'logging in');

  // Support through the sidebar.
  await openStudentMenuIfNarrow(page, failures);
  await tabTo(page, failures, page.locator('#student-sidebar').getByRole('link', { name: 'Support' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/support');
  await expect(page.getByLabel(/^Subject/)).toBeVisible();
  if (narrow(page)) await expect(page.locator('#student-sidebar')).toBeHidden();
  else
    await expect(page.locator('#student-sidebar').getByRole('link', { name: 'Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  await expectFocusKept(page, failures, 'opening Support');

  await tabTo(page, failures, page.getByLabel(/^Subject/));
  await page.keyboard.type('Meeting link for my batch');
  // One Tab into the priority group lands on its checked (or first) radio; arrows choose.
  await page.keyboard.press('Tab');
  const focusedRadio = page.getByRole('radiogroup', { name: 'Priority' }).locator('[role="radio"]:focus');
  await expect(focusedRadio).toHaveCount(1);
  await checkFocusStop(page, failures, 'priority');
  const high = page.getByRole('radio', { name: 'High' });
  for (let i = 0; i < 4 && (await high.getAttribute('aria-checked')) !== 'true'; i += 1) {
    await page.keyboard.press('ArrowDown');
    await checkFocusStop(page, failures, 'priority');
  }
  await expect(high).toHaveAttribute('aria-checked', 'true');
  await expectFocused(high);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, failures, page.getByLabel(/^Description/));
  await page.keyboard.type('My batch starts on Monday; where will the meeting link appear?');
  await tabTo(page, failures, page.getByRole('button', { name: 'Submit ticket' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Support ticket created successfully!')).toBeVisible();
  await expect(page.getByLabel(/^Subject/)).toHaveValue('');
  await expectFocusKept(page, failures, 'submitting the ticket');

  expect(failures, 'focus stops without a visible focus indicator or out of view').toEqual([]);
}

/**
 * The tutor portal's navigation; at 375 px behind the top bar's Menu button. `group` names a
 * sidebar group (Support) to open first; `backwards` tabs with Shift+Tab (the sidebar comes before
 * the page, so from the page's content it is behind her).
 */
async function tutorGo(
  page: Page,
  failures: Failures,
  label: string,
  urlPart: string,
  { backwards = false, group }: { backwards?: boolean; group?: string } = {},
) {
  const nav = page.getByRole('navigation', { name: 'Tutor portal' });
  if (narrow(page)) {
    await tabTo(page, failures, page.getByRole('button', { name: 'Menu' }), { backwards });
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
  }
  if (group) {
    const toggle = nav.getByRole('button', { name: group });
    await tabTo(page, failures, toggle, { backwards });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    backwards = false;
  }
  await tabTo(page, failures, nav.getByRole('link', { name: label, exact: true }), { backwards });
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/${urlPart}`);
  await expectFocusKept(page, failures, `opening ${label}`);
}

async function tutorJourney(page: Page) {
  // A whole journey in one test: its own budget, as the other journeys (the default minute runs
  // out on a busy machine with a second worker beside it).
  test.setTimeout(150_000);
  const failures: Failures = [];
  await page.goto(`${shellUrl}/tutorlogin`);
  await page.locator('html[data-app-ready]').waitFor();
  await tabTo(page, failures, page.getByLabel(/^Email/));
  await page.keyboard.type(DEMO_TUTOR.email);
  await tabTo(page, failures, page.getByLabel(/^Password/));
  await page.keyboard.type(DEMO_TUTOR.password);
  await tabTo(page, failures, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/tutordashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expectFocusKept(page, failures, 'logging in');

  await tutorGo(page, failures, 'Batches', 'batchespage');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const statusOf = (card: Locator, status: string) => card.getByText(status, { exact: true });

  // The status filter: Completed, then All again.
  const completedFilter = page.getByRole('button', { name: 'Completed', exact: true });
  await tabTo(page, failures, completedFilter);
  await page.keyboard.press('Enter');
  await expect(completedFilter).toHaveAttribute('aria-pressed', 'true');
  // The previous filter's cards stay on screen (marked busy) until the completed ones arrive.
  const settled = () => expect(page.locator('[aria-busy="true"]:has(article)')).toHaveCount(0);
  await settled();
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(statusOf(card, 'Completed')).toBeVisible();
  await expect(cards.filter({ has: page.getByRole('button', { name: /^Start / }) })).toHaveCount(0);
  const allFilter = page.getByRole('button', { name: 'All', exact: true });
  await tabTo(page, failures, allFilter, { backwards: true, max: 6 });
  await page.keyboard.press('Space');
  await expect(allFilter).toHaveAttribute('aria-pressed', 'true');
  await settled();
  await expect(cards.filter({ has: page.getByRole('button', { name: /^Start / }) }).first()).toBeVisible();

  // Start the inactive batch, then pause it again (the data is left as found).
  const inactive = cards.filter({ has: page.getByRole('button', { name: /^Start / }) }).first();
  const name = (await inactive.getByRole('heading').textContent())!;
  const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await tabTo(page, failures, card.getByRole('button', { name: /^Start / }));
  await page.keyboard.press('Enter');
  await expect(statusOf(card, 'Active')).toBeVisible();
  const pause = card.getByRole('button', { name: /^Pause / });
  await expect(pause).toBeVisible();
  // The button changed under her: focus is still in the card, on its next action.
  await expectFocusKept(page, failures, 'starting a batch');
  if (!(await pause.evaluate((el) => el === document.activeElement)))
    await tabTo(page, failures, pause, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(statusOf(card, 'Inactive')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Start / })).toBeVisible();
  await expectFocusKept(page, failures, 'pausing a batch');

  // Complete asks first; Escape and "Keep it active" both leave the batch active, focus back on Complete.
  const active = cards.filter({ has: page.getByRole('button', { name: /^Complete / }) }).first();
  const activeName = (await active.getByRole('heading').textContent())!;
  const target = cards.filter({ has: page.getByRole('heading', { name: activeName, exact: true }) });
  const complete = target.getByRole('button', { name: /^Complete / });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, failures, complete, { max: 20 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Complete this batch?' });
  await expect(dialog).toBeVisible();
  await expectFocusKept(page, failures, 'opening the confirmation');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(complete);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, failures, dialog.getByRole('button', { name: 'Keep it active' }), { max: 4 });
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await checkFocusStop(page, failures, 'confirmation dialog');
  }
  await tabTo(page, failures, dialog.getByRole('button', { name: 'Keep it active' }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(statusOf(target, 'Active')).toBeVisible();
  await expectFocused(complete);

  // Profile: Edit Profile opens the form (the same button becomes Cancel); Save closes it with focus
  // back on Edit Profile.
  await tutorGo(page, failures, 'Profile', 'tutorprofilepage', { backwards: true });
  const edit = page.getByRole('button', { name: 'Edit Profile' });
  await tabTo(page, failures, edit);
  await page.keyboard.press('Enter');
  await expectFocused(page.getByRole('button', { name: 'Cancel' }));
  await checkFocusStop(page, failures, 'opening the profile form');
  await tabTo(page, failures, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expectFocused(edit);
  await checkFocusStop(page, failures, 'saving the profile');

  // Create Ticket sits in the Support group, which opens by keyboard.
  await tutorGo(page, failures, 'Create Ticket', 'tutorsupportticket', { backwards: true, group: 'Support' });
  await tabTo(page, failures, page.getByLabel(/^Subject/));
  await page.keyboard.type('Keyboard check: batch reminder timing');
  await tabTo(page, failures, page.getByLabel(/^Description/));
  await page.keyboard.type('Could the reminder for my evening batch go out an hour earlier?');
  const submit = page.getByRole('button', { name: 'Submit ticket' });
  await tabTo(page, failures, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Support ticket created successfully! Ticket ID: \d+/)).toBeVisible();
  await expectFocused(submit);
  await checkFocusStop(page, failures, 'submitting the ticket');

  expect(failures, 'focus stops without a visible focus indicator or out of view').toEqual([]);
}

test.describe('Keyboard only, focus visible', () => {
  test('student: home → Enroll Now → register → coupon → pay → login → dashboard → support ticket', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await studentJourney(page, context);
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  test('tutor: login → Batches → filter → Start → Pause → Complete asks → Profile edit → Create Ticket', async ({
    page,
    consoleErrors,
  }) => {
    await tutorJourney(page);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test('student, through the mobile menus', async ({ page, context }) => {
      await studentJourney(page, context);
    });
  });
});
