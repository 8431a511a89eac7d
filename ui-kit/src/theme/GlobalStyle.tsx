import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The site header is sticky: whatever focus or an anchor scrolls to stops below it, not under it. */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[2]});
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.plum900};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  p { margin: 0 0 ${({ theme }) => theme.space[3]}; }
  code, kbd, samp, pre { font-family: ${({ theme }) => theme.fonts.mono}; font-size: 0.9em; }
  img, svg { max-width: 100%; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* Keeps each element's own radius: pill buttons stay pills when focused. */
  :focus-visible { outline: 2px solid transparent; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
