// The design system's public surface. Shared as one Module Federation singleton.
export { theme } from './theme/tokens';
export type { AarohiTheme } from './theme/tokens';
export { GlobalStyle } from './theme/GlobalStyle';
export { AarohiThemeProvider } from './theme/ThemeProvider';
export { adoptServerStyles } from './theme/serverStyles';
export { Button, buttonStyles } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export type { RenderLink, RenderLinkProps } from './internal/links';
export * from './components/Icons/Icons';
export { LoadingState } from './components/LoadingState/LoadingState';
export type { LoadingStateProps } from './components/LoadingState/LoadingState';
export { LinkButton } from './components/LinkButton/LinkButton';
export type { LinkButtonProps } from './components/LinkButton/LinkButton';
export { LinkifiedText } from './components/LinkifiedText/LinkifiedText';
export { Card } from './components/Card/Card';
export type { CardProps, CardPadding, CardTone } from './components/Card/Card';
export { ToastProvider, useToast } from './components/Toast/Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/Toast/Toast';
export { NavBar } from './components/NavBar/NavBar';
export type { NavBarProps, NavLinkItem } from './components/NavBar/NavBar';
export { Footer, mapsSearchUrl } from './components/Footer/Footer';
export type {
  FooterProps,
  FooterColumn,
  FooterAddress,
  FooterSocial,
  SocialNetwork,
} from './components/Footer/Footer';
export { Container } from './components/Container/Container';
export type { ContainerProps, ContainerWidth } from './components/Container/Container';
export { Stack } from './components/Stack/Stack';
export type { StackProps, SpaceToken } from './components/Stack/Stack';
export { Grid } from './components/Grid/Grid';
export type { GridProps } from './components/Grid/Grid';
export { useReturnFocusWhenDone } from './hooks/useReturnFocusWhenDone/useReturnFocusWhenDone';
export { useIsClient } from './hooks/useIsClient/useIsClient';
export { PageFrame } from './components/PageFrame/PageFrame';
export type { PageFrameProps } from './components/PageFrame/PageFrame';
export { useKeepFocusOnRouteChange } from './hooks/useKeepFocusOnRouteChange/useKeepFocusOnRouteChange';
