// Minimal CSS loader for @fontsource: injects the stylesheet with its font URLs resolved by webpack,
// unless the server already inlined the fonts into the page (style[data-source=fontsource][data-ssr]).
// The module's default export is the stylesheet's text (server renderers inline it).
// @fontsource's one-subset files (devanagari-400.css) carry no unicode-range; without one, a page
// would download the Devanagari face for its Latin text too. With it, the browser fetches the file
// only for a page that has Devanagari letters (a Hindi page, or a Hindi name on an English one).
const SUBSET_RANGES = {
  // Devanagari letters and marks only: not the rupee sign (U+20B9), which English prices use and
  // Inter draws, so an English page with a price never fetches the Devanagari face for it.
  devanagari: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+25CC,U+A830-A839,U+A8E0-A8FF',
};

function withUnicodeRange(source, resourcePath = '') {
  const subset = /[\\/]([a-z-]+)-\d{3}(?:-italic)?\.css$/.exec(resourcePath)?.[1];
  const range = subset && SUBSET_RANGES[subset];
  if (!range || /unicode-range/.test(source)) return source;
  return source.replace(/(@font-face\s*{[^}]*?)(\s*})/g, `$1\n  unicode-range: ${range};$2`);
}

module.exports = function cssInlineLoader(input) {
  const source = withUnicodeRange(input, this && this.resourcePath);
  const urls = [];
  const css = source.replace(/url\((['"]?)([^'")]+)\1\)/g, (_m, _q, url) => {
    if (/^(data:|https?:|#)/.test(url)) return `url(${url})`;
    urls.push(url);
    return `url(__CSS_URL_${urls.length - 1}__)`;
  });
  const imports = urls.map((u, i) => `import __u${i} from ${JSON.stringify(u)};`).join('\n');
  const body = JSON.stringify(css).replace(/__CSS_URL_(\d+)__/g, (_m, i) => `" + __u${i} + "`);
  return `${imports}
const css = ${body};
if (typeof document !== 'undefined' && !document.querySelector('style[data-source="fontsource"][data-ssr]')) {
  const style = document.createElement('style');
  style.setAttribute('data-source', 'fontsource');
  style.textContent = css;
  document.head.appendChild(style);
}
export default css;`;
};
