/**
 * The only fonts the catalogue's screenshots may draw with. The brand's faces (Inter, Fraunces,
 * JetBrains Mono, Noto Sans and Serif Devanagari) arrive with the stories as web fonts; every other
 * glyph — a star, a tick, a name in Tamil or Malayalam — falls back to a font the browser finds
 * through fontconfig. Left to the machine, that is whatever it has installed (another Debian machine
 * with fonts-noto-core draws a different star), so the visual run points Chromium at a fontconfig of
 * its own: the project's pinned font packages and nothing else, with the generic families named.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The fallback fonts, TrueType only (Chromium's fontconfig path cannot open a web font file):
 * DejaVu for the symbols and punctuation the brand faces lack (★ ☆ ✓ ☰ → ≥) and the generic
 * families, and the Noto Sans faces of the scripts of India that the certificates already embed
 * (contracts' PDF text engine depends on them), so a name in Tamil draws here as in her PDF.
 */
const FALLBACK_FONTS: { pkg: string; from: string }[] = [
  { pkg: 'dejavu-fonts-ttf', from: __dirname },
  ...[
    '',
    '-devanagari',
    '-bengali',
    '-gujarati',
    '-gurmukhi',
    '-kannada',
    '-malayalam',
    '-oriya',
    '-tamil',
    '-telugu',
  ].map((script) => ({
    pkg: `@expo-google-fonts/noto-sans${script}`,
    from: path.resolve(__dirname, '../../contracts'),
  })),
];

function folderOf({ pkg, from }: { pkg: string; from: string }): string {
  return path.dirname(require.resolve(`${pkg}/package.json`, { paths: [from] }));
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Writes the run's fonts.conf under `dir` and returns its path (for FONTCONFIG_FILE). */
export function projectFontconfig(dir: string): string {
  const folders = FALLBACK_FONTS.map(folderOf);
  for (const folder of folders) if (!fs.existsSync(folder)) throw new Error(`font folder missing: ${folder}`);
  const generic = (family: string, prefer: string) =>
    `  <alias><family>${family}</family><prefer><family>${prefer}</family></prefer></alias>`;
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...folders.map((folder) => `  <dir>${xml(folder)}</dir>`),
    `  <cachedir>${xml(path.join(dir, 'cache'))}</cachedir>`,
    generic('sans-serif', 'DejaVu Sans'),
    generic('serif', 'DejaVu Serif'),
    generic('monospace', 'DejaVu Sans Mono'),
    generic('system-ui', 'DejaVu Sans'),
    generic('sans', 'DejaVu Sans'),
    // How glyphs are drawn, as fontconfig's own defaults on Debian set it (its conf.d is not read):
    // anti-aliased, slight hinting, the default LCD filter.
    ...[
      '<edit name="antialias" mode="append"><bool>true</bool></edit>',
      '<edit name="hintstyle" mode="append"><const>hintslight</const></edit>',
      '<edit name="lcdfilter" mode="append"><const>lcddefault</const></edit>',
    ].map((edit) => `  <match target="pattern">${edit}</match>`),
    '</fontconfig>',
    '',
  ].join('\n');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(file, conf);
  return file;
}
