// People the journeys need in the seeded active batch: an admin's API session, and a new student of
// the first course who has paid and been placed by the admin in the batch that has started.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, apiUrl, shellUrl } from './fixtures';

export const ADMIN = { email: 'admin@aarohi.example', password: 'Admin@2025' };
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
) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const who = { name: 'Rekha Joshi', email: `rekha.${stamp}@example.com`, password: 'Rekha@2025' };
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
