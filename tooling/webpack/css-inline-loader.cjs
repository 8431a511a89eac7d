// Minimal CSS loader for @fontsource: injects the stylesheet with its font URLs resolved by webpack.
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
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.setAttribute('data-source', 'fontsource');
  style.textContent = ${body};
  document.head.appendChild(style);
}
export {};`;
};
