// Renders a public page the way the learner remote's server does (its fragment, with the API's answers
// from ./publicApi), and lists every public URL with concrete parameters, for the tests that read
// every page: the Hindi text test and the course-story test.
import type { ComponentType } from 'react';
import { createFragmentRenderer } from '@ai-women/web-ui/ssr';
import { learnerRoutes } from '../app/routes';
import { BLOG_POSTS } from '../features/blogs/lib/posts';
import { courses } from './publicApi';
import { TEST_API } from './render';

interface PageModule {
  default: ComponentType;
}

/** The page module by its name in the route table. */
function page(module: string): ComponentType {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`../app/exposed/${module}`) as PageModule).default;
}

export interface PublicUrl {
  url: string;
  pattern: string;
  module: string;
}

/** Every public route of one language ('/hi…' or the rest) with a URL for each of its parameters. */
export function publicUrls(language: 'en' | 'hi'): PublicUrl[] {
  const concrete: Record<string, string[]> = {
    ':courseId': courses.map((c) => String(c.course_id)),
    ':slug': BLOG_POSTS.map((p) => p.slug),
    ':certificateNo': ['AAR-0000-0000-0000-0000'],
  };
  const out: PublicUrl[] = [];
  for (const route of learnerRoutes) {
    if (route.guard !== 'public' || route.path === '*') continue;
    if (route.path.startsWith('/hi') !== (language === 'hi')) continue;
    const param = /:(\w+)/.exec(route.path)?.[0];
    const values = param ? (concrete[param] ?? ['1']) : [''];
    for (const value of values) {
      out.push({
        url: param ? route.path.replace(param, value) : route.path,
        pattern: route.path,
        module: route.module,
      });
    }
  }
  const prefix = language === 'hi' ? '/hi' : '';
  out.push({ url: `${prefix}/no-such-page`, pattern: '*', module: 'NotFound' });
  out.push({
    url: `${prefix}/reset-password?token=abc`,
    pattern: `${prefix}/reset-password`,
    module: 'ResetPassword',
  });
  return out;
}

/** The page's server HTML. */
export async function renderPublicPage({ url, pattern, module }: PublicUrl): Promise<string> {
  process.env.API_SSR_URL = TEST_API;
  const render = createFragmentRenderer({ [module]: page(module) });
  const { html } = await render({ module, url, pattern, assetBase: 'http://127.0.0.1:3001/' });
  return html;
}

/** The texts a visitor reads: text nodes outside script and style, and names, alternatives and descriptions. */
export function visibleTexts(html: string): string[] {
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
