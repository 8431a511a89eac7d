const { createConfig } = require('../tooling/webpack/federation.cjs');
const { portsFromEnv } = require('../contracts/src/ports.mjs');
const { exposedPages } = require('../tooling/webpack/exposed-pages.cjs');

// Every file in src/app/exposed is one lazily loaded page of the remote. Staff pages are never
// public, so there is no server renderer (no serverEntry): they render in the browser after sign-in.
module.exports = createConfig({
  appDir: __dirname,
  name: 'backoffice',
  exposes: exposedPages(__dirname),
  port: portsFromEnv(process.env).backoffice,
  title: 'Aarohi Back Office',
});
