import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { setProjectAnnotations } from '@storybook/react-webpack5';
import preview from '../../.storybook/preview';
import { loadAllLanguages } from '@ai-women/web-core/i18n';
import { loadStaticSections } from '@ai-women/web-ui/static-section';

expect.extend(toHaveNoViolations);
// findBy…/waitFor give a screen 3 s to show what a test waits for (the library's default is 1 s):
// on two cores shared with the API suites and builds, a screen behind a mocked request sometimes
// needed more than a second. What never appears still fails, 2 s later.
configure({ asyncUtilTimeout: 3000 });
setProjectAnnotations([preview]);

// jsdom lacks these; components use them for responsive and motion decisions.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

// Hindi texts arrive as a chunk of their own in the browser; tests render either language at once,
// as a server does after loading both.
// A page's static sections are chunks of their own in the browser; a screen's test draws the page as
// it is once they have arrived (their lazy path has its own test in web-ui).
beforeAll(() => Promise.all([loadAllLanguages(), loadStaticSections()]));
