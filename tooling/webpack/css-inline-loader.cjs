// Minimal CSS loader for @fontsource: injects the stylesheet with its font URLs resolved by webpack,
// unless the server already inlined the fonts into the page (style[data-source=fontsource][data-ssr]).
// The module's default export is the stylesheet's text (server renderers inline it).
module.exports = function cssInlineLoader(source) {
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
