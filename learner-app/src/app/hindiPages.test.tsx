// Every public page under /hi, rendered as the server renders it (with the demo's API answers): no
// text a visitor reads may be English. A text without a Devanagari letter passes only if it is a
// name, a number, a brand or a code (the short list below), or what a person wrote in English
// (a testimonial, a workshop report): that is shown as written.
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { createFragmentRenderer } from '@ai-women/web-core/ssr';
import { learnerRoutes } from './routes';
import { TEST_API } from '../test/render';
import { courses, publicApiHandlers, writtenStrings } from '../test/publicApi';
import { BLOG_POSTS } from '../features/blogs/lib/posts';

jest.setTimeout(60_000);

const server = setupServer(...publicApiHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface PageModule {
  default: ComponentType;
}
/** The page modules the server renders, by name (as the route table names them). */
function page(module: string): ComponentType {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`./exposed/${module}`) as PageModule).default;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/** Names, brands and codes that are written the same in a Hindi sentence. */
const ALLOWED = [
  /^Aarohi( — AI for Women)?$/,
  /^AI$/,
  /^(ChatGPT|Gemini|Canva|WhatsApp|Instagram|LinkedIn|Facebook|YouTube|X|Google|UPI|GST|PDF|OTP|INR)$/,
  /^English$/, // the language switch names the other language in its own script
  /^helpdesk@aarohi\.example$/,
  /^[\w.+-]+@[\w.-]+\.[a-z]{2,}$/, // an e-mail address
  /^https?:\/\/\S+$/,
  /^AAR(-[A-Z0-9]{4}){4}$/, // a certificate number
  /^(AM|PM)$/,
];

/** Every name that appears on the public pages (authors, tutors, team). */
const NAMES = new Set<string>([
  ...BLOG_POSTS.map((p) => p.author),
  'Kavya Menon',
  'Dr. Nandini Rao',
  'Pooja Nair',
  'Sunita Patil',
  'Dr. Meenakshi Iyengar',
]);

const written = writtenStrings();

function isAllowed(text: string): boolean {
  if (DEVANAGARI.test(text) || !LATIN.test(text)) return true;
  if (ALLOWED.some((re) => re.test(text))) return true;
  if (NAMES.has(text)) return true;
  if (written.some((w) => w === text || w.includes(text))) return true;
  // A code, a file name, a batch name: letters with digits and no word of English.
  if (/^[A-Z0-9][A-Z0-9 .:/-]*$/.test(text) && /\d/.test(text)) return true;
  return false;
}

/** The texts a visitor reads: text nodes outside script and style, and the page's title. */
function visibleTexts(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const out: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent === 'SCRIPT' || parent === 'STYLE') continue;
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  for (const el of doc.querySelectorAll('[alt], [aria-label], [placeholder], meta[name="description"]')) {
    for (const attr of ['alt', 'aria-label', 'placeholder', 'content']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) out.push(value);
    }
  }
  return out;
}

/** Each /hi route with a concrete URL for its parameters. */
function hindiUrls(): { url: string; pattern: string; module: string }[] {
  const concrete: Record<string, string[]> = {
    ':courseId': courses.map((c) => String(c.course_id)),
    ':slug': BLOG_POSTS.map((p) => p.slug),
    ':certificateNo': ['AAR-0000-0000-0000-0000'],
  };
  const out: { url: string; pattern: string; module: string }[] = [];
  for (const route of learnerRoutes) {
    if (!route.path.startsWith('/hi')) continue;
    const param = /:(\w+)/.exec(route.path)?.[0];
    const values = param ? (concrete[param] ?? ['1']) : [''];
    for (const value of values) {
      const url = param ? route.path.replace(param, value) : route.path;
      out.push({ url, pattern: route.path, module: route.module });
    }
  }
  out.push({ url: '/hi/no-such-page', pattern: '*', module: 'NotFound' });
  out.push({ url: '/hi/reset-password?token=abc', pattern: '/hi/reset-password', module: 'ResetPassword' });
  return out;
}

describe('every /hi page is Hindi', () => {
  process.env.API_SSR_URL = TEST_API;
  const urls = hindiUrls();

  it('covers every public page, the course pages and the blog posts', () => {
    const patterns = new Set(urls.map((u) => u.pattern));
    for (const p of ['/hi', '/hi/course', '/hi/course/:courseId', '/hi/blogs/:slug', '/hi/register/:courseId'])
      expect(patterns).toContain(p);
  });

  it.each(urls.map((u) => [u.url, u] as const))('%s has no English text', async (_url, { url, pattern, module }) => {
    const render = createFragmentRenderer({ [module]: page(module) });
    const { html } = await render({ module, url, pattern, assetBase: 'http://127.0.0.1:3001/' });
    const english = visibleTexts(html).filter((text) => !isAllowed(text));
    expect(english).toEqual([]);
  });
});
