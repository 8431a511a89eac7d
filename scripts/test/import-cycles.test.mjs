// No circle of imports in any package's product code: a circle means two modules that cannot be
// understood, tested or loaded one without the other (and, at run time, one of them sees the
// other half-initialised). Imports are read with TypeScript's own parser; type-only imports (erased
// before run time) and dynamic import() (loaded on demand, after both modules exist) draw no arrow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|cjs)$/;
const isProduct = (f) => !/(\.test\.|\.stories\.|\.d\.ts$|\/test\/|\/__tests__\/)/.test(f);

/** The static, value-carrying relative imports of one file. */
export function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const allTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!allTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    }
  }
  return found.filter((s) => s.startsWith('.'));
}

function resolve(from, spec, files) {
  const base = path.join(path.dirname(from), spec);
  const stem = base.replace(/\.(?:js|mjs|cjs)$/, '');
  for (const c of [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'].map((e) => stem + e), ...['index.ts', 'index.tsx', 'index.mjs'].map((i) => path.join(base, i))])
    if (files.has(c)) return c;
  return null;
}

/** Every circle (as a list of files) in a graph of file → imported files (Tarjan's components). */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return found;
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => SOURCE.test(f) && isProduct(f));
const files = new Set(tracked);
const graph = new Map(
  tracked.map((f) => [f, importsOf(f, fs.readFileSync(path.join(root, f), 'utf8')).map((s) => resolve(f, s, files)).filter(Boolean)]),
);

test('no package has a circle of imports', () => {
  assert.ok(graph.size > 400, `expected the workspace's modules, read ${graph.size}`);
  assert.deepEqual(circles(graph).map((c) => c.join(' → ')), []);
});

test('the reader sees a planted circle, and not a type-only or dynamic one', () => {
  assert.deepEqual(importsOf('a.ts', "import type { A } from './b';\nimport { type B } from './c';\nexport type { C } from './d';\nconst e = () => import('./e');\nimport { f } from './f';\nexport * from './g';\nimport x from 'react';\n"), ['./f', './g']);
  const planted = new Map([...graph, ['api/src/lib/urls.ts', [...graph.get('api/src/lib/urls.ts'), 'api/src/app.ts']]]);
  assert.ok(
    circles(planted).some((c) => c.includes('api/src/lib/urls.ts') && c.includes('api/src/app.ts')),
    'a planted arrow from lib back up to the app makes a circle',
  );
});
