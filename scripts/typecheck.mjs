// `pnpm typecheck`: the workspace's TypeScript programs (scripts/typecheck-programs.mjs), two at a
// time on a two-core machine, each program's messages printed together when it ends.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { TYPECHECK_PROGRAMS } from './typecheck-programs.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const lanes = Number(process.env.TYPECHECK_LANES || 2);

function check({ name, project }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${status === 0 ? 'ok  ' : 'FAIL'} typecheck ${name} (${project}, ${seconds} s)\n${out}`);
      resolve(status === 0);
    });
  });
}

const queue = [...TYPECHECK_PROGRAMS];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(lanes, queue.length) }, async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
