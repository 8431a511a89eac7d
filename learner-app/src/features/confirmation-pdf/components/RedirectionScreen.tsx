import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton, useIsClient } from '@ai-women/ui-kit';
import { displayName, getStoredUser, hasPaid } from '@ai-women/web-core';
import { DownloadConfirmationButton } from '../../../lib/confirmation-pdf/DownloadConfirmationButton';
import { englishTexts, useT } from '../../../i18n';
import redirectionTexts from '../../../i18n/en/redirection.json';
import { routerLink } from '@ai-women/ui-kit/router';

englishTexts({ redirection: redirectionTexts });

const Page = styled.section`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  background: radial-gradient(
    circle at 20% 10%,
    ${({ theme }) => theme.colors.plum100},
    ${({ theme }) => theme.colors.background} 60%
  );
`;

const Panel = styled.div`
  width: min(560px, 100%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[7]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.plum900};
    font-size: 2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
    h1 {
      font-size: 1.5rem;
    }
  }
`;

const Actions = styled.div`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function Celebration() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="#f3e8f7" />
      <circle cx="48" cy="48" r="30" fill="#6a2c80" />
      <path
        d="M35 49 L45 59 L62 38"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="14" cy="22" r="4" fill="#f4b740" />
      <circle cx="84" cy="18" r="3" fill="#e0684f" />
      <circle cx="82" cy="78" r="4" fill="#f4b740" />
      <circle cx="16" cy="76" r="3" fill="#0f6b63" />
    </svg>
  );
}

/**
 * /redirection: for a paid student only, since the confirmation it offers states a payment; an
 * unpaid student goes to /payment and a visitor without a user to /login.
 */
export function RedirectionScreen() {
  const [user] = useState(getStoredUser);
  const { t, path } = useT();
  // The student lives in this tab's session storage: the server (and hydration) renders the page's
  // empty frame, so the footer is already where the welcome panel will leave it.
  const isClient = useIsClient();
  if (!isClient) return <Page aria-busy="true" />;
  if (!user) return <Navigate to={path('/login')} replace />;
  if (!hasPaid(user)) return <Navigate to={path('/payment')} replace state={{ userId: user.id }} />;
  return (
    <Page>
      <title>{t('redirection.title')}</title>
      <Panel>
        <Celebration />
        <h1>{t('redirection.heading', { name: displayName(user) })}</h1>
        <p>{t('redirection.text')}</p>
        <Actions>
          <LinkButton href="/dashboard" renderLink={routerLink} size="lg" fullWidth>
            {t('redirection.dashboard')}
          </LinkButton>
          <LinkButton href={path('/')} renderLink={routerLink} variant="secondary" size="lg" fullWidth>
            {t('redirection.home')}
          </LinkButton>
          <DownloadConfirmationButton variant="ghost" fullWidth />
        </Actions>
      </Panel>
    </Page>
  );
}
