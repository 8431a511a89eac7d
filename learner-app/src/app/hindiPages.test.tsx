// Every public page under /hi, rendered as the server renders it (with the demo's API answers): no
// text a visitor reads may be English. A text without a Devanagari letter passes only if it is a
// name, a number, a brand or a code (the short list below), or what a person wrote in English
// (a testimonial, a workshop report, a tutor's bio): that is shown as written.
import { setupServer } from 'msw/node';
import { publicApiHandlers, writtenStrings } from '../test/publicApi';
import { publicUrls, renderPublicPage, visibleTexts } from '../test/renderPublicPage';
import { BLOG_POSTS } from '../features/blogs/lib/posts';

jest.setTimeout(60_000);

const server = setupServer(...publicApiHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/** Names, brands and codes that are written the same in a Hindi sentence. */
const ALLOWED = [
  /^Aarohi$/,
  /^AI for Women$/, // the logo's tagline
  /^AI$/,
  /^(ChatGPT|Gemini|Canva|WhatsApp|Instagram|LinkedIn|Facebook|YouTube|X|Google|UPI|GST|PDF|OTP|INR)$/,
  /^English$/, // the language switch names the other language in its own script
  /^[\w.+-]+@[\w.-]+\.[a-z]{2,}$/, // an e-mail address
  /^https?:\/\/\S+$/,
  /^AAR(-[A-Z0-9]{4}){4}$/, // a certificate number
  /^[A-Z]+\d+$/, // a coupon code
];

/** The people named on the public pages (authors, tutors, the team, the women we write about). */
const NAMES = new Set<string>([
  ...BLOG_POSTS.map((p) => p.author),
  'Kavya Menon',
  'Dr. Nandini Rao',
  'Pooja Nair',
]);

const written = writtenStrings();

function isAllowed(text: string): boolean {
  if (DEVANAGARI.test(text) || !LATIN.test(text)) return true;
  if (ALLOWED.some((re) => re.test(text))) return true;
  if (NAMES.has(text)) return true;
  return written.some((w) => w === text || w.includes(text));
}

describe('every /hi page is Hindi', () => {
  const urls = publicUrls('hi');

  it('covers every public page, the course pages and the blog posts', () => {
    const patterns = new Set(urls.map((u) => u.pattern));
    for (const p of [
      '/hi',
      '/hi/course',
      '/hi/course/:courseId',
      '/hi/blogs/:slug',
      '/hi/register/:courseId',
    ])
      expect(patterns).toContain(p);
  });

  it.each(urls.map((u) => [u.url, u] as const))('%s has no English text', async (_url, u) => {
    const english = visibleTexts(await renderPublicPage(u)).filter((text) => !isAllowed(text));
    expect(english).toEqual([]);
  });
});
