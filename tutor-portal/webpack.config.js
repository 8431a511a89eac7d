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
  name: 'tutor',
  exposes,
  port: Number(process.env.TUTOR_PORT || 3002),
  title: 'Aarohi Tutor Portal',
});
