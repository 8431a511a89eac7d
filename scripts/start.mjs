// `pnpm start`: production builds of the four frontends, served for real, plus the API on the
// embedded database (seeded with demo content on first start).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createStaticServer } from './serve.mjs';
import { portsFromEnv } from '../contracts/src/ports.mjs';

const host = process.env.HOST || '127.0.0.1';
const ports = portsFromEnv(process.env);
const env = {
  ...process.env,
  API_PORT: String(ports.api),
  SHELL_PORT: String(ports.shell),
  LEARNER_PORT: String(ports.learner),
  TUTOR_PORT: String(ports.tutor),
  BACKOFFICE_PORT: String(ports.backoffice),
};

// The design catalogue (Storybook) is served too, unless --no-storybook (the e2e servers skip it).
const withStorybook = !process.argv.includes('--no-storybook');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (withStorybook) {
    const catalogue = spawnSync('pnpm', ['run', 'build-storybook'], { stdio: 'inherit', env });
    if (catalogue.status !== 0) process.exit(catalogue.status ?? 1);
  }
}

const children = [];
if (!process.argv.includes('--no-api')) {
  const api = spawn('pnpm', ['--filter', '@ai-women/api', 'start'], {
    stdio: 'inherit',
    // The demo takes no money: sandbox payments are allowed here even with NODE_ENV=production.
    env: { ALLOW_SANDBOX_PAYMENTS: '1', ...env, PORT: String(ports.api), HOST: host },
  });
  api.on('exit', (code) => {
    console.error(`API exited (${code}); stopping.`);
    shutdown(code ?? 1);
  });
  children.push(api);
}

const sites = [
  ['shell', 'shell/dist', ports.shell],
  ['learner-app', 'learner-app/dist', ports.learner],
  ['tutor-portal', 'tutor-portal/dist', ports.tutor],
  ['back office', 'backoffice/dist', ports.backoffice],
];
if (withStorybook) {
  if (fs.existsSync('storybook-static/index.html'))
    sites.push(['catalogue (Storybook)', 'storybook-static', ports.storybook]);
  else
    console.warn(
      'No built catalogue in storybook-static/ (run pnpm build-storybook, or pnpm start without --no-build).',
    );
}
const servers = sites.map(([name, root, port]) =>
  createStaticServer({ root, env }).listen(port, host, () => console.log(`${name}: http://${host}:${port}`)),
);

function shutdown(code = 0) {
  for (const server of servers) server.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log(
  `\nAarohi is starting: open http://${host}:${ports.shell} (tutor portal alone: http://${host}:${ports.tutor}/tutorlogin` +
    `; staff back office: http://${host}:${ports.shell}/staff/login, alone: http://${host}:${ports.backoffice}/staff/login` +
    `${withStorybook ? `; design catalogue: http://${host}:${ports.storybook}` : ''})\n`,
);
