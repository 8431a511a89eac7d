import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import { SiteHeader } from './SiteHeader';
import { SESSION_CHANGE_EVENT } from '@ai-women/web-core';

const API = 'http://api.test';
let logoutCalls = 0;
const server = setupServer(
  http.post(`${API}/logout`, () => {
    logoutCalls += 1;
    return HttpResponse.json({ success: true, message: 'Logged out' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  logoutCalls = 0;
  sessionStorage.clear();
  window.__AAROHI_CONFIG__ = { apiBaseUrl: API, remotes: { learner: '', tutor: '', backoffice: '' } };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>go {to}</button>;
}

function renderHeader(route = '/', studentArea = false) {
  return render(
    <AarohiThemeProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[route]}>
        <SiteHeader studentArea={studentArea} />
        <main id="main-content">
          <GoTo to="/payment" />
          <GoTo to="/about" />
          <Routes>
            <Route path="/login" element={<p>login page</p>} />
            <Route path="*" element={<p>some page</p>} />
          </Routes>
        </main>
      </MemoryRouter>
    </AarohiThemeProvider>,
  );
}

const storeUser = (paymentstatus: string) =>
  sessionStorage.setItem('user', JSON.stringify({ id: 7, fullname: 'Priya Sharma', paymentstatus }));

describe('SiteHeader', () => {
  it('shows the six links and the auth links for a visitor', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Course', '/course'],
      ['Rise of Women', '/wonderwomen'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/loginchoice');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registerchoice');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your dashboard' })).not.toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderHeader('/about');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a skip link to the main content', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it.each(['completed', 'Completed'])(
    'shows Logout and the profile icon for a paid student (%s)',
    (status) => {
      storeUser(status);
      renderHeader();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  );

  it('hides the profile icon for an unpaid student', () => {
    storeUser('pending');
    renderHeader();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your dashboard' })).not.toBeInTheDocument();
  });

  it('hides the profile icon on /payment', async () => {
    storeUser('completed');
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Your dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'go /payment' }));
    expect(screen.queryByRole('link', { name: 'Your dashboard' })).not.toBeInTheDocument();
  });

  it('follows session changes announced by the remotes in the same tab', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      storeUser('completed');
      window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
    });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your dashboard' })).toBeInTheDocument();
  });

  it('re-reads the session on every location change', async () => {
    const user = userEvent.setup();
    renderHeader();
    storeUser('completed'); // written without an announcement
    await user.click(screen.getByRole('button', { name: 'go /about' }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out: ends the server session, clears session storage and goes to /login', async () => {
    storeUser('completed');
    sessionStorage.setItem('isLoggedIn', 'true');
    sessionStorage.setItem('isPaid', 'true');
    const user = userEvent.setup();
    renderHeader('/about');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(logoutCalls).toBe(1));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    server.use(http.post(`${API}/logout`, () => HttpResponse.error()));
    storeUser('completed');
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('opens and closes the mobile menu, and a link in it closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations, signed out and signed in', async () => {
    const first = renderHeader();
    expect(await axe(first.container)).toHaveNoViolations();
    first.unmount();
    storeUser('completed');
    const second = renderHeader();
    expect(await axe(second.container)).toHaveNoViolations();
  });

  it('in the student area keeps only the brand and the language switch: no links, no Logout, no ☰ (no axe violations)', async () => {
    storeUser('completed');
    const { container } = renderHeader('/dashboard', true);
    expect(screen.getByRole('link', { name: /Aarohi/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Blogs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
