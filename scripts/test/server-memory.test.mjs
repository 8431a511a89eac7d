// The production servers' memory stays bounded however many distinct URLs arrive (a probe of 2,000
// `/?utm_source=x<N>` requests once took the shell from 80 to 571 MB). The shell's composer and the
// learner's fragment endpoint (scripts/compose.mjs) run on stand-in renderers, the learner's
// rendering a ~40 KB fragment as a real page is. Run by `pnpm test` (node --test scripts/test/).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fakeApps } from './fake-apps.mjs';

v8.setFlagsFromString('--expose-gc');
const gc = globalThis.gc ?? vm.runInNewContext('gc');

/** Heap in use after two full collections, in MB. */
function heapMb() {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** At most this much heap may remain in use after 5,000 distinct URLs (each of the two caches on this path keeps at most 16 MB). */
const BOUND_MB = 64;
const REQUESTS = 5000;

const apps = fakeApps();
after(() => apps.close());

async function hammer(urlFor, count = REQUESTS) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const url = urlFor(next++);
      const html = await apps.compose(url);
      assert.match(html, /id="aarohi-ssr"/, `${url} was not composed`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

test(`${REQUESTS} unique query strings leave the heap within ${BOUND_MB} MB of where it started`, async () => {
  await hammer(() => '/', 200); // warm up: code compiled, sockets open, the one page cached
  const before = heapMb();
  await hammer((n) => `/?utm_source=x${n}&fbclid=${n.toString(36)}`);
  const grown = heapMb() - before;
  console.log(`heap: ${before.toFixed(1)} MB before, +${grown.toFixed(1)} MB after ${REQUESTS} unique query strings`);
  assert.ok(grown < BOUND_MB, `heap grew ${grown.toFixed(1)} MB`);
});

test(`${REQUESTS} unique paths of one route (distinct pages) leave the heap within ${BOUND_MB} MB`, async () => {
  const before = heapMb();
  await hammer((n) => `/register/${n}`);
  const grown = heapMb() - before;
  console.log(`heap: ${before.toFixed(1)} MB before, +${grown.toFixed(1)} MB after ${REQUESTS} unique paths`);
  assert.ok(grown < BOUND_MB, `heap grew ${grown.toFixed(1)} MB`);
});
