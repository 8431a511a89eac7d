import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getStoredUser } from '@ai-women/web-core';
import { TEST_API } from '../../../test/render';
import { signedInAfterPayment } from './afterPayment';

let me: object = { success: true, role: null };
const server = setupServer(http.get(`${TEST_API}/api/me`, () => HttpResponse.json(me)));
beforeAll(() => {
  window.__AAROHI_CONFIG__ = { apiBaseUrl: TEST_API, remotes: { learner: '', tutor: '', backoffice: '' } };
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => sessionStorage.clear());
afterAll(() => server.close());

const user = { id: 42, fullname: 'Asha Rao', email: 'asha@example.com', paymentstatus: 'completed', language: 'en' };

it('the server says she is signed in as the student who paid: stored, signed in', async () => {
  me = { success: true, role: 'student', user };
  await expect(signedInAfterPayment('42')).resolves.toBe(true);
  expect(getStoredUser()).toMatchObject({ id: 42, paymentstatus: 'completed' });
  expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
});

it('no session on the server (or another student): not signed in, nothing stored', async () => {
  me = { success: true, role: null };
  await expect(signedInAfterPayment('42')).resolves.toBe(false);
  me = { success: true, role: 'student', user: { ...user, id: 7 } };
  await expect(signedInAfterPayment('42')).resolves.toBe(false);
  expect(getStoredUser()).toBeNull();
});

it('the API cannot be reached: she signs in as before', async () => {
  server.use(http.get(`${TEST_API}/api/me`, () => HttpResponse.error()));
  await expect(signedInAfterPayment('42')).resolves.toBe(false);
});
