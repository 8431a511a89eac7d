/**
 * The architecture as a lint rule, `aarohi/boundaries`. Every import (static, dynamic, re-export,
 * require) is resolved to the workspace folder it lands in, and refused when it crosses a line:
 *
 * - the apps (shell, learner-app, tutor-portal, backoffice) never import each other: they meet only
 *   through Module Federation at run time, so the shell imports no remote's source;
 * - a feature folder (`<app>/src/features/<name>/`) never imports another feature folder: what two
 *   features share moves to the app's shared folders (lib, components), web-core or web-ui;
 * - ui-kit (the look) imports no app, no web-core (the behaviour) and no web-ui;
 * - web-core (the behaviour) imports no app, no ui-kit and no web-ui: what needs both the behaviour
 *   and the look (the providers, server rendering, start-up, shared forms) lives in web-ui;
 * - contracts (shared by the browser and the API) imports nothing of ours;
 * - the quiz bank (`contracts/src/quiz-bank`, the questions with their correct options) is imported
 *   only by the API and the end-to-end tests: the browser is sent a question's options, and the
 *   answers only with her graded attempt;
 * - the practice tasks (`contracts/src/practice-tasks`, 75 of them in two languages) are imported by
 *   the API, the catalogue's mocks and the end-to-end tests only: a page is sent the one task it shows.
 *
 * Resolution is by path, not by a module resolver: relative specifiers are joined to the file's
 * folder, `@ai-women/<package>` names map to the package's folder. Nothing else is ours.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const APPS = new Set(['shell', 'learner-app', 'tutor-portal', 'backoffice']);
const PACKAGES = new Set([
  ...APPS,
  'ui-kit',
  'web-core',
  'web-ui',
  'contracts',
  'api',
  'catalogue',
  'tooling',
  'e2e',
]);

/** Where a repository path is: its top folder (package) and, inside an app, its feature. */
function place(relative) {
  const parts = relative.split(/[\\/]/);
  const pkg = PACKAGES.has(parts[0]) ? parts[0] : null;
  const feature = pkg && parts[1] === 'src' && parts[2] === 'features' && parts.length > 4 ? parts[3] : null;
  return { pkg, feature };
}

/** The repository path an import lands in, or null when it is not ours (a library, a federated remote). */
function target(fromFile, specifier) {
  if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier));
  const m = /^@ai-women\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!m) return null;
  return `${m[1]}${m[2] ? `/src${m[2]}` : '/src/index'}`;
}

/** Why `from` may not import `to`, or null when it may. */
export function crossing(fromRelative, toRelative) {
  const from = place(fromRelative);
  const to = place(toRelative);
  if (!from.pkg || !to.pkg) return null;
  if (
    /^contracts[\\/]src[\\/]quiz-bank([\\/]|$)/.test(toRelative) &&
    !['api', 'contracts', 'e2e'].includes(from.pkg)
  )
    return `${from.pkg} imports the quiz bank: its correct answers never reach a browser (the API grades).`;
  if (
    /^contracts[\\/]src[\\/]practice-tasks([\\/]|$)/.test(toRelative) &&
    !['api', 'contracts', 'e2e', 'catalogue'].includes(from.pkg)
  )
    return `${from.pkg} imports the practice tasks: a page is sent the one task it shows by the API, not all 75.`;
  if (from.pkg !== to.pkg) {
    if (APPS.has(from.pkg) && APPS.has(to.pkg))
      return `${from.pkg} imports ${to.pkg}: apps never import each other (they meet through Module Federation at run time).`;
    if (from.pkg === 'ui-kit' && (APPS.has(to.pkg) || to.pkg === 'web-core' || to.pkg === 'web-ui'))
      return `ui-kit imports ${to.pkg}: the design system imports no app and no web-core.`;
    if (from.pkg === 'web-core' && (APPS.has(to.pkg) || to.pkg === 'ui-kit' || to.pkg === 'web-ui'))
      return `web-core imports ${to.pkg}: the browser's behaviour imports no app and no look; what needs the look goes to web-ui.`;
    if (from.pkg === 'web-ui' && APPS.has(to.pkg))
      return `web-ui imports ${to.pkg}: what the apps share imports no app.`;
    if (from.pkg === 'contracts')
      return `contracts imports ${to.pkg}: contracts is shared by the browser and the API and imports nothing of ours.`;
    return null;
  }
  if (from.feature && to.feature && from.feature !== to.feature)
    return `features/${from.feature} imports features/${to.feature}: a feature never imports another feature; move the shared part to the app's shared folders or to web-core.`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps imports inside the lines of the architecture (apps, features, ui-kit, contracts).',
    },
    schema: [],
    messages: { crossing: '{{why}}' },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const fromRelative = path.relative(ROOT, file);
    if (fromRelative.startsWith('..')) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = target(file, source.value);
      if (!to) return;
      const why = crossing(fromRelative, to);
      if (why) context.report({ node: source, messageId: 'crossing', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
      CallExpression: (node) => {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isMock =
          callee.type === 'MemberExpression' &&
          callee.object.name === 'jest' &&
          callee.property.name === 'mock';
        const [first] = node.arguments;
        if ((isRequire || isMock) && first?.type === 'Literal') check(node, first);
      },
      TSImportType: (node) => {
        const literal = node.argument?.literal ?? node.argument;
        if (literal?.type === 'Literal') check(node, literal);
      },
    };
  },
};

export default { meta: { name: 'aarohi' }, rules: { boundaries: rule } };
