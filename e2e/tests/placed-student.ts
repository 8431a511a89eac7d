// People the journeys need in the seeded active batch: an admin's API session, and a new student of
// the first course who has paid and been placed by the admin in the batch that has started.
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, apiUrl, shellUrl } from './fixtures';

export const ADMIN = { email: 'admin@aarohi.example', password: 'Admin@2025' };
export const DEMO_TUTOR = { email: 'tutor@aarohi.example', password: 'Tutor@2025' };
export const ACTIVE_BATCH = 'Aarohi Evening Batch 12';

export async function apiLogin(request: APIRequestContext, path: string, email: string, password: string) {
  const res = await request.post(`${apiUrl}${path}`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A new student of the first course who has paid, placed by the admin in the seeded active batch. */
export async function placedStudent(
  request: APIRequestContext,
  admin: APIRequestContext,
  reason = 'End-to-end journey: she joins the batch that has started.',
  name = 'Rekha Joshi',
) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const who = { name, email: `rekha.${stamp}@example.com`, password: 'Rekha@2025' };
  const reg = await request.post(`${apiUrl}/register`, {
    data: {
      fullname: who.name,
      designation: 'Anganwadi worker',
      email: who.email,
      phone_number: `7${stamp}`,
      age: 36,
      password: who.password,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const userId = (await reg.json()).userId as number;
  const order = await (
    await request.post(`${apiUrl}/api/payments/order`, { data: { userId, state: '27' } })
  ).json();
  const auth = await (
    await request.post(`${apiUrl}/sandbox/authorize`, { data: { orderId: order.orderId } })
  ).json();
  const paid = await request.post(`${apiUrl}/payment`, {
    data: {
      transactionId: auth.razorpay_payment_id,
      userId,
      orderId: auth.razorpay_order_id,
      signature: auth.razorpay_signature,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const batches = (
    await (await admin.get(`${apiUrl}/api/staff/batches`, { params: { q: ACTIVE_BATCH } })).json()
  ).data;
  const batch = batches.find((b: { batch_name: string }) => b.batch_name === ACTIVE_BATCH);
  expect(batch, 'the seed has its active batch').toBeTruthy();
  const placed = await admin.put(`${apiUrl}/api/staff/students/${userId}/batch`, {
    data: {
      batch_id: batch.batch_id,
      reason,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return { ...who, userId };
}

export async function studentLogin(page: Page, email: string, password: string) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel(/^Email or mobile number/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

/** The demo tutor's id, the seeded active batch she teaches, and its sessions (held ones first). */
export async function activeBatchOfDemoTutor(tutor: APIRequestContext) {
  const tutorId = (await apiLogin(tutor, '/api/tutor/login', DEMO_TUTOR.email, DEMO_TUTOR.password)).data
    .tutor_id as number;
  const batches = (await (await tutor.get(`${apiUrl}/api/tutor/batches/${tutorId}`)).json()).data as {
    batch_id: number;
    batch_name: string;
  }[];
  const batchId = batches.find((b) => b.batch_name === ACTIVE_BATCH)!.batch_id;
  const sessions = (await (await tutor.get(`${apiUrl}/api/tutor/batches/${batchId}/sessions`)).json()).data
    .sessions as { id: number; session_no: number; held: boolean }[];
  return { tutorId, batchId, sessions };
}

/**
 * A new student placed in the seeded active batch, with the demo tutor's API session and her batch.
 * The caller disposes `tutor` once it has done what it needs as her tutor.
 */
export async function studentInActiveBatch(
  playwright: PlaywrightWorkerArgs['playwright'],
  reason: string,
  name?: string,
) {
  const request = await playwright.request.newContext();
  const admin = await playwright.request.newContext();
  const tutor = await playwright.request.newContext();
  await apiLogin(admin, '/api/staff/login', ADMIN.email, ADMIN.password);
  const her = await placedStudent(request, admin, reason, name);
  const batch = await activeBatchOfDemoTutor(tutor);
  await Promise.all([request.dispose(), admin.dispose()]);
  return { her, tutor, ...batch };
}

/** The demo tutor signs in in the browser, at the shell or the standalone portal (`base`). */
export async function tutorLogin(page: Page, base: string) {
  await page.context().clearCookies();
  await page.goto(`${base}/tutorlogin`);
  await page.getByLabel(/^Email/).fill(DEMO_TUTOR.email);
  await page.getByLabel(/^Password/).fill(DEMO_TUTOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/tutordashboard');
}
