// The HTML the servers send, checked by html-validate (recommended preset, e2e/html-validate.config.cjs):
// the public pages as the shell composes them and the tutor portal renders them, server-rendered,
// in both languages, with zero errors. A figcaption outside its figure or autocomplete="tel-national"
// on a type=tel field fails here.
import { HtmlValidate } from 'html-validate';
import { test, expect, shellUrl, tutorUrl } from './fixtures';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../html-validate.config.cjs');

const PAGES = [
  `${shellUrl}/`,
  `${shellUrl}/course`,
  `${shellUrl}/about`,
  `${shellUrl}/contact`,
  `${shellUrl}/hi`,
  `${shellUrl}/hi/course`,
  `${shellUrl}/verify/AAR-7KQ2-M9XD-4HTP-R3WN`,
  `${shellUrl}/login`,
  `${shellUrl}/register`,
  `${shellUrl}/loginchoice`,
  `${shellUrl}/registerchoice`,
  `${shellUrl}/blogs`,
  `${shellUrl}/payment`,
  `${shellUrl}/hi/forgot-password`,
  `${shellUrl}/hi/reset-password?token=abc`,
  `${shellUrl}/no-such-page`,
  `${tutorUrl}/tutorlogin`,
  `${tutorUrl}/tutorregister`,
];

test('the public pages are valid HTML (html-validate, recommended preset)', async ({ request }) => {
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const url of PAGES) {
    const response = await request.get(url);
    expect([200, 404], url).toContain(response.status());
    const html = await response.text();
    // What is checked is the server's rendering of the page, not the empty app document.
    expect(html, `${url} is server-rendered`).toMatch(/id="aarohi-ssr"|data-styled/);
    const report = await validator.validateString(html, url);
    for (const result of report.results)
      for (const m of result.messages)
        problems.push(`${url} ${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
  }
  expect(problems).toEqual([]);
});

test('what the validator catches: a figcaption outside its figure, tel-national on type=tel', async () => {
  const validator = new HtmlValidate(config);
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  const figure = await validator.validateString(
    page('<figure><img src="a.png" alt=""><div><figcaption>Asha</figcaption></div></figure>'),
  );
  expect(figure.valid).toBe(false);
  const tel = await validator.validateString(
    page('<label for="p">Phone</label><input id="p" type="tel" autocomplete="tel-national">'),
  );
  expect(tel.valid).toBe(false);
  const fixed = await validator.validateString(
    page(
      '<figure><img src="a.png" alt=""><blockquote>Hi</blockquote><figcaption>Asha</figcaption></figure>' +
        '<label for="p">Phone</label><input id="p" type="tel" autocomplete="tel">',
    ),
  );
  expect(fixed.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
});
