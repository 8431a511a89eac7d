import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Footer, type RenderLink } from '@ai-women/ui-kit';
import { Brand } from './Brand';
import { COPYRIGHT, OFFICES, QUICK_LINKS, SOCIAL_LINKS, SUPPORT_LINKS } from './footerContent';

const routerLink: RenderLink = ({ href, children, className, onClick, ...rest }) => (
  <Link to={href} className={className} onClick={onClick} {...rest}>
    {children}
  </Link>
);

const Blurb = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

// While a page is still loading, the footer must not sit in the viewport and then jump down (CLS):
// the main area always fills the first screen below the header.
const KeepBelowTheFold = createGlobalStyle`
  #main-content {
    min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  }
`;

const scrollToTop = () => window.scrollTo(0, 0);

/** The site footer (spec 01 §2): link groups, two offices with map pins, five social networks, © 2024. */
export function SiteFooter() {
  return (
    <>
      <KeepBelowTheFold />
      <Footer
        brand={
          <>
            <Brand onDark onClick={scrollToTop} />
            <Blurb>
              Live, friendly AI classes for women across India. Four weeks that change how you work, learn and
              earn.
            </Blurb>
          </>
        }
        columns={[
          { title: 'Quick Links', links: QUICK_LINKS },
          { title: 'Support', links: SUPPORT_LINKS },
        ]}
        addresses={OFFICES}
        socials={SOCIAL_LINKS}
        copyright={COPYRIGHT}
        renderLink={routerLink}
        onLinkClick={scrollToTop}
      />
    </>
  );
}
