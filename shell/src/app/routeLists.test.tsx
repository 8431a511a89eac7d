// The browser builds the route table from the lists the running remotes publish (routes.json next
// to each mf-manifest.json); a remote whose list cannot be fetched has its part of the site offer a
// retry while the rest works.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { PageSourceContext } from './pageSource';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const LISTS: Record<string, unknown> = {
  'http://learner.test/routes.json': {
    routes: [
      { path: '/', module: 'Home', guard: 'public', serverRendered: true },
      { path: '/about', module: 'About', guard: 'public', serverRendered: true },
      { path: '/mentors', module: 'Mentors', guard: 'public', serverRendered: true },
      { path: '*', module: 'NotFound', guard: 'public' },
    ],
  },
  'http://tutor.test/routes.json': { routes: [{ path: '/tutorlogin', module: 'TutorLogin', guard: 'public' }] },
  'http://backoffice.test/routes.json': { routes: [{ path: '/staff/login', module: 'StaffLogin', guard: 'public' }] },
};

let tutorUp = false;
const fetched: string[] = [];

beforeEach(() => {
  window.__AAROHI_CONFIG__ = {
    apiBaseUrl: 'http://api.test',
    remotes: {
      learner: 'http://learner.test/mf-manifest.json',
      tutor: 'http://tutor.test/mf-manifest.json',
      backoffice: 'http://backoffice.test/mf-manifest.json',
    },
  };
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    if (url.startsWith('http://tutor.test') && !tutorUp) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(LISTS[url]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});

/** Each page shows which remote module the route table sent it to. */
const source = (remote: string, module: string) =>
  function Page() {
    return <h1>{`${remote}/${module}`}</h1>;
  };

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <PageSourceContext.Provider value={source}>
      <App />
    </PageSourceContext.Provider>,
  );
}

it('routes with the published lists: a learner page the shell never heard of, and the tutor portal after a retry', async () => {
  renderAt('/mentors');
  expect(await screen.findByRole('heading', { name: 'learner/Mentors' })).toBeInTheDocument();
  expect(fetched).toEqual(
    expect.arrayContaining(['http://learner.test/routes.json', 'http://tutor.test/routes.json', 'http://backoffice.test/routes.json']),
  );

  // The tutor remote did not answer: its part of the site offers a retry; the learner's pages work.
  act(() => {
    window.history.pushState(null, '', '/tutorlogin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeInTheDocument();
  expect(screen.getByText(/The tutor portal could not be loaded/)).toBeInTheDocument();

  act(() => {
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(await screen.findByRole('heading', { name: 'learner/About' })).toBeInTheDocument();

  act(() => {
    window.history.pushState(null, '', '/tutorlogin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  tutorUp = true;
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'tutor/TutorLogin' })).toBeInTheDocument();
});
