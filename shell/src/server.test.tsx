// The shell's server renderer and the browser's hydration of what it renders: public pages arrive
// rendered, and the first client render must reproduce that HTML exactly.
import { act, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { StaticRouter } from 'react-router';
import styled from 'styled-components';
import { AarohiThemeProvider, PageFrame, ToastProvider } from '@ai-women/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { Routes, Route } from 'react-router-dom';
import { FRAGMENT_SLOT, matchPage, renderFrame } from './server';
import { createAppQueryClient } from '@ai-women/web-ui/app-setup';
import { App } from './app/App';
import { PageSourceContext } from './app/pageSource';
import { NO_ROUTE_LISTS } from './app/routeTable';
import { publishedRouteLists } from './testing/publishedRouteLists';

const lists = publishedRouteLists();

// React's act() in a plain (non-RTL) test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const Title = styled.h1`
  color: rebeccapurple;
`;

/** A stand-in for a remote page: an id from useId and a styled component, the two things that must match. */
function FakePage() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title id={id}>About Aarohi</Title>
      <p>We teach women to use AI with confidence.</p>
    </section>
  );
}

/** The fragment as a remote's server renders it (@ai-women/web-ui/ssr): same providers, PageFrame. */
function fragmentHtml(url: string, pattern: string) {
  return renderToString(
    <QueryClientProvider client={createAppQueryClient()}>
      <AarohiThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <StaticRouter location={url}>
            <PageFrame
              main={
                <Routes>
                  <Route path={pattern} element={<FakePage />} />
                </Routes>
              }
            />
          </StaticRouter>
        </ToastProvider>
      </AarohiThemeProvider>
    </QueryClientProvider>,
  );
}

describe('matchPage', () => {
  it('finds the owning remote of each public page, and nothing for the private ones', () => {
    expect(matchPage('/', lists)).toEqual({ pattern: '/', remote: 'learner', module: 'Home' });
    expect(matchPage('/register/3', lists)).toEqual({ pattern: '/register/:courseId', remote: 'learner', module: 'Register' });
    expect(matchPage('/tutorregister', lists)).toEqual({ pattern: '/tutorregister', remote: 'tutor', module: 'TutorRegister' });
    expect(matchPage('/header', lists)).toEqual({ pattern: '/header', remote: null, module: null });
    expect(matchPage('/dashboard', lists)).toBeNull();
    expect(matchPage('/tutordashboard', lists)).toBeNull();
    // A path no route names is the learner's not-found page (rendered, answered with a 404).
    expect(matchPage('/no-such-page', lists)).toEqual({ pattern: '*', remote: 'learner', module: 'NotFound' });
    expect(matchPage('/tutor-no-such-page', lists)).toEqual({ pattern: '*', remote: 'learner', module: 'NotFound' });
  });

  it('matches only the lists it is given: a new route of a remote is found, a remote without a list renders in the browser', () => {
    const learner = [...lists.learner!, { path: '/mentors', module: 'Mentors', guard: 'public' as const, serverRendered: true }];
    expect(matchPage('/mentors', { ...lists, learner })).toEqual({ pattern: '/mentors', remote: 'learner', module: 'Mentors' });
    expect(matchPage('/mentors', lists)).toMatchObject({ pattern: '*', module: 'NotFound' });
    expect(matchPage('/tutorregister', { ...lists, tutor: null })).toBeNull();
    expect(matchPage('/', { ...NO_ROUTE_LISTS, tutor: lists.tutor })).toBeNull();
  });
});

describe('renderFrame', () => {
  it('renders the signed-out header and the footer around the slot, with the frame’s CSS', () => {
    sessionStorage.setItem('user', JSON.stringify({ id: 1, paymentstatus: 'completed' }));
    const { html, styleTags } = renderFrame('/about', lists);
    expect(html).toContain(FRAGMENT_SLOT);
    expect(html).toContain('href="/registerchoice"');
    expect(html).not.toContain('Logout');
    expect(html).toMatch(/© 20\d\d Aarohi/);
    expect(styleTags).toMatch(/^<style data-styled="true"/);
  });
});

describe('hydration of a composed page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/about');
    window.__AAROHI_CONFIG__ = { apiBaseUrl: 'http://api.test', remotes: { learner: '', tutor: '', backoffice: '' } };
  });

  /** The server has no session (jsdom has sessionStorage, Node has not): the user is stored after it rendered. */
  async function hydrateComposed(storedUser?: object) {
    const container = document.createElement('div');
    container.innerHTML = renderFrame('/about', lists).html.replace(FRAGMENT_SLOT, fragmentHtml('/about', '/about'));
    if (storedUser) sessionStorage.setItem('user', JSON.stringify(storedUser));
    document.body.appendChild(container);
    const serverHeading = container.querySelector('h1');
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(
        container,
        <PageSourceContext.Provider value={() => FakePage}>
          <App routeLists={lists} />
        </PageSourceContext.Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    consoleError.mockRestore();
    return { container, serverHeading, errors };
  }

  it('hydrates the server’s HTML as it is: same elements, ids and class names, no error', async () => {
    const { container, serverHeading, errors } = await hydrateComposed();
    expect(errors).toEqual([]);
    const heading = container.querySelector('h1')!;
    expect(heading).toBe(serverHeading);
    expect(heading.closest('section')!.getAttribute('aria-labelledby')).toBe(heading.id);
    container.remove();
  });

  it('signed in, hydrates the signed-out frame and then shows Logout', async () => {
    const { container, errors } = await hydrateComposed({ id: 1, paymentstatus: 'completed' });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Logout');
    expect(container.querySelector('a[href="/dashboard"]')).not.toBeNull();
    container.remove();
  });
});
