// styled-components' own swc plugin, as every app's browser and server builds run it. Each styled
// component gets a componentId from a hash of its file's source and its place in the file, instead
// of styled-components' default (a counter per tag name, in module evaluation order): a remote's
// server render (its pages in its own process) and the browser (the shell plus whichever remote pages
// it loaded, in any order) then produce the same class names, so hydration matches, and the same
// file gives the same ids in every app that bundles it (the ui-kit in the shell and in a remote).
// It also minifies the CSS inside the template literals and marks the components pure, so a bundle
// drops the ones it never renders.
const path = require('node:path');

/** [plugin, options] for swc's jsc.experimental.plugins. The plugin is a root devDependency, built for the pinned @swc/core. */
const STYLED_COMPONENTS_PLUGIN = [
  require.resolve('@swc/plugin-styled-components', { paths: [path.join(__dirname, '../..')] }),
  {
    ssr: true,
    displayName: false,
    fileName: false,
    minify: true,
    pure: true,
    transpileTemplateLiterals: true,
  },
];

module.exports = { STYLED_COMPONENTS_PLUGIN };
