import type { Preview } from '@storybook/react-webpack5';
import { AarohiThemeProvider } from '../ui-kit/src/theme/ThemeProvider';
import '../ui-kit/src/fonts';

const preview: Preview = {
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
