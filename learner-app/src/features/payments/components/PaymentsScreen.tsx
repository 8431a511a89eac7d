// /payments — her payments in the student area, each with its GST tax invoice to download again,
// the refund policy and what it allows today, her refund requests and their credit notes.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, FileIcon, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { Banner, EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { TextArea } from '@ai-women/ui-kit/forms';
import { List, ScreenHeader } from '@ai-women/ui-kit/portal';
import {
  creditNotePdfFileName,
  formatRupees,
  INDIA_TIME_ZONE,
  invoicePdfFileName,
  REFUND_POLICY,
  REFUND_REASON_MAX,
} from '@ai-women/contracts';
import { errorMessage } from '@ai-women/web-core';
import { routerLink } from '@ai-women/ui-kit/router';
import {
  downloadCreditNote,
  downloadInvoice,
  useMyPayments,
  useRequestRefund,
  type MyPayment,
  type RefundSummary,
} from '../api/payments';
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

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.plum900};
`;
const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;
const PolicyList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const RefundItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A tax document's download button, with the reason beside it when the download failed. */
function DownloadPdf({
  label,
  download,
  size,
}: {
  label: string;
  download: () => Promise<void>;
  size?: 'sm';
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        {...(size ? { size } : {})}
        loading={busy}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(null);
          download()
            .catch((error: unknown) =>
              setFailed(errorMessage(error, t('payments.downloadFailed'), t('payments.offline'))),
            )
            .finally(() => setBusy(false));
        }}
      >
        <FileIcon aria-hidden="true" /> {label}
      </Button>
      {failed && <Muted role="alert">{failed}</Muted>}
    </>
  );
}

function DownloadInvoice({ invoiceId, number }: { invoiceId: number; number: string }) {
  const { t } = useT();
  return (
    <DownloadPdf
      label={t('payments.download', { number })}
      download={() => downloadInvoice(invoiceId, invoicePdfFileName(number))}
    />
  );
}

function DownloadCreditNote({ creditNoteId, number }: { creditNoteId: number; number: string }) {
  const { t } = useT();
  return (
    <DownloadPdf
      size="sm"
      label={t('payments.downloadCreditNote', { number })}
      download={() => downloadCreditNote(creditNoteId, creditNotePdfFileName(number))}
    />
  );
}

/** One of her refunds as she reads it: asked, approved, refunded (with its credit note) or declined. */
function RefundLine({ refund }: { refund: RefundSummary }) {
  const { t, language } = useT();
  if (refund.status === 'failed') return null;
  const decided = paidDay(refund.decided_at ?? refund.requested_at, language);
  if (refund.status === 'requested')
    return (
      <RefundItem>
        <StatusBadge
          wrap
          status={t('payments.requested', { date: paidDay(refund.requested_at, language) })}
          tone="info"
        />
        <Text>{t('payments.requestedText', { reason: refund.reason })}</Text>
      </RefundItem>
    );
  if (refund.status === 'approved')
    return (
      <RefundItem>
        <StatusBadge wrap status={t('payments.approved')} tone="progress" />
      </RefundItem>
    );
  if (refund.status === 'declined')
    return (
      <RefundItem>
        <StatusBadge wrap status={t('payments.declined', { date: decided })} tone="neutral" />
        <Text>{t('payments.declinedText', { reason: refund.decline_reason ?? '' })}</Text>
      </RefundItem>
    );
  return (
    <RefundItem>
      <StatusBadge
        wrap
        status={t('payments.refunded', { amount: rupees(refund.amount ?? 0), date: decided })}
        tone="success"
      />
      <Muted>
        {refund.provider_status === 'processed' ? t('payments.refundedDone') : t('payments.refundedPending')}
      </Muted>
      {refund.credit_note && (
        <DownloadCreditNote
          creditNoteId={refund.credit_note.credit_note_id}
          number={refund.credit_note.number}
        />
      )}
    </RefundItem>
  );
}

function RefundForm({
  paymentId,
  onCancel,
  onSent,
}: {
  paymentId: number;
  onCancel: () => void;
  onSent: () => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useRequestRefund();
  return (
    <form
      aria-label={t('payments.ask')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t('payments.reasonRequired'));
          return;
        }
        setError(null);
        send.mutate(
          { payment_id: paymentId, reason: reason.trim() },
          {
            onSuccess: onSent,
            onError: (e: unknown) =>
              setError(errorMessage(e, t('payments.sendFailed'), t('payments.offline'))),
          },
        );
      }}
    >
      <Stack>
        <TextArea
          label={t('payments.reason')}
          helperText={t('payments.reasonHelp')}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={REFUND_REASON_MAX}
          showCounter
          counterText={(n, max) => t('payments.counter', { n, max })}
          error={error ?? undefined}
          rows={4}
        />
        <Actions>
          <Button type="submit" loading={send.isPending} disabled={send.isPending}>
            {t('payments.send')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={send.isPending}>
            {t('payments.cancel')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

/** The refund part of a payment: the policy, what it allows today, her requests, the way to ask. */
function RefundSection({ payment }: { payment: MyPayment }) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const open = payment.refunds.some((r) => r.status === 'requested' || r.status === 'approved');
  const all = payment.refunded >= payment.amount;
  const policy = payment.refund_policy;
  return (
    <Section aria-label={t('payments.refundTitle')}>
      <SectionTitle>{t('payments.refundTitle')}</SectionTitle>
      {!all && (
        <>
          <Muted>{t('payments.policyTitle')}:</Muted>
          <PolicyList>
            {REFUND_POLICY.map((stage) => (
              <li key={stage.until}>{t(`payments.policy_${stage.until}`, { percent: stage.percent })}</li>
            ))}
          </PolicyList>
          <Text data-testid="policy-today">
            {policy.allowed > 0
              ? t('payments.policyToday', { amount: rupees(policy.allowed), percent: policy.percent })
              : policy.percent > 0
                ? t('payments.policyUsed', { percent: policy.percent })
                : t('payments.policyNone')}
          </Text>
        </>
      )}
      {payment.refunds.length > 0 && (
        <List gap={4}>
          {payment.refunds.map((r) => (
            <RefundLine key={r.refund_id} refund={r} />
          ))}
        </List>
      )}
      {all && <Text>{t('payments.refundedAll')}</Text>}
      {sent && (
        <Banner tone="success" role="status">
          {t('payments.sent')}
        </Banner>
      )}
      {!all && !open && !asking && (
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              setSent(false);
              setAsking(true);
            }}
          >
            {t('payments.ask')}
          </Button>
        </Actions>
      )}
      {!all && !open && asking && (
        <RefundForm
          paymentId={payment.payment_id}
          onCancel={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            setSent(true);
          }}
        />
      )}
    </Section>
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
      <RefundSection payment={payment} />
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
