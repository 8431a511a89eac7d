// A remote's exposed pages: every page file in <appDir>/src/app/exposed, as Module Federation
// `exposes` ({ './Home': './src/app/exposed/Home.tsx' }). The remotes' webpack configs expose
// exactly this, and their route-list tests (src/app/routes.test.ts) check their lists against it.
const fs = require('node:fs');
const path = require('node:path');

function exposedPages(appDir) {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(appDir, 'src/app/exposed'))
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/app/exposed/${file}`]),
  );
}

module.exports = { exposedPages };
