import type { Preview } from '@storybook/react-webpack5';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { AarohiThemeProvider } from '../ui-kit/src/theme/ThemeProvider';
import '../ui-kit/src/fonts';
import { loadAllLanguages } from '../web-core/src/i18n';

// API answers of the Pages stories come from their `parameters.msw.handlers`; anything else
// (fonts, images, Storybook's own files) goes to the network untouched.
initialize({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });

const preview: Preview = {
  // Hindi texts are a chunk of their own in the apps; a story of a Hindi page has them before it renders.
  loaders: [mswLoader, async () => (await loadAllLanguages(), {})],
  decorators: [
    (Story) => (
      <AarohiThemeProvider>
        <Story />
      </AarohiThemeProvider>
    ),
  ],
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};
export default preview;
