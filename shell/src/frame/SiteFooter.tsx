import styled, { createGlobalStyle } from 'styled-components';
import { Footer } from '@ai-women/ui-kit';
import { indiaYear } from '@ai-women/web-core';
import { Brand } from './Brand';
import { OFFICES, QUICK_LINKS, SOCIAL_LINKS, SUPPORT_LINKS } from './footerContent';
import { useT } from '../i18n';
import { routerLink } from '@ai-women/ui-kit/router';

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

/** The networks' own names (brands, the same in every language). */
const SOCIAL_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
};


/** The site footer: link groups, two offices with map pins, five social networks, © this year (India time). */
export function SiteFooter() {
  const { t, path } = useT();
  const localized = (links: { key: string; href: string }[]) =>
    links.map(({ key, href }) => ({ label: t(`footer.${key}`), href: path(href) }));
  return (
    <>
      <KeepBelowTheFold />
      <Footer
        brand={
          <>
            <Brand onDark onClick={scrollToTop} />
            <Blurb>{t('footer.blurb')}</Blurb>
          </>
        }
        columns={[
          { title: t('footer.quickLinks'), links: localized(QUICK_LINKS) },
          { title: t('footer.support'), links: localized(SUPPORT_LINKS) },
        ]}
        addresses={OFFICES.map(({ key }) => ({ label: t(`footer.${key}`), address: t(`footer.${key}Address`) }))}
        socials={SOCIAL_LINKS.map((s) => ({ ...s, label: t('footer.socialLink', { network: SOCIAL_NAMES[s.network] }) }))}
        visitUsLabel={t('footer.visitUs')}
        socialLabel={t('footer.socialMedia')}
        copyright={t('footer.copyright', { year: indiaYear() })}
        renderLink={routerLink}
        onLinkClick={scrollToTop}
      />
    </>
  );
}
