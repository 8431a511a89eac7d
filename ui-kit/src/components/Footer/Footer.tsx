import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RenderedLink, type RenderLink } from '../../internal/links';
import { iconButtonStyles } from '../../internal/styles';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MapPinIcon, XIcon, YouTubeIcon } from '../Icons/Icons';

export type SocialNetwork = 'linkedin' | 'instagram' | 'x' | 'youtube' | 'facebook';

export interface FooterColumn {
  title: string;
  links: Array<{ label: string; href: string }>;
}

export interface FooterAddress {
  /** e.g. "Bengaluru office". */
  label: string;
  /** The postal address; also the maps search query. */
  address: string;
}

export interface FooterSocial {
  network: SocialNetwork;
  href: string;
  /** Accessible name; defaults to "Aarohi on LinkedIn" etc. */
  label?: string;
}

export interface FooterProps {
  /** Logo and a line about the brand. */
  brand?: ReactNode;
  columns: FooterColumn[];
  addresses?: FooterAddress[];
  socials?: FooterSocial[];
  /** e.g. "© 2024 Aarohi — AI for Women. All rights reserved." */
  copyright: ReactNode;
  renderLink?: RenderLink;
  /** Called after a footer link is chosen (the spec scrolls to top). */
  onLinkClick?: (href: string) => void;
  /** Brand name used in default social labels. */
  brandName?: string;
  /** The heading over the addresses, in the page's language. */
  visitUsLabel?: string;
  /** The name of the list of social links, in the page's language. */
  socialLabel?: string;
}

const networkInfo: Record<SocialNetwork, { name: string; Icon: typeof LinkedInIcon }> = {
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  x: { name: 'X', Icon: XIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  facebook: { name: 'Facebook', Icon: FacebookIcon },
};

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

const Root = styled.footer`
  background: ${({ theme }) => theme.colors.plum900};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  a {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]} ${theme.space[6]}`};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onDark};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(RenderedLink)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.onDark};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onDark};
    outline-offset: 2px;
    box-shadow: none;
  }
`;

const Address = styled.address`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-style: normal;
  margin-bottom: ${({ theme }) => theme.space[3]};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const onDarkButton = `
  color: inherit;
  &:hover { background: rgba(255, 255, 255, 0.12); color: #ffffff; }
`;

const PinButton = styled.button`
  ${iconButtonStyles}
  ${onDarkButton}
  margin-top: -0.5rem;
  &:focus-visible {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.onDark};
  }
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  ${iconButtonStyles}
  ${onDarkButton}
  border: 1px solid rgba(255, 255, 255, 0.25);
  &:focus-visible {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.onDark};
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]}`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const BrandCol = styled.div`
  p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

/** The public site's footer: link columns, addresses with a maps pin, social links, copyright. */
export function Footer({ brand, columns, addresses = [], socials = [], copyright, renderLink, onLinkClick, brandName = 'Aarohi', visitUsLabel = 'Visit us', socialLabel = 'Social media' }: FooterProps) {
  return (
    <Root>
      <Inner>
        {brand && <BrandCol>{brand}</BrandCol>}
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <Heading>{column.title}</Heading>
            <Links>
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  <FooterLink href={link.href} renderLink={renderLink} onClick={() => onLinkClick?.(link.href)}>
                    {link.label}
                  </FooterLink>
                </li>
              ))}
            </Links>
          </nav>
        ))}
        {(addresses.length > 0 || socials.length > 0) && (
          <div>
            {addresses.length > 0 && <Heading>{visitUsLabel}</Heading>}
            {addresses.map((a) => (
              <Address key={a.label}>
                <PinButton
                  type="button"
                  aria-label={`Open ${a.label} in Google Maps (new tab)`}
                  onClick={() => window.open(mapsSearchUrl(a.address), '_blank', 'noopener,noreferrer')}
                >
                  <MapPinIcon />
                </PinButton>
                <span>
                  <strong>{a.label}</strong>
                  {a.address}
                </span>
              </Address>
            ))}
            {socials.length > 0 && (
              <Socials aria-label={socialLabel}>
                {socials.map((s) => {
                  const { name, Icon } = networkInfo[s.network];
                  return (
                    <li key={s.network}>
                      <SocialLink href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label ?? `${brandName} on ${name}`}>
                        <Icon />
                      </SocialLink>
                    </li>
                  );
                })}
              </Socials>
            )}
          </div>
        )}
      </Inner>
      <Bottom>{copyright}</Bottom>
    </Root>
  );
}
