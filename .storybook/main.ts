import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../ui-kit/src/**/*.mdx', '../ui-kit/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
};
export default config;
