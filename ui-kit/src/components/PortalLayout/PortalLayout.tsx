import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PortalLayoutProps {
  /** The PortalTopBar: shown at 768 px and below. */
  topBar: ReactNode;
  /** The Sidebar: a column on wide screens, a drawer below 768 px. */
  sidebar: ReactNode;
  /** The screen. */
  children: ReactNode;
}

const Layout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.portalNarrow} {
    flex-direction: column;
  }
`;
/*
 * The sidebar's colour runs the full height of long pages: a column of its own that stretches with
 * the page (the sticky sidebar sits inside it). A solid page background, not a hard-stop gradient,
 * lets contrast checkers (axe) measure every text on the content side.
 */
const SidebarColumn = styled.div`
  ${({ theme }) => theme.media.portalWide} {
    flex-shrink: 0;
    background: ${({ theme }) => theme.colors.plum900};
  }
`;
const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.portalNarrow} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  }
`;
const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

/** A signed-in portal's page: sidebar (or top bar and drawer on phones) beside the screen. */
export function PortalLayout({ topBar, sidebar, children }: PortalLayoutProps) {
  return (
    <Layout>
      {topBar}
      <SidebarColumn>{sidebar}</SidebarColumn>
      <Content>
        <Inner>{children}</Inner>
      </Content>
    </Layout>
  );
}

/** The brand at the top of a portal's sidebar: "Aarohi" over a small caps tag ("TUTOR PORTAL"). */
export const SidebarBrand = styled.span`
  display: block;
  small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.onDarkMuted};
    letter-spacing: 0.06em;
  }
`;

/** Who is signed in, at the bottom of a portal's sidebar (avatar, name in bold, a second line). */
export const SidebarIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  overflow-wrap: anywhere;
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.onDark};
  }
`;
