import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { PageStatus } from '@ai-women/web-core/page-status';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '../../../lib/routerLink';
import { Lead, PageTitle } from '../../../lib/pageLayout';

const Page = styled.section`
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  text-align: center;
  & img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.xl};
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
  & > p {
    margin-left: auto;
    margin-right: auto;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export function NotFoundPage() {
  return (
    <Page aria-labelledby="not-found-title">
      {/* A path nobody publishes is a real 404 for search engines and link checkers, not a soft one. */}
      <PageStatus code={404} />
      <title>Page not found · Aarohi — AI for Women</title>
      <meta name="description" content="We could not find that page. Head back to Aarohi's home page or browse the course." />
      <img src={assetUrl('/assets/illustrations/not-found.svg')} alt="" width={480} height={300} />
      <PageTitle id="not-found-title">This page took a different path</PageTitle>
      <Lead>The link may be old or mistyped. Let’s get you back on track.</Lead>
      <Actions>
        <LinkButton href="/" renderLink={routerLink}>
          Back to Home
        </LinkButton>
        <LinkButton href="/course" renderLink={routerLink} variant="secondary">
          See the course
        </LinkButton>
        <LinkButton href="/contact" renderLink={routerLink} variant="ghost">
          Contact us
        </LinkButton>
      </Actions>
    </Page>
  );
}
