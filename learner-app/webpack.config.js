const { createConfig } = require('../tooling/webpack/federation.cjs');
const { portsFromEnv } = require('../contracts/src/ports.mjs');
const { exposedPages } = require('../tooling/webpack/exposed-pages.cjs');
const path = require('node:path');

// The payment confirmation draws names in every script the name rule accepts: the Noto fonts and
// HarfBuzz's wasm (dependencies of contracts) ship next to the app and are fetched only when she
// downloads the PDF, each font only if her name needs it.
const contractsDir = path.dirname(require.resolve('@ai-women/contracts/package.json'));
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [contractsDir] }));
const pdfTextFiles = [
  ...Object.keys(require('@ai-women/contracts/package.json').dependencies)
    .filter((name) => name.startsWith('@expo-google-fonts/'))
    .map((name) => ({
      from: `${packageDir(name).replace(/\\/g, '/')}/{400Regular,700Bold}/*.ttf`,
      to: 'pdf-text/[name][ext]',
    })),
  ...['hb.wasm', 'hb-subset.wasm'].map((file) => ({
    from: path.join(packageDir('harfbuzzjs'), file),
    to: `pdf-text/${file}`,
  })),
];

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
    ...pdfTextFiles,
  ],
});
