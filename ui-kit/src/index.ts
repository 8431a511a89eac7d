// The design system's public surface. Shared as one Module Federation singleton.
export { theme } from './theme/tokens';
export type { AarohiTheme } from './theme/tokens';
export { GlobalStyle } from './theme/GlobalStyle';
export { AarohiThemeProvider } from './theme/ThemeProvider';
export { Button, buttonStyles } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
