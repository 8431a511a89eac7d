// A remote's route list, published at run time: the build writes src/app/routes.ts's list as
// routes.json next to mf-manifest.json, so the shell (in the browser and on its server) builds the
// site's route table from the remotes that are running, not from what it was built with.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const ROUTE_LIST_FILE = 'routes.json';

/** The one array src/app/routes.ts exports (it is plain data; its imports are types only). */
function readRouteList(appDir) {
  const file = path.join(appDir, 'src/app/routes.ts');
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const loaded = new Module(file);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(code, file);
  const lists = Object.values(loaded.exports).filter(Array.isArray);
  if (lists.length !== 1) throw new Error(`${file} must export exactly one route list`);
  return lists[0];
}

/** Emits routes.json ({ routes: [...] }) into the browser build, in development and production. */
class PublishRouteListPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishRouteListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishRouteListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(path.join(this.appDir, 'src/app/routes.ts'));
          const routes = readRouteList(this.appDir);
          compilation.emitAsset(ROUTE_LIST_FILE, new sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { readRouteList, PublishRouteListPlugin, ROUTE_LIST_FILE };
