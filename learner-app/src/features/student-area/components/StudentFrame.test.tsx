import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { SESSION_EXPIRED_EVENT } from '../../../lib/apiClient';
import { LearnerGuard } from './LearnerGuard';
import { StudentFrame } from './StudentFrame';

jest.setTimeout(20000);

let loggedOut = 0;
const server = setupServer(
  http.post(`${TEST_API}/logout`, () => {
    loggedOut += 1;
    return HttpResponse.json({ success: true, message: 'Logged out successfully' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  loggedOut = 0;
  sessionStorage.clear();
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
  it('sends a visitor without a stored user to /login', async () => {
    area();
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
    expect(screen.queryByText('Inside')).not.toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
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
