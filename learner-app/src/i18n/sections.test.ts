/**
 * Each module adds the English sections it reads (`englishTexts({ home })`), so a page's chunk
 * carries its own words. A module that reads a section it did not add would still work while some
 * other module on the same page happens to add it, and show raw keys the day it is alone: this
 * reads every module and requires each section it names to be one it adds.
 */
import fs from 'node:fs';
import path from 'node:path';
import english from './en';

const src = path.resolve(__dirname, '..');
const sections = Object.keys(english);
// A key is a quoted `section.something`; an event name such as 'payment.failed' is not one.
const keyPattern = new RegExp(String.raw`(?<![\w./-])['"\x60](${sections.join('|')})\.[A-Za-z0-9_$.{}]`, 'g');
const notTexts = new Set(['features/payment/lib/checkout.ts']);

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : modules(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name) ? [full] : [];
  });
}

/** The sections a module reads, and the sections it adds. */
function sectionsOf(source: string) {
  const read = new Set([...source.matchAll(keyPattern)].map((m) => m[1]!));
  const call = /englishTexts\(\{([^}]*)\}\)/.exec(source);
  const added = new Set(call ? call[1]!.split(',').map((part) => part.split(':')[0]!.trim()).filter(Boolean) : []);
  return { read, added };
}

describe("the learner's English texts, section by section", () => {
  const files = modules(src).filter((file) => !notTexts.has(path.relative(src, file)));

  it('finds the modules that read texts', () => {
    expect(files.filter((file) => sectionsOf(fs.readFileSync(file, 'utf8')).read.size > 0).length).toBeGreaterThan(30);
  });

  it('has every module add each section it reads', () => {
    const missing = Object.fromEntries(
      files.flatMap((file) => {
        const { read, added } = sectionsOf(fs.readFileSync(file, 'utf8'));
        const lacking = [...read].filter((section) => !added.has(section));
        return lacking.length ? [[path.relative(src, file), lacking]] : [];
      }),
    );
    expect(missing).toEqual({});
  });

  it('would notice a section read but not added', () => {
    const { read, added } = sectionsOf("englishTexts({ home: homeTexts });\nt('home.title'); t('legal.terms.title');");
    expect([...read].filter((section) => !added.has(section))).toEqual(['legal']);
  });
});
