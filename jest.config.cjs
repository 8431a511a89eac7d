// One jest config for the whole workspace: `pnpm jest` runs every package's tests.
// The API project is run separately in band by `pnpm test` (it opens real databases).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const transform = { '^.+\\.(t|j|mj|cj)sx?$': swc };
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm/)?(storybook|@storybook|until-async|rettime|@open-draft|msw|@mswjs|@bundled-es-modules|typebox)[@+/])',
];

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform,
  transformIgnorePatterns,
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.ts'],
  moduleNameMapper: {
    '\\.(pdf|svg|png|jpg|woff2?|css)(\\?.*)?$': '<rootDir>/../tooling/jest/file-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  rootDir: __dirname,
  testTimeout: 30000,
  projects: [
    web('ui-kit'),
    web('web-core'),
    web('web-ui'),
    web('shell'),
    web('learner-app'),
    web('tutor-portal'),
    web('backoffice'),
    {
      displayName: 'contracts',
      rootDir: '<rootDir>/contracts',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      testTimeout: 60000,
    },
  ],
};
