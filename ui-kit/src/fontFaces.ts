// The brand fonts' @font-face rules as text, for server renderers that inline them into the page
// (the browser then skips injecting them again; see tooling/webpack/css-inline-loader.cjs).
import inter400 from '@fontsource/inter/latin-400.css';
import inter600 from '@fontsource/inter/latin-600.css';
import fraunces600 from '@fontsource/fraunces/latin-600.css';
import mono400 from '@fontsource/jetbrains-mono/latin-400.css';
import mono600 from '@fontsource/jetbrains-mono/latin-600.css';
import devanagari400 from '@fontsource/noto-sans-devanagari/devanagari-400.css';
import devanagari600 from '@fontsource/noto-sans-devanagari/devanagari-600.css';
import devanagariHeading600 from '@fontsource/noto-serif-devanagari/devanagari-600.css';

const firstWoff2 = (css: string) => /url\(([^)]+\.woff2)\)/.exec(css)?.[1];

/**
 * `font-display: optional` in server-rendered pages: the preloaded fonts are used when they arrive
 * in time for the first paint, and otherwise the fallback stays, so text never re-flows after the
 * first paint (layout shift). Client-rendered pages keep @fontsource's `swap`.
 */
export const fontFaceCss = [
  inter400,
  inter600,
  fraunces600,
  mono400,
  mono600,
  devanagari400,
  devanagari600,
  devanagariHeading600,
]
  .join('\n')
  .replace(/font-display:\s*swap/g, 'font-display: optional');

/** Body text (Inter 400) and headings (Fraunces 600): what the first screen paints with. */
export const preloadedFonts = [firstWoff2(inter400), firstWoff2(fraunces600)].filter((url): url is string =>
  Boolean(url),
);

/** What a Hindi page's first screen paints with besides those: Devanagari text (regular and semibold: buttons, links) and headings. */
export const preloadedHindiFonts = [
  firstWoff2(devanagari400),
  firstWoff2(devanagari600),
  firstWoff2(devanagariHeading600),
].filter((url): url is string => Boolean(url));
