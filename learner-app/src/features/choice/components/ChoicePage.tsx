import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { assetUrl } from '../../../lib/assetUrl';
import { Kicker, Lead, PageTitle } from '../../../lib/pageLayout';

export interface Choice {
  title: string;
  text: string;
  href: string;
  image: string;
}

const Page = styled.section`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.plum100}, ${({ theme }) => theme.colors.saffron100});
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  }
`;
const Inner = styled.div`
  max-width: 56rem;
  margin: 0 auto;
  text-align: center;
  & > p {
    margin-left: auto;
    margin-right: auto;
  }
`;
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const CardLink = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    transform ${({ theme }) => theme.motion.normal},
    border-color ${({ theme }) => theme.motion.normal};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-3px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  & img {
    border-radius: 50%;
  }
  & strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.plum700};
  }
  & span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function ChoicePage({ kicker, heading, lead, choices }: { kicker: string; heading: string; lead: string; choices: Choice[] }) {
  return (
    <Page aria-labelledby="choice-title">
      <Inner>
        <Kicker>{kicker}</Kicker>
        <PageTitle id="choice-title">{heading}</PageTitle>
        <Lead>{lead}</Lead>
        <Cards>
          {choices.map((c) => (
            <li key={c.href}>
              <CardLink to={c.href}>
                <img src={assetUrl(c.image)} alt="" width={120} height={120} />
                <strong>{c.title}</strong>
                <span>{c.text}</span>
              </CardLink>
            </li>
          ))}
        </Cards>
      </Inner>
    </Page>
  );
}
