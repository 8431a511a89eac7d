import {
  SESSION_CHANGE_EVENT,
  SESSION_KEYS,
  TUTOR_SESSION_CHANGE_EVENT,
  clearStudentSession,
  clearTutorSession,
  displayName,
  getStoredTutorId,
  getStoredUser,
  hasPaid,
  logoutEverywhere,
  markStoredUserPaid,
  storeLoggedInUser,
  storeTutor,
} from './session';
import { setRuntimeConfig } from './config';
import type { TutorData } from '@ai-women/contracts';

describe('session storage (the shared keys)', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores a signed-in student under the spec keys and announces it to other bundles', () => {
    const heard = jest.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, heard);
    storeLoggedInUser({ id: 12, fullname: 'Meera Iyer', paymentstatus: 'Completed' });
    window.removeEventListener(SESSION_CHANGE_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ id: 12 });
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('isPaid')).toBe('true');
    expect(hasPaid(getStoredUser())).toBe(true);
    expect(displayName(getStoredUser())).toBe('Meera Iyer');
  });

  it('an unreadable stored user is nobody', () => {
    sessionStorage.setItem(SESSION_KEYS.user, '{not json');
    expect(getStoredUser()).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.user, '42');
    expect(getStoredUser()).toBeNull();
  });

  it('a recorded payment marks the stored student paid', () => {
    storeLoggedInUser({ id: 3, paymentstatus: 'pending' });
    markStoredUserPaid({ transactionId: 'pay_1', amount: 1999.2, paidAt: '2026-11-24T10:00:00Z' });
    expect(getStoredUser()).toMatchObject({
      paymentstatus: 'completed',
      payment: { transactionId: 'pay_1' },
    });
  });

  it('student logout clears all session storage', () => {
    storeLoggedInUser({ id: 3 });
    clearStudentSession();
    expect(sessionStorage.length).toBe(0);
  });

  it('logoutEverywhere ends the server session (even when it fails) and clears storage at once', async () => {
    setRuntimeConfig({
      apiBaseUrl: 'http://api.test:4100',
      remotes: { learner: '', tutor: '', backoffice: '' },
    });
    const fetchMock = jest.fn(async () => {
      throw new TypeError('offline');
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    storeLoggedInUser({ id: 3 });
    const done = logoutEverywhere();
    expect(getStoredUser()).toBeNull();
    await expect(done).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://api.test:4100/logout',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it("keeps the tutor's keys apart from the student's, with their own event", () => {
    const heard = jest.fn();
    window.addEventListener(TUTOR_SESSION_CHANGE_EVENT, heard);
    storeTutor({ tutor_id: 5, full_name: 'Anjali Rao' } as unknown as TutorData);
    expect(getStoredTutorId()).toBe(5);
    expect(sessionStorage.getItem('isTutorLoggedIn')).toBe('true');
    storeLoggedInUser({ id: 9 });
    clearTutorSession();
    window.removeEventListener(TUTOR_SESSION_CHANGE_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(getStoredTutorId()).toBeNull();
    expect(getStoredUser()).toMatchObject({ id: 9 });
  });
});
