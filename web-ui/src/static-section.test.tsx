import { act, useEffect, useRef, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { OnServer, loadStaticSections, staticSection, type StaticSectionOptions } from './static-section';
import { useFollowStaticLinks } from './static-links';

// Each test's page: a static part between two hydrated ones (a counter button stands for an island).
function Hero({ title }: { title: string }) {
  return (
    <section data-testid="hero">
      <h1>{title}</h1>
      <a href="/register">Register</a>
    </section>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Pressed {count}
    </button>
  );
}

/** A static part with a loader that counts how often the browser asked for its code. */
function defineHero(options?: StaticSectionOptions) {
  const load = jest.fn(async () => ({ default: Hero }));
  return { Section: staticSection(load, options), load };
}

function page(Section: ComponentType<{ title: string; redrawOn?: unknown }>, title: string, client: QueryClient, language = 'en') {
  return (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Counter />
        <Section title={title} redrawOn={language} />
        <p>After the hero</p>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

let container: HTMLDivElement;
let root: Root | null = null;
let errors: jest.SpyInstance;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  errors = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  errors.mockRestore();
});

/** What the server renderer sends: every static part's code loaded, the tree inside OnServer. */
async function serverHtml(title: string, client = new QueryClient()) {
  const server = defineHero();
  await loadStaticSections();
  return renderToString(<OnServer>{page(server.Section, title, client)}</OnServer>);
}

async function hydrate(node: React.ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, node);
  });
  // Give React every chance to hydrate what it deferred (idle work, retries).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('a static section', () => {
  it('renders in full on the server', async () => {
    const html = await serverHtml('Rise with AI');
    expect(html).toContain('<h1>Rise with AI</h1>');
    expect(html).toContain('href="/register"');
  });

  it('stays as the server rendered it while the rest hydrates: its code is never asked for', async () => {
    container.innerHTML = await serverHtml('Rise with AI');
    const browser = defineHero();
    await hydrate(page(browser.Section, 'Rise with AI', new QueryClient()));

    const hero = container.querySelector('[data-testid="hero"]')!;
    expect(hero.querySelector('h1')).toHaveTextContent('Rise with AI');
    expect(browser.load).not.toHaveBeenCalled();
    expect(hasFiber(hero)).toBe(false);
    expect(hasFiber(hero.querySelector('a')!)).toBe(false);
    // The island around it is hydrated and answers.
    const button = container.querySelector('button')!;
    expect(hasFiber(button)).toBe(true);
    await act(async () => button.click());
    expect(button).toHaveTextContent('Pressed 1');
    // and the static HTML is still there, untouched, after the island re-rendered.
    expect(container.querySelector('[data-testid="hero"]')).toBe(hero);
    expect(errors).not.toHaveBeenCalled();
  });

  it('drawn in the browser (no server HTML), loads its code and renders', async () => {
    const browser = defineHero();
    await act(async () => {
      root = createRoot(container);
      root.render(page(browser.Section, 'Rise with AI', new QueryClient()));
    });
    expect(browser.load).toHaveBeenCalledTimes(1);
    expect(await findText('Rise with AI')).toBeTruthy();
  });

  it('is drawn afresh when what it depends on changes (the same page in Hindi)', async () => {
    container.innerHTML = await serverHtml('Rise with AI');
    const browser = defineHero();
    const client = new QueryClient();
    await hydrate(page(browser.Section, 'Rise with AI', client));
    expect(browser.load).not.toHaveBeenCalled();

    await act(async () => root!.render(page(browser.Section, 'AI के साथ आगे बढ़ें', client, 'hi')));
    expect(browser.load).toHaveBeenCalledTimes(1);
    expect(await findText('AI के साथ आगे बढ़ें')).toBeTruthy();
    expect(container.textContent).not.toContain('Rise with AI');
  });

  it('hydrates like any component when the server rendered it without its data', async () => {
    const key = ['courses'];
    // The server's read failed: the query is not in the browser's cache.
    container.innerHTML = await serverHtml('Rise with AI');
    const browser = defineHero({ queries: [key] });
    await hydrate(page(browser.Section, 'Rise with AI', new QueryClient()));
    expect(browser.load).toHaveBeenCalledTimes(1);
    const hero = container.querySelector('[data-testid="hero"]')!;
    expect(hasFiber(hero)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('stays dormant when the server rendered with its data', async () => {
    const key = ['courses'];
    container.innerHTML = await serverHtml('Rise with AI');
    const client = new QueryClient();
    client.setQueryData(key, [{ course_id: 1 }]);
    const browser = defineHero({ queries: [key] });
    await hydrate(page(browser.Section, 'Rise with AI', client));
    expect(browser.load).not.toHaveBeenCalled();
    expect(hasFiber(container.querySelector('[data-testid="hero"]')!)).toBe(false);
  });
});

async function findText(text: string) {
  for (let i = 0; i < 50; i++) {
    if (container.textContent?.includes(text)) return true;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`"${text}" never appeared; the container holds: ${container.innerHTML}`);
}

describe('a link in a static section', () => {
  function Follow({ navigate }: { navigate: (to: string) => void }) {
    const within = useRef<HTMLElement | null>(null);
    within.current = container.querySelector<HTMLElement>('[data-static-section]');
    useFollowStaticLinks(navigate, within);
    return null;
  }

  async function setup(link: string) {
    container.innerHTML = `<div data-static-section="" style="display: contents">${link}</div><p><a href="/elsewhere">Not static</a></p>`;
    const navigate = jest.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const followRoot = createRoot(host);
    await act(async () => followRoot.render(<Follow navigate={navigate} />));
    return { navigate, done: () => act(() => followRoot.unmount()) };
  }

  const click = (selector: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    container.querySelector(selector)!.dispatchEvent(event);
    return event;
  };

  it('is followed in the app: a plain click on a link to this site', async () => {
    const { navigate, done } = await setup('<a href="/register?course=1#form"><span>Register</span></a>');
    const event = click('span');
    expect(navigate).toHaveBeenCalledWith('/register?course=1#form');
    expect(event.defaultPrevented).toBe(true);
    await done();
  });

  it('is left to the browser for a new tab, a download, another site, or outside its static section', async () => {
    const { navigate, done } = await setup(
      '<a id="tab" href="/register">Tab</a><a id="new" href="/register" target="_blank">New</a>' +
        '<a id="file" href="/invoice.pdf" download>File</a><a id="away" href="https://example.org/">Away</a>',
    );
    expect(click('#tab', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('#tab', { metaKey: true }).defaultPrevented).toBe(false);
    expect(click('#new').defaultPrevented).toBe(false);
    expect(click('#file').defaultPrevented).toBe(false);
    expect(click('#away').defaultPrevented).toBe(false);
    expect(click('p a').defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    await done();
  });
});

describe('a static section in a page', () => {
  it('follows its own links in the app once hydrated around', async () => {
    container.innerHTML = await serverHtml('Rise with AI');
    const browser = defineHero();
    const at = { pathname: '' };
    function Where() {
      const { pathname } = useLocation();
      useEffect(() => {
        at.pathname = pathname;
      });
      return null;
    }
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/']}>
          <QueryClientProvider client={new QueryClient()}>
            <Counter />
            <browser.Section title="Rise with AI" redrawOn="en" />
            <p>After the hero</p>
            <Where />
          </QueryClientProvider>
        </MemoryRouter>,
      );
    });
    const link = container.querySelector('[data-testid="hero"] a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(at.pathname).toBe('/register');
    expect(browser.load).not.toHaveBeenCalled();
  });
});
