import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, CalendarIcon, CheckCircleIcon, useIsClient } from '@ai-women/ui-kit';
import { getLastPayment, type LastPayment } from '@ai-women/web-core';
import { DownloadConfirmationButton } from '../confirmation-pdf/DownloadConfirmationButton';
import { downloadFirstClassIcs, firstClassText } from '../firstClass';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../i18n';
import loginTexts from '../../i18n/en/login.json';

englishTexts({ login: loginTexts });

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.success};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
    svg {
      flex-shrink: 0;
      margin-top: 0.2rem;
      color: ${({ theme }) => theme.colors.success};
    }
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  & > * {
    flex: 1 1 12rem;
  }
`;

/** The headline /login shows after a recorded payment. */
export function paymentReceivedHeadline(record: LastPayment, t: ReturnType<typeof useT>['t']): string {
  return record.placement
    ? t('login.paid.inBatch', { batch: record.placement.batchName })
    : t('login.paid.seatPaid');
}

/**
 * After paying she lands on /login: this says what happened (her batch, its first class in India
 * time), and offers the confirmation PDF and her first class as a calendar file. Signed in already,
 * /login and her first dashboard show it with their own last line (`footer`) instead of "log in below".
 */
export function PaymentReceivedPanel({
  record: given,
  footer,
}: {
  record?: LastPayment | null;
  /** The panel's last line; by default "Log in below…". `null` leaves it out. */
  footer?: ReactNode;
}) {
  const isClient = useIsClient();
  const { t, locale } = useT();
  // The record lives in this tab's session storage: the server never renders it.
  const [record] = useState(() => given ?? (typeof window === 'undefined' ? null : getLastPayment()));
  if (!isClient || !record) return null;
  const { placement } = record;
  const user = { id: 0, fullname: record.name ?? undefined, payment: record.payment };
  return (
    <Panel aria-labelledby="payment-received" data-testid="payment-received">
      <h2 id="payment-received">
        <CheckCircleIcon /> {paymentReceivedHeadline(record, t)}
      </h2>
      {placement ? (
        <>
          {placement.firstClassDate && (
            <p data-testid="first-class">
              <Trans
                ns={LEARNER_NS}
                t={t}
                i18nKey="login.paid.firstClass"
                values={{ when: firstClassText(placement.firstClassDate, placement.timing, locale) }}
                components={[<strong key="when" />]}
              />
            </p>
          )}
          <p>
            {record.courseTitle ? `${record.courseTitle} · ` : ''}
            {t('login.paid.timing', { timing: placement.timing })}
          </p>
          {placement.movedFrom && (
            <p>{t('login.paid.moved', { from: placement.movedFrom })}</p>
          )}
        </>
      ) : (
        <p>
          {record.courseTitle ? `${record.courseTitle}: ` : ''}
          {t('login.paid.noBatch')}
        </p>
      )}
      <Actions>
        <DownloadConfirmationButton user={user} label={t('login.paid.download')} />
        {placement?.firstClassDate && (
          <Button
            variant="secondary"
            onClick={() =>
              downloadFirstClassIcs({
                batchName: placement.batchName,
                courseTitle: record.courseTitle,
                timing: placement.timing,
                firstClassDate: placement.firstClassDate!,
                uidSeed: record.payment.transactionId,
              })
            }
          >
            <CalendarIcon /> {t('login.paid.calendar')}
          </Button>
        )}
      </Actions>
      {footer === undefined ? <p>{t('login.paid.logInBelow')}</p> : footer}
    </Panel>
  );
}
