const { createConfig } = require('../tooling/webpack/federation.cjs');
const { exposedPages } = require('../tooling/webpack/exposed-pages.cjs');

// Every file in src/app/exposed is one lazily loaded page of the remote. Staff pages are never
// public, so there is no server renderer (no serverEntry): they render in the browser after sign-in.
module.exports = createConfig({
  appDir: __dirname,
  name: 'backoffice',
  exposes: exposedPages(__dirname),
  port: Number(process.env.BACKOFFICE_PORT || 3003),
  title: 'Aarohi Back Office',
});
