const { createConfig } = require('../tooling/webpack/federation.cjs');
const { exposedPages } = require('../tooling/webpack/exposed-pages.cjs');

// Every file in src/app/exposed is one lazily loaded page of the remote.
const exposes = exposedPages(__dirname);

module.exports = createConfig({
  appDir: __dirname,
  serverEntry: './src/server.tsx',
  name: 'tutor',
  exposes,
  port: Number(process.env.TUTOR_PORT || 3002),
  title: 'Aarohi Tutor Portal',
});
