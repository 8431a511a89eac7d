// /payments — her payments in the student area, each with its GST tax invoice to download again.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, FileIcon, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { Banner, EmptyState } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { formatRupees, INDIA_TIME_ZONE, invoicePdfFileName } from '@ai-women/contracts';
import { errorMessage } from '@ai-women/web-core';
import { routerLink } from '../../../lib/routerLink';
import { downloadInvoice, useMyPayments, type MyPayment } from '../api/payments';
import { englishTexts, useT } from '../../../i18n';
import paymentsTexts from '../../../i18n/en/payments.json';

englishTexts({ payments: paymentsTexts });

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;

const rupees = (paise: number) => `₹${formatRupees(paise)}`;

/** The India calendar day of an instant, in her language. */
function paidDay(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  });
}

function DownloadInvoice({ invoiceId, number }: { invoiceId: number; number: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        loading={busy}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(null);
          downloadInvoice(invoiceId, invoicePdfFileName(number))
            .catch((error: unknown) =>
              setFailed(errorMessage(error, t('payments.downloadFailed'), t('payments.offline'))),
            )
            .finally(() => setBusy(false));
        }}
      >
        <FileIcon aria-hidden="true" /> {t('payments.download', { number })}
      </Button>
      {failed && <Muted role="alert">{failed}</Muted>}
    </>
  );
}

function PaymentCard({ payment }: { payment: MyPayment }) {
  const { t, language } = useT();
  const inv = payment.invoice;
  const half = inv ? inv.rate_percent / 2 : 0;
  return (
    <Card
      title={payment.course_title ?? t('payments.invoice')}
      subtitle={t('payments.paidOn', { date: paidDay(payment.paid_at, language) })}
      headingLevel={2}
    >
      <Facts>
        <div>
          <dt>{t('payments.amount')}</dt>
          <dd data-testid="amount">{rupees(payment.amount)}</dd>
        </div>
        <div>
          <dt>{t('payments.paymentId')}</dt>
          <dd>{payment.transaction_id}</dd>
        </div>
        {inv && (
          <>
            <div>
              <dt>{t('payments.invoice')}</dt>
              <dd data-testid="invoice-number">{inv.number}</dd>
            </div>
            <div>
              <dt>{t('payments.placeOfSupply')}</dt>
              <dd>
                {inv.place_of_supply} ({inv.buyer_state})
              </dd>
            </div>
            <div>
              <dt>{t('payments.taxable')}</dt>
              <dd>{rupees(inv.taxable)}</dd>
            </div>
            {inv.igst > 0 || inv.cgst + inv.sgst === 0 ? (
              <div>
                <dt>{t('payments.igst', { rate: inv.rate_percent })}</dt>
                <dd>{rupees(inv.igst)}</dd>
              </div>
            ) : (
              <>
                <div>
                  <dt>{t('payments.cgst', { rate: half })}</dt>
                  <dd>{rupees(inv.cgst)}</dd>
                </div>
                <div>
                  <dt>{t('payments.sgst', { rate: half })}</dt>
                  <dd>{rupees(inv.sgst)}</dd>
                </div>
              </>
            )}
            {inv.buyer_gstin && (
              <div>
                <dt>{t('payments.business')}</dt>
                <dd>
                  {t('payments.businessLine', { name: inv.buyer_business_name, gstin: inv.buyer_gstin })}
                </dd>
              </div>
            )}
          </>
        )}
      </Facts>
      {inv ? (
        <DownloadInvoice invoiceId={inv.invoice_id} number={inv.number} />
      ) : (
        <Muted>{t('payments.noInvoice')}</Muted>
      )}
    </Card>
  );
}

export function PaymentsScreen() {
  const { data, isPending, isError, error, isFetching, refetch } = useMyPayments();
  const { t } = useT();
  let body;
  if (isPending) body = <LoadingState text={t('payments.loading')} />;
  else if (isError)
    body = (
      <Banner
        tone="error"
        title={t('payments.loadFailed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={isFetching}>
            {t('payments.tryAgain')}
          </Button>
        }
      >
        {errorMessage(error, t('payments.tryLater'), t('payments.offline'))}
      </Banner>
    );
  else if (data.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        title={t('payments.emptyTitle')}
        description={t('payments.emptyText')}
        action={
          <LinkButton href="/course" renderLink={routerLink}>
            {t('payments.seeCourse')}
          </LinkButton>
        }
      />
    );
  else body = data.map((p) => <PaymentCard key={p.payment_id} payment={p} />);
  return (
    <Stack>
      <ScreenHeader title={t('payments.title')} />
      <Muted>
        {t('payments.intro')} {t('payments.gstIncluded')}
      </Muted>
      {body}
    </Stack>
  );
}
