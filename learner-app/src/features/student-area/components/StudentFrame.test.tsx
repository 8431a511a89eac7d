import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { SESSION_EXPIRED_EVENT } from '../../../lib/apiClient';
import { LearnerGuard } from './LearnerGuard';
import { clearStudentSession, getStoredUser, resetSessionRestore } from '@ai-women/web-core';
import { StudentFrame } from './StudentFrame';

jest.setTimeout(20000);

let loggedOut = 0;
let me: object = { success: true, role: null };
const server = setupServer(
  http.get(`${TEST_API}/api/me`, () => HttpResponse.json(me)),
  http.post(`${TEST_API}/logout`, () => {
    loggedOut += 1;
    return HttpResponse.json({ success: true, message: 'Logged out successfully' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  loggedOut = 0;
  me = { success: true, role: null };
  sessionStorage.clear();
  resetSessionRestore();
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

const store = (user: object) => sessionStorage.setItem('user', JSON.stringify(user));
const area = (route = '/dashboard') =>
  renderPage(
    <LearnerGuard>
      <StudentFrame>
        <h1>Inside</h1>
      </StudentFrame>
    </LearnerGuard>,
    { route, path: route },
  );

describe('Learner guard', () => {
  it('sends a visitor without a stored user to /login once the server says nobody is signed in', async () => {
    area();
    // While the server is asked: a loading state, never the login page.
    expect(screen.getByRole('status')).toHaveTextContent('Opening your student area…');
    expect(screen.queryByTestId('navigated-elsewhere')).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
    expect(screen.queryByText('Inside')).not.toBeInTheDocument();
  });

  it('restores her from a valid server session in a new tab (or from the link in her mail)', async () => {
    me = {
      success: true,
      role: 'student',
      user: { id: 8, fullname: 'Asha Rao', name: 'Asha Rao', email: 'a@x.in', phone_number: '9876543210', paymentstatus: 'completed' },
    };
    area();
    expect(await screen.findByRole('heading', { name: 'Inside' })).toBeInTheDocument();
    expect(getStoredUser()).toMatchObject({ id: 8, fullname: 'Asha Rao' });
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('goes to /login when she logs out in another tab', async () => {
    store({ id: 5, fullname: 'Asha', paymentstatus: 'completed' });
    area();
    expect(screen.getByRole('heading', { name: 'Inside' })).toBeInTheDocument();
    // What another tab's logout does here (web-core hears it on its channel): clear and announce.
    act(() => {
      clearStudentSession();
      window.dispatchEvent(new CustomEvent('aarohi:signed-out-elsewhere', { detail: 'student' }));
    });
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
  });

  it('lists Notifications and My profile in the sidebar', () => {
    store({ id: 5, fullname: 'Asha', paymentstatus: 'completed' });
    area();
    const nav = screen.getByRole('navigation', { name: 'Student area' });
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(nav).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
  });

  it('sends an unpaid student to /payment with her userId', async () => {
    store({ id: 5, fullname: 'Asha', paymentstatus: 'pending' });
    area();
    const el = await screen.findByTestId('navigated-elsewhere');
    expect(el).toHaveAttribute('data-path', '/payment');
    expect(JSON.parse(el.getAttribute('data-state')!)).toEqual({ userId: 5 });
  });

  it('lets a paid student in (Completed or completed)', () => {
    store({ id: 5, fullname: 'Asha', paymentstatus: 'Completed' });
    area();
    expect(screen.getByRole('heading', { name: 'Inside' })).toBeInTheDocument();
  });

  it('an expired server session clears the stored user and goes to /login', async () => {
    store({ id: 5, fullname: 'Asha', paymentstatus: 'completed' });
    area();
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    });
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
    expect(sessionStorage.getItem('user')).toBeNull();
  });
});

describe('Student frame', () => {
  beforeEach(() => store({ id: 5, fullname: 'Asha', paymentstatus: 'completed' }));

  it('has the sidebar links, a search box and a bell to /notifications, with no axe violations', async () => {
    const { container } = area();
    const nav = screen.getByRole('navigation', { name: 'Student area' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Enrolled Courses' })).toHaveAttribute('href', '/enrolled-courses');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // The bell in the top bar and the sidebar item both lead to her notifications.
    const bells = screen.getAllByRole('link', { name: 'Notifications' });
    expect(bells.map((a) => a.getAttribute('href'))).toEqual(['/notifications', '/notifications']);
    expect(screen.getByRole('searchbox', { name: 'Search sessions by tool or topic' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the search takes her to the enrolled courses filtered by her words', async () => {
    const user = userEvent.setup({ delay: null });
    area();
    await user.type(screen.getByRole('searchbox'), 'canva{Enter}');
    const el = await screen.findByTestId('navigated-elsewhere');
    expect(el).toHaveAttribute('data-path', '/enrolled-courses');
    expect(el).toHaveAttribute('data-search', '?q=canva');
  });

  it('the menu button opens the sidebar drawer on narrow screens', async () => {
    const user = userEvent.setup({ delay: null });
    area();
    // Hidden by CSS on wide screens; the test reads it regardless of the viewport.
    const toggle = document.querySelector<HTMLButtonElement>('[aria-controls="student-sidebar"]')!;
    expect(toggle).toHaveAttribute('aria-label', 'Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('student-sidebar')).toHaveAttribute('data-open', 'true');
  });

  it('logout calls the API, clears the session, shows the message and goes home after 3 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    sessionStorage.setItem('isLoggedIn', 'true');
    area();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out. Taking you home…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(loggedOut).toBe(1));
    await waitFor(() => expect(sessionStorage.getItem('user')).toBeNull());
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByTestId('navigated-elsewhere')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/');
  });

  it('logs out on this device even when the API is unreachable', async () => {
    server.use(http.post(`${TEST_API}/logout`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    area();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(sessionStorage.getItem('user')).toBeNull());
  });
});
