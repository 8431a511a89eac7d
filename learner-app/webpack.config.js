const { createConfig } = require('../tooling/webpack/federation.cjs');
const { portsFromEnv } = require('../contracts/src/ports.mjs');
const { exposedPages } = require('../tooling/webpack/exposed-pages.cjs');

// Every file in src/app/exposed is one lazily loaded page of the remote.
const exposes = exposedPages(__dirname);

module.exports = createConfig({
  appDir: __dirname,
  serverEntry: './src/server.tsx',
  name: 'learner',
  exposes,
  port: portsFromEnv(process.env).learner,
  title: 'Aarohi — learner pages (dev harness)',
  // The payment-confirmation letterhead lives in contracts: the API attaches the same PDF to receipts.
  copy: [
    {
      from: require.resolve('@ai-women/contracts/assets/payment-confirmation-template.pdf'),
      to: 'templates/payment-confirmation-template.pdf',
    },
  ],
});
