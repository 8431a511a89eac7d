// A composed page is built by putting strings into the built index.html. Those strings come from the
// request (a certificate page prints its number, taken from the path) and from the fragment; `$'`,
// `$&`, `` $` ``, `$1` and `$$` in them are String.prototype.replace patterns if passed as
// replacement strings, and then paste pieces of the document into itself (four id="root" elements,
// markup inside the JSON data). They must come out exactly as they went in.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createComposer } from '../compose.mjs';
import { shellRenderer } from './fake-apps.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-compose-patterns-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const indexFile = path.join(dir, 'index.html');
fs.writeFileSync(
  indexFile,
  '<!doctype html><html lang="en"><head><title>Aarohi</title></head><body><noscript>JS</noscript><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>',
);

const routes = [{ path: '/verify/:certificateNo', module: 'Verify', guard: 'public', serverRendered: true }];
const renderer = {
  ...shellRenderer,
  matchPage: (pathname, lists) =>
    pathname.startsWith('/verify/') && lists.learner
      ? { pattern: '/verify/:certificateNo', remote: 'learner', module: 'Verify', query: [] }
      : null,
  renderFrame: (page) => ({
    html: `<header data-page="${page.replace(/"/g, '&quot;')}">Aarohi</header><main>${shellRenderer.FRAGMENT_SLOT}</main>`,
    styleTags: '',
  }),
};

/** The learner's fragment: the certificate number as the page prints it (in its title, text, CSS and data). */
const fragmentFor = (pageUrl, extra = '') => {
  const number = decodeURIComponent(new URL(pageUrl, 'http://x').pathname.slice('/verify/'.length));
  return {
    html: `<title>Certificate ${number}</title><h1>Certificate ${number}</h1><p>${extra}</p>`,
    css: `.c::after{content:"${extra}"}`,
    state: { queries: [{ queryKey: ['certificate', number], state: { data: { note: extra } } }], mutations: [] },
  };
};

function composerWith(extra) {
  const fetchImpl = async (url) => {
    const { port, pathname, searchParams } = new URL(url);
    if (port !== '3001') throw new TypeError('fetch failed');
    if (pathname === '/routes.json') return Response.json({ routes });
    return Response.json(fragmentFor(searchParams.get('url'), extra));
  };
  return createComposer({ renderer, indexFile, env: { LEARNER_PORT: '3001' }, fetchImpl });
}

const req = { headers: { host: '127.0.0.1:3000' } };
const PATTERNS = ["$'", '$&', '$`', '$1', '$$', "$'$&$`$1$<x>"];

function assertWhole(html, number, extra) {
  assert.equal(html.match(/id="root"/g)?.length, 1, 'one root element');
  assert.equal(html.match(/<\/head>/g)?.length, 1, 'one head');
  assert.equal(html.match(/<html\b/g)?.length, 1, 'one html element');
  assert.equal(html.match(/id="aarohi-ssr"/g)?.length, 1, 'one data block');
  assert.ok(html.includes(`<h1>Certificate ${number}</h1>`), 'the number as printed');
  assert.ok(html.includes(`<title>Certificate ${number}</title>`), "the page's title in the head");
  // The data block holds exactly the fragment's state: JSON, no markup pasted into it.
  const data = /<script type="application\/json" id="aarohi-ssr">([\s\S]*?)<\/script>/.exec(html)[1];
  assert.doesNotMatch(data, /<|>/);
  assert.deepEqual(JSON.parse(data).state.queries[0].queryKey, ['certificate', number]);
  assert.equal(JSON.parse(data).state.queries[0].state.data.note, extra);
  assert.ok(html.endsWith('</html>'));
}

for (const pattern of PATTERNS) {
  test(`a path with ${pattern} is printed as it is, in one document`, async () => {
    const number = `AAR-${pattern}`;
    const html = await composerWith('plain')(req, `/verify/${encodeURIComponent(number)}`);
    assertWhole(html, number, 'plain');
  });

  test(`a fragment whose content holds ${pattern} goes in as it is`, async () => {
    const html = await composerWith(`x ${pattern} y`)(req, '/verify/AAR-1');
    assertWhole(html, 'AAR-1', `x ${pattern} y`);
    assert.ok(html.includes(`.c::after{content:"x ${pattern} y"}`), 'the CSS as written');
  });
}
