// `pnpm dev`: dev servers with hot reload for shell, learner-app, tutor-portal and the back office, plus the API in watch mode.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  HOST: process.env.HOST || '127.0.0.1',
  SHELL_PORT: process.env.SHELL_PORT || '3000',
  LEARNER_PORT: process.env.LEARNER_PORT || '3001',
  TUTOR_PORT: process.env.TUTOR_PORT || '3002',
  BACKOFFICE_PORT: process.env.BACKOFFICE_PORT || '3003',
  API_PORT: process.env.API_PORT || '4000',
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
