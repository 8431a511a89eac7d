// How the trial's podlet carries a learner fragment ({ html, css, state, status }) through Podium,
// whose podlet content is one HTML string: the page's HTML, then its CSS in a <style> and the rest
// as JSON in a <script type="application/json">, both marked so the layout can take them back out
// (the composed document wants the CSS in <head> and the data in the shell's own JSON block, where
// the browser hydrates from).
import { jsonForScript } from '../../../scripts/compose.mjs';

const CSS_OPEN = '<style data-podlet-css>';
const DATA_OPEN = '<script type="application/json" data-podlet-data>';
const TAIL =
  /<style data-podlet-css>([\s\S]*?)<\/style><script type="application\/json" data-podlet-data>([\s\S]*?)<\/script>$/;

/** The podlet's side: one fragment as the HTML its content route sends. */
export function fragmentToHtml({ html = '', css = '', state, status }) {
  // The fragment's own CSS never holds a closing tag; a page that did would break out of <style>.
  if (/<\/style/i.test(css)) throw new Error('fragment CSS must not contain </style>');
  return `${html}${CSS_OPEN}${css}</style>${DATA_OPEN}${jsonForScript({ state, status })}</script>`;
}

/**
 * The layout's side: the fragment back from the podlet's HTML, or null when the HTML is not one
 * (Podium hands over the fallback, an empty string, when the podlet is down, slow or failing).
 */
export function htmlToFragment(content) {
  const tail = TAIL.exec(content ?? '');
  if (!tail) return null;
  let data;
  try {
    data = JSON.parse(tail[2]);
  } catch {
    return null;
  }
  return { html: content.slice(0, tail.index), css: tail[1], state: data.state, status: data.status };
}
