/**
 * The pages' texts go through the few lines of i18n.tsx instead of i18next (20 KB gzip less on every
 * first load). The texts stay in i18next's format, so i18next is the reference: for every text of
 * every app, in every language, both must give the same output — placeholders, plurals, lists and
 * markup included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { Trans as I18nextTrans } from 'react-i18next';
import { LANGUAGES, Trans, fixedT, registerTranslations, type Language } from './i18n';

const root = path.resolve(__dirname, '../..');
/** An app's texts in one language: one JSON file, or a folder with one JSON file per section. */
function readTexts(dir: string, language: Language): Record<string, unknown> {
  const file = path.join(root, dir, `src/i18n/${language}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const folder = path.join(root, dir, `src/i18n/${language}`);
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -5), JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as unknown]),
  );
}

const apps = fs
  .readdirSync(root)
  .filter((dir) => ['en.json', 'en'].some((name) => fs.existsSync(path.join(root, dir, 'src/i18n', name))))
  .map((dir) => ({
    ns: `parity-${dir}`,
    texts: Object.fromEntries(LANGUAGES.map((l) => [l, readTexts(dir, l)])) as Record<Language, Record<string, unknown>>,
  }));

// Both apps' texts must be found, or the comparison below would pass on nothing.
it('reads the texts of the shell and the learner app', () => {
  expect(apps.map((app) => app.ns).sort()).toEqual(['parity-learner-app', 'parity-shell']);
});

const reference = createInstance();
void reference.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(apps.map((app) => [app.ns, app.texts[language]])),
    ]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});
for (const app of apps) registerTranslations(app.ns, app.texts);

/** Every key of a text tree: strings by their dotted key, lists and groups as whole objects too. */
function keysOf(node: unknown, prefix = ''): { key: string; value: unknown }[] {
  if (typeof node === 'string' || Array.isArray(node)) return [{ key: prefix, value: node }];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/** A value for each placeholder the text holds, named after it. */
function valuesFor(value: unknown): Record<string, unknown> {
  const names = [...JSON.stringify(value).matchAll(/\{\{\s*([^}\s,]+)/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, name === 'count' ? 3 : `‹${name}›`]));
}

it('finds the apps’ texts', () => {
  expect(apps.map((app) => app.ns)).toEqual(expect.arrayContaining(['parity-learner-app', 'parity-shell']));
});

describe.each(apps)('$ns', ({ ns, texts }) => {
  it.each(LANGUAGES)('gives i18next’s output for every text in %s', (language) => {
    const mine = fixedT(language, ns);
    const theirs = reference.getFixedT(language, ns);
    let compared = 0;
    for (const { key, value } of keysOf(texts.en)) {
      const values = valuesFor(value);
      if (typeof value === 'string') {
        expect([key, mine(key, values)]).toEqual([key, theirs(key, values)]);
        if ('count' in values)
          expect([key, mine(key, { ...values, count: 1 })]).toEqual([
            key,
            theirs(key, { ...values, count: 1 }),
          ]);
        const tags = [...value.matchAll(/<(\w+)\s*\/?>/g)].map((m) => m[1]!);
        if (tags.length) {
          const components = tags.every((tag) => /^\d+$/.test(tag))
            ? [<strong key="0" />, <em key="1" />, <b key="2" />]
            : // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the text inside
              Object.fromEntries(tags.map((tag) => [tag, <a key={tag} href={`#${tag}`} />]));
          const ours = renderToStaticMarkup(
            <Trans ns={ns} t={mine} i18nKey={key} values={values} components={components} />,
          );
          const i18next = renderToStaticMarkup(
            <I18nextTrans
              i18n={reference}
              t={theirs}
              ns={ns}
              i18nKey={key}
              values={values}
              components={components}
            />,
          );
          expect([key, ours]).toEqual([key, i18next]);
        }
      } else {
        const options = { ...values, returnObjects: true };
        expect([key, mine(key, options)]).toEqual([key, theirs(key, options)]);
      }
      compared += 1;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
