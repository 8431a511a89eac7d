import { render } from '@testing-library/react';
import { AarohiThemeProvider } from '../theme/ThemeProvider';
import { axe } from 'jest-axe';
import type { ComponentType, ReactElement } from 'react';

/** Renders every composed story and checks it with axe (jest-axe cannot check colour contrast; tokens.test does). */
export function itHasNoAxeViolations(stories: Record<string, ComponentType>) {
  it.each(Object.entries(stories))('%s story has no axe violations', async (_name, Story) => {
    render(<Story />);
    // The whole body, so portalled content (modals, toasts) is checked too; stories are fragments, not pages.
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  }, 30_000);
}

/** Renders outside a story, inside the theme. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <AarohiThemeProvider withGlobalStyle={false}>{children}</AarohiThemeProvider> });
}
