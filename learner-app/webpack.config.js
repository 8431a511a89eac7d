const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../tooling/webpack/federation.cjs');

// Every file in src/app/exposed is one lazily loaded page of the remote.
const exposedDir = path.join(__dirname, 'src/app/exposed');
const exposes = Object.fromEntries(
  fs
    .readdirSync(exposedDir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/app/exposed/${file}`]),
);

module.exports = createConfig({
  appDir: __dirname,
  serverEntry: './src/server.tsx',
  name: 'learner',
  exposes,
  port: Number(process.env.LEARNER_PORT || 3001),
  title: 'Aarohi — learner pages (dev harness)',
  // The payment-confirmation letterhead lives in contracts: the API attaches the same PDF to receipts.
  copy: [
    {
      from: require.resolve('@ai-women/contracts/assets/payment-confirmation-template.pdf'),
      to: 'templates/payment-confirmation-template.pdf',
    },
  ],
});
