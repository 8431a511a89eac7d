// The frame the shell's server renders around every public page: on a /hi page its header and footer
// are Hindi (names, brands and codes excepted), and its copyright year is this year in India.
import { renderFrame, textsReady } from '../server';
import { publishedRouteLists } from '../testing/publishedRouteLists';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const lists = publishedRouteLists();
const DEVANAGARI = /[\u0900-\u097F]/;
/** Names, brands and codes written the same in Hindi: the language switch names English in English. */
const ALLOWED = new Set(['English', 'AI', 'Aarohi', 'EN', 'AI for Women' /* the logo's tagline */]);

function texts(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const out: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent === 'SCRIPT' || parent === 'STYLE') continue;
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  for (const el of doc.querySelectorAll('[aria-label], [alt]')) {
    for (const attr of ['aria-label', 'alt']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) out.push(value);
    }
  }
  return out;
}

beforeAll(() => textsReady());
afterEach(() => jest.useRealTimers());

describe('the frame of a Hindi page', () => {
  it.each(['/hi', '/hi/about', '/hi/course/1', '/hi/blogs/will-ai-take-my-job'])(
    '%s has no English text',
    (url) => {
      const english = texts(renderFrame(url, lists).html).filter(
        (text) => !DEVANAGARI.test(text) && /[A-Za-z]/.test(text) && !ALLOWED.has(text),
      );
      expect(english).toEqual([]);
    },
  );

  it('links the Hindi pages with their Hindi paths', () => {
    const { html } = renderFrame('/hi/about', lists);
    expect(html).toContain('href="/hi/course"');
    expect(html).toContain('href="/hi/contact"');
    expect(html).not.toContain('href="/course"');
  });
});

describe('the copyright line', () => {
  it('names this year in India, from the clock', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    expect(renderFrame('/about', lists).html).toContain('© 2026 Aarohi');
    // New Year's Eve at 19:00 UTC is already 1 January in India.
    jest.setSystemTime(new Date('2026-12-31T19:00:00Z'));
    expect(renderFrame('/about', lists).html).toContain('© 2027 Aarohi');
    expect(renderFrame('/hi/about', lists).html).toContain('© 2027 आरोही');
  });

  it('says Contact Us and Rise of Women in English', () => {
    const { html } = renderFrame('/about', lists);
    expect(html).toContain('Contact Us');
    expect(html).not.toContain('ContactUs');
    expect(html).toContain('Rise of Women');
    expect(html).not.toContain('Raise Of Women');
  });
});
