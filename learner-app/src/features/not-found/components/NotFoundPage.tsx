import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { PageStatus } from '@ai-women/web-core/page-status';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '@ai-women/ui-kit/router';
import { Lead, PageTitle } from '../../../lib/pageLayout';
import { englishTexts, useT } from '../../../i18n';
import notFoundTexts from '../../../i18n/en/notFound.json';

englishTexts({ notFound: notFoundTexts });

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
  const { t, path } = useT();
  return (
    <Page aria-labelledby="not-found-title">
      {/* A path nobody publishes is a real 404 for search engines and link checkers, not a soft one. */}
      <PageStatus code={404} />
      <title>{t('notFound.title')}</title>
      <meta name="description" content={t('notFound.description')} />
      <img src={assetUrl('/assets/illustrations/not-found.svg')} alt="" width={480} height={300} />
      <PageTitle id="not-found-title">{t('notFound.heading')}</PageTitle>
      <Lead>{t('notFound.lead')}</Lead>
      <Actions>
        <LinkButton href={path('/')} renderLink={routerLink}>
          {t('notFound.home')}
        </LinkButton>
        <LinkButton href={path('/course')} renderLink={routerLink} variant="secondary">
          {t('notFound.course')}
        </LinkButton>
        <LinkButton href={path('/contact')} renderLink={routerLink} variant="ghost">
          {t('notFound.contact')}
        </LinkButton>
      </Actions>
    </Page>
  );
}
