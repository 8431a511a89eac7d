import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './tokens';

export interface AarohiThemeProviderProps {
  children: ReactNode;
  /** Inject the global reset and typography. The shell and standalone apps want it; nested remotes do not. */
  withGlobalStyle?: boolean;
}

export function AarohiThemeProvider({ children, withGlobalStyle = true }: AarohiThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
