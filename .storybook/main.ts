import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  stories: [
    '../ui-kit/src/**/*.mdx',
    '../ui-kit/src/**/*.stories.@(ts|tsx)',
    // Pages/: the apps' real screens on mocked API answers (catalogue/README in the root README).
    '../catalogue/pages/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // mockServiceWorker.js (msw init) for the Pages stories, and the learner app's images ('/assets/...').
  staticDirs: ['./public', { from: '../learner-app/public/assets', to: '/assets' }],
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
  webpackFinal: async (webpack) => {
    // The apps' own dependencies resolve from their folders (as in tooling/webpack/federation.cjs);
    // react-router-dom stays the real package (the builds' facade re-exports only what apps use).
    webpack.resolve = webpack.resolve ?? {};
    webpack.resolve.modules = [
      ...(webpack.resolve.modules ?? ['node_modules']),
      path.join(root, 'node_modules'),
      path.join(root, 'learner-app/node_modules'),
      path.join(root, 'tutor-portal/node_modules'),
    ];
    // harfbuzzjs names Node's fs for its Node loader; the browser build loads the wasm by URL instead,
    // as the apps' builds do.
    webpack.resolve.fallback = { ...(webpack.resolve.fallback as object), fs: false };
    return webpack;
  },
};
export default config;
