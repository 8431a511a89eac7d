const { createConfig } = require('../tooling/webpack/federation.cjs');
const { portsFromEnv } = require('../contracts/src/ports.mjs');

module.exports = createConfig({
  appDir: __dirname,
  serverEntry: './src/server.tsx',
  name: 'shell',
  port: portsFromEnv(process.env).shell,
  title: 'Aarohi — AI for Women',
});
