// Source maps must not publish where the build ran (a machine's folders and user names): webpack's `sources` are
// already `webpack://…` relative names, but generated modules (Module Federation's entry) import
// runtime files by absolute path and their text lands in `sourcesContent`. After the source maps
// are written, every occurrence of the workspace root in a .map asset becomes a relative path.
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');

class StripBuildPathsPlugin {
  constructor(root = WORKSPACE_ROOT) {
    this.root = root;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StripBuildPathsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StripBuildPathsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.map')) continue;
            const text = assets[name].source().toString();
            if (!text.includes(this.root)) continue;
            const cleaned = text.split(`${this.root}/`).join('').split(this.root).join('.');
            compilation.updateAsset(name, new sources.RawSource(cleaned));
          }
        },
      );
    });
  }
}

module.exports = { StripBuildPathsPlugin, WORKSPACE_ROOT };
