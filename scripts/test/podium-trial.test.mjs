// The pure parts of the Podium trial (pnpm bench:podium): how a fragment travels as a podlet's HTML
// and back, and the figures the trial prints.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fragmentToHtml, htmlToFragment } from '../../e2e/bench/podium/fragment-html.mjs';
import { codeLines, percentile, summarise } from '../../e2e/bench/podium/stats.mjs';

test('a fragment comes back from the podlet HTML as it went in, data that could close a script included', () => {
  const fragment = {
    html: '<title>Courses</title><main><h1>AI for Everyday Life</h1></main>',
    css: '.a{color:red}',
    state: { queries: [{ data: { title: '</script><script>alert(1)</script> & \u2028' } }] },
    status: 404,
  };
  const html = fragmentToHtml(fragment);
  assert.equal(html.match(/<\/script>/g).length, 1, 'the data cannot end its own element');
  assert.deepEqual(htmlToFragment(html), fragment);
});

test("what is not a podlet fragment is no fragment: Podium's empty fallback, other HTML, broken data", () => {
  assert.equal(htmlToFragment(''), null);
  assert.equal(htmlToFragment(undefined), null);
  assert.equal(htmlToFragment('<main>some page</main>'), null);
  const html = fragmentToHtml({ html: '<main></main>', css: '', state: 1 });
  assert.equal(htmlToFragment(html.replace('{"state":1}', '{"state":')), null);
  assert.equal(htmlToFragment(`${html}<p>after</p>`), null, 'the data must be the last thing');
});

test('CSS that would close its <style> is refused rather than sent', () => {
  assert.throws(() => fragmentToHtml({ html: '', css: 'a{}</style><script>x()</script>' }), /<\/style>/);
});

test('percentiles are nearest-rank over the sorted values', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(percentile(values, 50), 5);
  assert.equal(percentile(values, 95), 10);
  assert.equal(percentile(values, 0), 1);
  assert.equal(percentile([7], 95), 7);
  assert.equal(percentile([], 50), null);
  assert.deepEqual(values, [5, 1, 4, 2, 3, 10, 9, 8, 7, 6], 'the input is left as it was');
  const many = Array.from({ length: 200 }, (_, i) => 200 - i);
  assert.deepEqual(summarise(many), { n: 200, p50: 100, p95: 190, max: 200 });
});

test('lines of code leave out blank lines and comments, not code beside a comment', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-loc-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'a.js');
  fs.writeFileSync(
    file,
    [
      '// a comment',
      '',
      'const a = 1; // why',
      '/**',
      ' * docs',
      ' */',
      '/* one line */',
      '/* x */ const b = 2;',
      'f(a, b);',
      '/*',
      'x */ g();',
      '',
    ].join('\n'),
  );
  assert.deepEqual(codeLines([file]), { files: 1, lines: 4 });
});
