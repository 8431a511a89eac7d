// The architecture's lint rule (tooling/eslint/boundaries.mjs) fires on planted crossings: each
// case lints a virtual file at a real place in the tree through ESLint's Node API and the
// repository's own eslint.config.mjs, so a rule switched off or a broken path match fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'aarohi/boundaries').map((m) => m.message);
}

const CROSSINGS = [
  [
    'shell/src/app/planted.ts',
    "import { Page } from '@ai-women/learner-app/src/app/exposed/Login';\nexport { Page };\n",
    /apps never import each other/,
  ],
  [
    'shell/src/app/planted.ts',
    "export * from '../../../tutor-portal/src/app/routes';\n",
    /apps never import each other/,
  ],
  [
    'backoffice/src/app/planted.tsx',
    "export const load = () => import('../../../learner-app/src/app/routes');\n",
    /apps never import each other/,
  ],
  [
    'learner-app/src/features/payment/planted.ts',
    "import { x } from '../support/api/tickets';\nexport { x };\n",
    /a feature never imports another feature/,
  ],
  [
    'tutor-portal/src/features/tickets/planted.ts',
    "import { x } from '../../features/batches/api/batchQueries';\nexport { x };\n",
    /a feature never imports another feature/,
  ],
  [
    'ui-kit/src/components/planted.tsx',
    "import { api } from '@ai-women/web-core';\nexport { api };\n",
    /imports no app and no web-core/,
  ],
  [
    'ui-kit/src/components/planted.tsx',
    "import { x } from '../../../backoffice/src/lib/api';\nexport { x };\n",
    /imports no app and no web-core/,
  ],
  [
    'web-core/src/planted.ts',
    "import { Button } from '@ai-women/ui-kit';\nexport { Button };\n",
    /web-core imports ui-kit: .* goes to web-ui/,
  ],
  [
    'web-core/src/planted.ts',
    "export { AppProviders } from '@ai-women/web-ui/app-setup';\n",
    /web-core imports web-ui/,
  ],
  [
    'web-ui/src/planted.ts',
    "import { x } from '../../learner-app/src/lib/api';\nexport { x };\n",
    /web-ui imports learner-app/,
  ],
  [
    'learner-app/src/planted.ts',
    "export { QUIZ_BANK } from '@ai-women/contracts/quiz-bank';\n",
    /learner-app imports the quiz bank/,
  ],
  [
    'catalogue/planted.ts',
    "export { moduleQuiz } from '../contracts/src/quiz-bank/index';\n",
    /catalogue imports the quiz bank/,
  ],
  [
    'tutor-portal/src/planted.ts',
    "export { PRACTICE_BANK } from '@ai-women/contracts/practice-tasks';\n",
    /tutor-portal imports the practice tasks/,
  ],
  [
    'contracts/src/planted.ts',
    "import { LIMITS } from '@ai-women/ui-kit';\nexport { LIMITS };\n",
    /imports nothing of ours/,
  ],
  [
    'contracts/src/planted.ts',
    "import { x } from '../../api/src/lib/errors';\nexport { x };\n",
    /imports nothing of ours/,
  ],
];

for (const [file, code, expected] of CROSSINGS) {
  test(`refuses: ${file} → ${/['"]([^'"]+)['"]/.exec(code)[1]}`, async () => {
    const messages = await boundaryMessages(file, code);
    assert.equal(messages.length, 1, `expected one boundary error, got ${JSON.stringify(messages)}`);
    assert.match(messages[0], expected);
  });
}

test('allows what stays inside the lines', async () => {
  const allowed = [
    [
      'learner-app/src/features/payment/planted.ts',
      "import { a } from '../../lib/firstClass';\nimport { b } from './lib/coupon';\nimport { c } from '@ai-women/web-core';\nimport { d } from '@ai-women/ui-kit';\nexport { a, b, c, d };\n",
    ],
    ['shell/src/app/planted.ts', "export const load = () => import('learner/Login');\n"],
    ['web-core/src/planted.ts', "import { LIMITS } from '@ai-women/contracts';\nexport { LIMITS };\n"],
    [
      'web-ui/src/planted.tsx',
      "import { Button } from '@ai-women/ui-kit';\nimport { api } from '@ai-women/web-core';\nexport { Button, api };\n",
    ],
    ['api/src/quizzes/planted.ts', "export { moduleQuiz } from '@ai-women/contracts/quiz-bank';\n"],
    ['api/src/practice/planted.ts', "export { practiceTask } from '@ai-women/contracts/practice-tasks';\n"],
    [
      'contracts/src/planted.ts',
      "import { Type } from 'typebox';\nimport { x } from './constants';\nexport { Type, x };\n",
    ],
  ];
  for (const [file, code] of allowed) assert.deepEqual(await boundaryMessages(file, code), [], file);
});

/** India's zone and offset are written once (contracts/src/india-time.ts); a second spelling fails lint. */
async function indiaTimeMessages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

test('refuses India time spelled outside its module', async () => {
  const planted = [
    [
      'api/src/payments/planted.ts',
      'export const at = (day: string) => new Date(`${day}T00:00:00+05:30`);\n',
    ],
    [
      'shell/src/frame/planted.tsx',
      "export const f = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' });\n",
    ],
    ['learner-app/src/lib/planted.ts', "export const offset = '+0530';\n"],
  ];
  for (const [file, code] of planted) {
    const messages = await indiaTimeMessages(file, code);
    assert.equal(messages.length, 1, `${file}: ${JSON.stringify(messages)}`);
    assert.match(messages[0], /contracts\/src\/india-time\.ts/);
  }
  assert.deepEqual(
    await indiaTimeMessages(
      'contracts/src/india-time.ts',
      "export const INDIA_TIME_ZONE = 'Asia/Kolkata';\n",
    ),
    [],
    'the one module may spell it',
  );
});
