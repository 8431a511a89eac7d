import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TIMINGS_MS } from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import type { LastPayment } from '@ai-women/web-core';
import { PaymentReceivedPanel } from '../../../lib/payment-received/PaymentReceivedPanel';
import { englishTexts, useT } from '../../../i18n';
import loginTexts from '../../../i18n/en/login.json';

englishTexts({ login: loginTexts });

const Moving = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /login after a payment, her session confirmed by the server: she is not asked for her password.
 * The payment panel (PDF, calendar file) stays, "Go to my dashboard" goes at once, and the
 * dashboard opens by itself after the spec's 2 s.
 */
export function SignedInAfterPayment({ record }: { record: LastPayment }) {
  const navigate = useNavigate();
  const { t } = useT();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard'), TIMINGS_MS.loginRedirect);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <title>{t('login.signedIn.title')}</title>
      <PaymentReceivedPanel
        record={record}
        footer={<Moving role="status">{t('login.signedIn.opening')}</Moving>}
      />
      <Button size="lg" fullWidth onClick={() => navigate('/dashboard')}>
        {t('login.signedIn.goToDashboard')}
      </Button>
    </>
  );
}

/** While /login asks the server whether she is signed in: the panel, and no form yet. */
export function CheckingSignIn({ record }: { record: LastPayment }) {
  const { t } = useT();
  return (
    <>
      <title>{t('login.title')}</title>
      <PaymentReceivedPanel record={record} footer={<Moving role="status">{t('login.signedIn.checking')}</Moving>} />
    </>
  );
}
