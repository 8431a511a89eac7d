// `pnpm dev`: dev servers with hot reload for shell, learner-app, tutor-portal and the back office, plus the API in watch mode.
import { spawn } from 'node:child_process';
import { portsFromEnv } from '../contracts/src/ports.mjs';

const ports = portsFromEnv(process.env);
const env = {
  ...process.env,
  HOST: process.env.HOST || '127.0.0.1',
  SHELL_PORT: String(ports.shell),
  LEARNER_PORT: String(ports.learner),
  TUTOR_PORT: String(ports.tutor),
  BACKOFFICE_PORT: String(ports.backoffice),
  API_PORT: String(ports.api),
};

const processes = [
  ['shell', ['--filter', '@ai-women/shell', 'run', 'dev']],
  ['learner', ['--filter', '@ai-women/learner-app', 'run', 'dev']],
  ['tutor', ['--filter', '@ai-women/tutor-portal', 'run', 'dev']],
  ['backoffice', ['--filter', '@ai-women/backoffice', 'run', 'dev']],
];
processes.push(['api', ['--filter', '@ai-women/api', 'run', 'dev']]);

const children = processes.map(([name, args]) => {
  const child = spawn('pnpm', args, { env: name === 'api' ? { ...env, PORT: env.API_PORT } : env });
  const prefix = `[${name}]`.padEnd(10);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) console.log(prefix, line);
    });
  }
  child.on('exit', (code) => console.log(prefix, `exited (${code})`));
  return child;
});

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(
  `dev: shell http://${env.HOST}:${env.SHELL_PORT}, learner :${env.LEARNER_PORT}, tutor :${env.TUTOR_PORT}, back office :${env.BACKOFFICE_PORT}, api :${env.API_PORT}`,
);
