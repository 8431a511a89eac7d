// `pnpm dev`: dev servers with hot reload for shell, learner-app, tutor-portal and the back office,
// plus the API in watch mode, side by side under `concurrently` (prefixed output; Ctrl+C or one
// server failing stops them all).
import concurrently from 'concurrently';
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

const servers = [
  { name: 'shell', command: 'pnpm --filter @ai-women/shell run dev', env },
  { name: 'learner', command: 'pnpm --filter @ai-women/learner-app run dev', env },
  { name: 'tutor', command: 'pnpm --filter @ai-women/tutor-portal run dev', env },
  { name: 'backoffice', command: 'pnpm --filter @ai-women/backoffice run dev', env },
  { name: 'api', command: 'pnpm --filter @ai-women/api run dev', env: { ...env, PORT: env.API_PORT } },
];

console.log(
  `dev: shell http://${env.HOST}:${env.SHELL_PORT}, learner :${env.LEARNER_PORT}, tutor :${env.TUTOR_PORT}, back office :${env.BACKOFFICE_PORT}, api :${env.API_PORT}`,
);
const { result } = concurrently(servers, { prefix: 'name', killOthersOn: ['failure'], prefixColors: 'auto' });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
