/**
 * A new tab (or a link from a mail) starts with empty session storage while the session cookie is
 * valid: the pages restore the signed-in person from GET /api/me?probe=1 before a guard decides, and
 * a logout in one tab reaches the others.
 */

// A BroadcastChannel between "tabs" of this test: every other instance of the same name hears a post.
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open)
      if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
  }
  close() {}
}
(globalThis as unknown as { BroadcastChannel: unknown }).BroadcastChannel = FakeChannel;

import { act, render, screen } from '@testing-library/react';
import {
  SESSION_CHANGE_EVENT,
  SIGNED_OUT_ELSEWHERE_EVENT,
  clearStudentSession,
  clearTutorSession,
  getStoredTutor,
  getStoredUser,
  hasStaffHint,
  listenForSignOutElsewhere,
  resetSessionRestore,
  restoreSession,
  setStaffHint,
  storeLoggedInUser,
} from './session';
import { useSessionRestore } from './restore';
import { setRuntimeConfig } from './config';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const student = {
  id: 12,
  fullname: 'Meera Iyer',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone_number: '9876543210',
  paymentstatus: 'completed',
};
const tutor = {
  tutor_id: 4,
  name: 'Anita Rao',
  email: 'anita@example.com',
  phone_number: '9876500000',
  created_at: '2026-01-01T00:00:00.000Z',
};

let fetchMock: jest.Mock;
beforeEach(() => {
  sessionStorage.clear();
  resetSessionRestore();
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test:4100',
    remotes: { learner: '', tutor: '', backoffice: '' },
  });
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('restoreSession', () => {
  it('stores the signed-in student under the spec keys, asking the server once per page', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, role: 'student', user: student }));
    const heard = jest.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, heard);
    const [a, b] = await Promise.all([restoreSession(), restoreSession()]);
    window.removeEventListener(SESSION_CHANGE_EVENT, heard);
    expect([a, b]).toEqual(['student', 'student']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test:4100/api/me?probe=1');
    expect(init.credentials).toBe('include');
    expect(getStoredUser()).toEqual(student);
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('isPaid')).toBe('true');
    expect(sessionStorage.getItem('isRegistered')).toBe('true');
    expect(heard).toHaveBeenCalled();
  });

  it('stores a tutor under tutor, tutorData and isTutorLoggedIn', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, role: 'tutor', tutor }));
    await expect(restoreSession()).resolves.toBe('tutor');
    expect(getStoredTutor()).toEqual(tutor);
    expect(JSON.parse(sessionStorage.getItem('tutor')!)).toEqual(tutor);
    expect(sessionStorage.getItem('isTutorLoggedIn')).toBe('true');
    expect(getStoredUser()).toBeNull();
  });

  it('marks a staff session for the back office', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        success: true,
        role: 'staff',
        staff: { staff_id: 1, name: 'A', email: 'a@x.in', role: 'admin' },
      }),
    );
    await expect(restoreSession()).resolves.toBe('staff');
    expect(hasStaffHint()).toBe(true);
  });

  it('stores nothing when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, role: null }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(getStoredTutor()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('asks again on the next call after a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(restoreSession()).resolves.toBeNull();
    fetchMock.mockResolvedValue(answer(200, { success: true, role: 'student', user: student }));
    await expect(restoreSession()).resolves.toBe('student');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

function Guarded() {
  const ready = useSessionRestore(() => getStoredUser() !== null);
  if (!ready) return <p>Checking your session…</p>;
  return <p>{getStoredUser() ? `Signed in as ${getStoredUser()!.fullname}` : 'Go to login'}</p>;
}

describe('useSessionRestore', () => {
  it('lets the guard decide only after the server answered (no login flash)', async () => {
    let reply!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));
    render(<Guarded />);
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByText('Go to login')).not.toBeInTheDocument();
    await act(async () => reply(answer(200, { success: true, role: 'student', user: student })));
    expect(await screen.findByText('Signed in as Meera Iyer')).toBeInTheDocument();
  });

  it('decides at once, without a request, when the tab already stores her', () => {
    storeLoggedInUser(student);
    render(<Guarded />);
    expect(screen.getByText('Signed in as Meera Iyer')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session on to login', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, role: null }));
    render(<Guarded />);
    expect(await screen.findByText('Go to login')).toBeInTheDocument();
  });
});

describe('logging out in one tab', () => {
  const otherTab = () => new FakeChannel('aarohi-session');

  it('tells the other tabs which role signed out', () => {
    listenForSignOutElsewhere();
    const heard: unknown[] = [];
    const tab = otherTab();
    tab.onmessage = (e) => heard.push(e.data);
    storeLoggedInUser(student);
    clearStudentSession();
    clearTutorSession();
    setStaffHint(true);
    setStaffHint(false);
    expect(heard).toEqual([{ signedOut: 'student' }, { signedOut: 'tutor' }, { signedOut: 'staff' }]);
  });

  it("clears this tab's stored person when another tab signs that role out, and says so", () => {
    listenForSignOutElsewhere();
    storeLoggedInUser(student);
    const elsewhere = jest.fn();
    window.addEventListener(SIGNED_OUT_ELSEWHERE_EVENT, elsewhere);
    otherTab().postMessage({ signedOut: 'student' });
    window.removeEventListener(SIGNED_OUT_ELSEWHERE_EVENT, elsewhere);
    expect(getStoredUser()).toBeNull();
    expect((elsewhere.mock.calls[0]![0] as CustomEvent).detail).toBe('student');
  });

  it("leaves a tutor signed in when a student's session ends in another tab", () => {
    listenForSignOutElsewhere();
    sessionStorage.setItem('tutorData', JSON.stringify(tutor));
    otherTab().postMessage({ signedOut: 'tutor-nope' });
    expect(getStoredTutor()).toEqual(tutor);
    otherTab().postMessage({ signedOut: 'tutor' });
    expect(getStoredTutor()).toBeNull();
  });
});
