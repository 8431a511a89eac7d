// The workspace's TypeScript programs. One program per package re-checked the shared packages
// (ui-kit, web-core, web-ui, contracts) once per app — styled-components' types alone cost ~30 s a
// program — so the browser packages share one program; the API (Node's lib, no DOM) and the
// Playwright suite (no jest globals) keep their own, with the compiler options their packages set.
// scripts/test/typecheck-programs.test.mjs fails when a tracked TypeScript file is in none of them.
export const TYPECHECK_PROGRAMS = [
  { name: 'browser packages', project: 'tsconfig.web.json' },
  { name: 'api', project: 'api/tsconfig.json' },
  { name: 'e2e', project: 'e2e/tsconfig.json' },
];
