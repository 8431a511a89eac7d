import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MapPinIcon, XIcon, YouTubeIcon } from '@ai-women/ui-kit';
import { Brand } from './Brand';
import { COPYRIGHT, OFFICES, QUICK_LINKS, SOCIAL_LINKS, SUPPORT_LINKS, mapsSearchUrl } from './footerContent';

const socialIcons = { LinkedIn: LinkedInIcon, Instagram: InstagramIcon, X: XIcon, YouTube: YouTubeIcon, Facebook: FacebookIcon };

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.plum900};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]} ${theme.space[5]}`};
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
const Grid = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr 1.6fr;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
`;
const About = styled.div`
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
  & p {
    color: ${({ theme }) => theme.colors.onDarkMuted};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  }
`;
const Offices = styled.div`
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;
const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-family: ${({ theme }) => theme.fonts.body};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.saffron400};
`;
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  & a {
    text-decoration: none;
    display: inline-block;
    padding: 2px 0;
  }
  & a:hover {
    text-decoration: underline;
  }
`;
const Address = styled.address`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
  font-style: normal;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  margin-bottom: ${({ theme }) => theme.space[4]};
  & strong {
    display: block;
    color: ${({ theme }) => theme.colors.onDark};
  }
`;
const Pin = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.plum700};
  &:hover {
    background: ${({ theme }) => theme.colors.plum600};
  }
`;
const Socials = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.plum700};
  }
  & a:hover {
    background: ${({ theme }) => theme.colors.plum600};
  }
`;
const Bottom = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => `${theme.space[6]} auto 0`};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.plum700};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const scrollToTop = () => window.scrollTo(0, 0);

/** The site footer (spec 01 §2): link groups, two offices with map pins, five social networks, © 2024. */
export function SiteFooter() {
  return (
    <Foot>
      <Grid>
        <About>
          <Brand onDark onClick={scrollToTop} />
          <p>Live, friendly AI classes for women across India. Four weeks that change how you work, learn and earn.</p>
        </About>
        <nav aria-labelledby="footer-quick-links">
          <Heading id="footer-quick-links">Quick Links</Heading>
          <Links>
            {QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link to={l.href} onClick={scrollToTop}>
                  {l.label}
                </Link>
              </li>
            ))}
          </Links>
        </nav>
        <nav aria-labelledby="footer-support">
          <Heading id="footer-support">Support</Heading>
          <Links>
            {SUPPORT_LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.href} onClick={scrollToTop}>
                  {l.label}
                </Link>
              </li>
            ))}
          </Links>
        </nav>
        <Offices>
          <Heading as="h2">Our offices</Heading>
          {OFFICES.map((o) => (
            <Address key={o.city}>
              <span>
                <strong>{o.city}</strong>
                {o.address}
              </span>
              <Pin
                href={mapsSearchUrl(o.address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Show the ${o.city} office on a map (opens in a new tab)`}
              >
                <MapPinIcon />
              </Pin>
            </Address>
          ))}
        </Offices>
      </Grid>
      <Bottom>
        <p>{COPYRIGHT}</p>
        <Socials aria-label="Aarohi on social media">
          {SOCIAL_LINKS.map(({ network, href }) => {
            const Icon = socialIcons[network];
            return (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Aarohi on ${network} (opens in a new tab)`}>
                  <Icon />
                </a>
              </li>
            );
          })}
        </Socials>
      </Bottom>
    </Foot>
  );
}
