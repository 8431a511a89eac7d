import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import aarohi from './tooling/eslint/boundaries.mjs';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'learner-app-redeploy-*/**',
      'storybook-static/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/reports/**',
      'e2e/visual/report/**',
      '.storybook/public/mockServiceWorker.js',
      'api/data/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // The architecture's lines (tooling/eslint/boundaries.mjs): apps, features, ui-kit, contracts.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { aarohi },
    rules: { 'aarohi/boundaries': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright fixtures use `use`, which is not a React hook
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': 'off' },
  },
  {
    // The webpack and jest tooling is CommonJS and runs in Node
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // webpack configs are CommonJS
    files: ['**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // India's time zone and offset are spelled once, in contracts/src/india-time.ts; everything else
    // asks it (INDIA_TIME_ZONE, atIndiaTime, indiaDay…), so no module hand-shifts a clock by +05:30.
    files: ['{api,contracts,web-core,web-ui,ui-kit,shell,learner-app,tutor-portal,backoffice}/src/**/*.{ts,tsx,mjs}'],
    ignores: ['contracts/src/india-time.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/Asia\\/Kolkata|[+]05:?30/]',
          message: "India's time zone and offset live in contracts/src/india-time.ts: use INDIA_TIME_ZONE or its helpers.",
        },
        {
          selector: 'TemplateElement[value.raw=/Asia\\/Kolkata|[+]05:?30/]',
          message: "India's time zone and offset live in contracts/src/india-time.ts: use INDIA_TIME_ZONE or its helpers.",
        },
      ],
    },
  },
  {
    // Every screen of the learner app and the shell's frame speaks Hindi too: a user-visible string
    // literal in their JSX would show English on a Hindi page. Their words live in src/i18n (en and hi)
    // and are read with useT(). A glob, not a list, so a new screen is guarded from its first line.
    // (The tutor portal and the back office are English only.)
    files: ['learner-app/src/**/*.tsx', 'shell/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': {
            include: ['^(label|title|alt|placeholder|aria-label|helperText|description|intro|content)$'],
          },
        },
      ],
    },
  },
);
