// Gives every styled component a componentId derived from its package, file and position, instead of
// styled-components' default (a counter per tag name, in module evaluation order). Server renders
// (one remote's pages in its own process) and the browser (the shell plus whichever remote pages it
// loaded, in any order) then produce the same class names, so hydration matches. Runs after swc,
// on plain JavaScript: `styled.div\`…\``, `styled(Link)\`…\`` and their `.attrs(…)` forms.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const STYLED = /\bstyled(\.[A-Za-z][A-Za-z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:`|\.attrs\b))/g;
const packageNames = new Map();

/** '<package name>/<path inside the package>': the same wherever the package is checked out or copied. */
function stableName(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (packageNames.has(dir)) break;
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      packageNames.set(dir, JSON.parse(fs.readFileSync(manifest, 'utf8')).name || path.basename(dir));
      break;
    }
    dir = path.dirname(dir);
  }
  const name = packageNames.get(dir) ?? '';
  return `${name}/${path.relative(dir, file).split(path.sep).join('/')}`;
}

function styledIdsLoader(source) {
  if (!source.includes('styled')) return source;
  const fileHash = crypto.createHash('sha1').update(stableName(this.resourcePath)).digest('base64url').replace(/[-_]/g, 'x').slice(0, 6);
  let index = 0;
  return source.replace(STYLED, (match) => `${match}.withConfig({ componentId: "a${fileHash}${(index++).toString(36)}" })`);
}

module.exports = styledIdsLoader;
module.exports.stableName = stableName;
