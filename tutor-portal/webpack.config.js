const { createConfig } = require('../tooling/webpack/federation.cjs');
const { portsFromEnv } = require('../contracts/src/ports.mjs');
const { exposedPages } = require('../tooling/webpack/exposed-pages.cjs');

// Every file in src/app/exposed is one lazily loaded page of the remote.
const exposes = exposedPages(__dirname);

module.exports = createConfig({
  appDir: __dirname,
  serverEntry: './src/server.tsx',
  name: 'tutor',
  exposes,
  port: portsFromEnv(process.env).tutor,
  title: 'Aarohi Tutor Portal',
});
