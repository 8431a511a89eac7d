const { createConfig } = require('../tooling/webpack/federation.cjs');

module.exports = createConfig({
  appDir: __dirname,
  serverEntry: './src/server.tsx',
  name: 'shell',
  port: Number(process.env.SHELL_PORT || 3000),
  title: 'Aarohi — AI for Women',
});
