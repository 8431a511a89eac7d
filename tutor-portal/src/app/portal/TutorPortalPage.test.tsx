import { act, screen, waitFor, within } from '@testing-library/react';
import { clearTutorSession, getStoredTutor, resetSessionRestore } from '@ai-women/web-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { demoTutor, renderPage, setupUser, signInAs } from '../../test/render';
import { portalHandlers, url } from '../../test/fixtures';
import { TutorPortalPage } from './TutorPortalPage';
import { BatchesScreen } from '../../features/batches/components/BatchesScreen';

const server = setupServer(
  ...portalHandlers,
  http.post(url('/api/tutor/logout'), () => HttpResponse.json({ success: true, message: 'Logged out' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetSessionRestore();
  signInAs();
});

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const page = (
  <TutorPortalPage title="Batches">
    <p>Portal content</p>
  </TutorPortalPage>
);

describe('Tutor portal frame and guard', () => {
  it('sends a visitor without tutor data to /tutorlogin once the server says nobody is signed in', async () => {
    server.use(http.get(url('/api/me'), () => HttpResponse.json({ success: true, role: null })));
    signInAs(null);
    renderPage(page, { route: '/batchespage', path: '/batchespage' });
    // No flash of the login page while the server is asked.
    expect(screen.getByRole('status')).toHaveTextContent('Opening your tutor portal…');
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveTextContent('/tutorlogin');
  });

  it('restores a signed-in tutor in a new tab (nothing stored, valid session) and shows the page', async () => {
    let asked = '';
    server.use(
      http.get(url('/api/me'), ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ success: true, role: 'tutor', tutor: demoTutor });
      }),
    );
    signInAs(null);
    renderPage(page, { route: '/batchespage', path: '/batchespage' });
    expect(await screen.findByText('Portal content')).toBeInTheDocument();
    expect(asked).toBe('?probe=1');
    expect(getStoredTutor()).toEqual(demoTutor);
    expect(screen.queryByTestId('navigated-elsewhere')).not.toBeInTheDocument();
  });

  it('goes to /tutorlogin when the session ends in another tab', async () => {
    renderPage(page, { route: '/batchespage', path: '/batchespage' });
    expect(screen.getByText('Portal content')).toBeInTheDocument();
    act(() => clearTutorSession());
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveTextContent('/tutorlogin');
  });

  it('shows the sidebar with every item and Support sub-items', async () => {
    const user = setupUser();
    renderPage(page, { route: '/tutordashboard', path: '/tutordashboard' });
    const nav = screen.getByRole('navigation', { name: 'Tutor portal' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'CV and documents' })).toHaveAttribute(
      'href',
      '/tutoruploads',
    );
    expect(within(nav).getByRole('link', { name: 'Batches' })).toHaveAttribute('href', '/batchespage');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/tutorprofilepage');
    await user.click(within(nav).getByRole('button', { name: 'Support' }));
    expect(within(nav).getByRole('link', { name: 'Create Ticket' })).toHaveAttribute(
      'href',
      '/tutorsupportticket',
    );
    expect(within(nav).getByRole('link', { name: 'My Tickets' })).toHaveAttribute(
      'href',
      '/tutorsupportticketlist',
    );
    expect(screen.getByText('Portal content')).toBeInTheDocument();
    expect(
      await axe(document.body.firstElementChild as HTMLElement, { rules: { region: { enabled: false } } }),
    ).toHaveNoViolations();
  });

  it('has a top bar with a menu toggle and a profile shortcut; the drawer closes on navigation', async () => {
    setNarrow(true);
    const user = setupUser();
    renderPage(page, { route: '/tutordashboard', path: '/tutordashboard' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/tutorprofilepage');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'CV and documents' }));
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveTextContent('/tutoruploads');
    setNarrow(false);
  });

  it('logs out: ends the server session, clears tutor data and the flag, goes to the site root', async () => {
    const user = setupUser();
    let loggedOut = false;
    server.use(
      http.post(url('/api/tutor/logout'), () => {
        loggedOut = true;
        return HttpResponse.json({ success: true, message: 'Logged out' });
      }),
    );
    renderPage(page, { route: '/tutordashboard', path: '/tutordashboard' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveTextContent(/^\/$/);
    expect(loggedOut).toBe(true);
    for (const key of ['tutor', 'tutorData', 'isTutorLoggedIn'])
      expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('an expired server session (401) clears the stored tutor and goes to /tutorlogin', async () => {
    server.use(
      http.get(url(`/api/tutor/batches/${demoTutor.tutor_id}`), () =>
        HttpResponse.json({ success: false, message: 'Please log in' }, { status: 401 }),
      ),
    );
    renderPage(
      <TutorPortalPage title="Batches">
        <BatchesScreen />
      </TutorPortalPage>,
      { route: '/batchespage', path: '/batchespage' },
    );
    await waitFor(() => expect(screen.getByTestId('navigated-elsewhere')).toHaveTextContent('/tutorlogin'));
    expect(sessionStorage.getItem('tutorData')).toBeNull();
    expect(sessionStorage.getItem('isTutorLoggedIn')).toBeNull();
  });
});
