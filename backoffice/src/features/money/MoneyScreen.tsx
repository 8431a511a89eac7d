// /staff/money (admin): payments with date filters and day totals, the CSV export of the same
// filter; refund requests with the admin's answer (approve in full or in part, beyond the policy
// only with a reason, or decline with one); GST tax invoices and credit notes by month and place of
// supply with their totals and the month's GSTR-1 CSV; and coupons (create, deactivate or activate
// again, advertise, how often each was used).
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, LinkButton, LoadingState, Stack } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { type DataColumn, DataTable, FilterBar, ScreenHeader, StatCard } from '@ai-women/ui-kit/portal';
import { FormAlert, SearchInput, Select, TextArea, TextField } from '@ai-women/ui-kit/forms';
import {
  atIndiaTime,
  formatRupees,
  GST_STATES,
  indiaDay,
  rulesOf,
  type StaffCoupon,
  type StaffCreditNote,
  type StaffInvoice,
  type StaffRefund,
  type StaffPayment,
  validateCoupon,
} from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
import { formatMemberSince, formatTicketDate } from '@ai-women/web-core';
import { apiUrl } from '@ai-women/web-core/config';
import { api, messageOf } from '../../lib/api';
import { staffKeys } from '../../lib/staff';
import { LoadError } from '../../components/LoadError';
import { useSearchState } from '@ai-women/web-core/search-state';
import { FormGrid, Screen } from '../../components/Section';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
const CouponForm = styled(FormGrid)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 12rem) auto;
  align-items: start;
  > button {
    margin-top: 1.6rem;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    > button {
      margin-top: 0;
    }
  }
`;

const rupees = (paise: number) => `₹${formatRupees(paise)}`;

const paymentColumns: DataColumn<StaffPayment>[] = [
  { id: 'when', header: 'Paid', cell: (p) => formatTicketDate(p.paid_at), sortValue: (p) => p.paid_at },
  {
    id: 'who',
    header: 'Student',
    cell: (p) => (
      <>
        {p.student_name}
        <br />
        <small>{p.email}</small>
      </>
    ),
    sortValue: (p) => p.student_name,
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (p) => rupees(p.amount), sortValue: (p) => p.amount },
  { id: 'coupon', header: 'Coupon', cell: (p) => p.coupon ?? '—', sortValue: (p) => p.coupon },
  { id: 'txn', header: 'Payment ID', cell: (p) => <code>{p.transaction_id}</code> },
];

function Payments() {
  const [params, setState] = useSearchState();
  const filters = useMemo(
    () => ({ from: params.get('from') ?? '', to: params.get('to') ?? '', q: params.get('q') ?? '' }),
    [params],
  );
  const query = { from: filters.from || undefined, to: filters.to || undefined, q: filters.q || undefined };
  const payments = useQuery({
    queryKey: staffKeys.payments(filters),
    queryFn: () => api.get('/api/staff/payments', { query }),
    placeholderData: (previous) => previous,
  });
  const set = (key: string, value: string) => setState({ [key]: value });
  const csv = apiUrl(api.path('/api/staff/payments.csv', undefined, query));
  const report = payments.data?.data;
  return (
    <Card
      title="Payments"
      headingLevel={2}
      actions={
        <LinkButton href={csv} variant="secondary" size="sm" download>
          Download CSV
        </LinkButton>
      }
    >
      <Stack gap={4}>
        <FilterBar
          label="Filter payments"
          onReset={
            filters.from || filters.to || filters.q
              ? () => setState({ from: null, to: null, q: null })
              : undefined
          }
        >
          <TextField
            label="From"
            type="date"
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
          />
          <TextField label="To" type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
          <SearchInput
            label="Search payments"
            showLabel
            placeholder="Name, e-mail or payment ID"
            value={filters.q}
            onChange={(e) => set('q', e.target.value)}
            onClear={() => set('q', '')}
          />
        </FilterBar>
        {payments.isPending ? (
          <LoadingState text="Loading payments…" />
        ) : payments.isError ? (
          <LoadError error={payments.error} what="Payments" onRetry={() => void payments.refetch()} />
        ) : (
          <>
            <Stats>
              <StatCard label="Payments" value={report!.total.count} />
              <StatCard label="Received" value={rupees(report!.total.amount)} tone="teal" />
              <StatCard label="Days with payments" value={report!.days.length} />
            </Stats>
            <DataTable
              caption="Payments"
              captionHidden
              columns={paymentColumns}
              rows={report!.payments}
              rowKey={(p) => p.payment_id}
              initialSort={{ column: 'when', direction: 'desc' }}
              emptyMessage="No payments in this period."
            />
            <DataTable
              caption="Day totals (India time)"
              columns={[
                {
                  id: 'date',
                  header: 'Day',
                  cell: (d) => formatMemberSince(atIndiaTime(d.date, '12:00')?.toISOString() ?? d.date),
                  sortValue: (d) => d.date,
                },
                {
                  id: 'count',
                  header: 'Payments',
                  align: 'end',
                  cell: (d) => d.count,
                  sortValue: (d) => d.count,
                },
                {
                  id: 'amount',
                  header: 'Received',
                  align: 'end',
                  cell: (d) => rupees(d.amount),
                  sortValue: (d) => d.amount,
                },
              ]}
              rows={report!.days}
              rowKey={(d) => d.date}
              initialSort={{ column: 'date', direction: 'desc' }}
              emptyMessage="No payments in this period."
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

const invoiceColumns: DataColumn<StaffInvoice>[] = [
  { id: 'number', header: 'Invoice', cell: (i) => <code>{i.number}</code>, sortValue: (i) => i.number },
  { id: 'when', header: 'Date', cell: (i) => formatTicketDate(i.issued_at), sortValue: (i) => i.issued_at },
  {
    id: 'buyer',
    header: 'Billed to',
    cell: (i) => (
      <>
        {i.buyer_name}
        {i.buyer_gstin && (
          <>
            <br />
            <small>
              {i.buyer_business_name} · <code>{i.buyer_gstin}</code>
            </small>
          </>
        )}
      </>
    ),
    sortValue: (i) => i.buyer_name,
  },
  {
    id: 'pos',
    header: 'Place of supply',
    cell: (i) => `${i.place_of_supply} (${i.buyer_state})`,
    sortValue: (i) => i.buyer_state,
  },
  {
    id: 'taxable',
    header: 'Taxable',
    align: 'end',
    cell: (i) => rupees(i.taxable),
    sortValue: (i) => i.taxable,
  },
  { id: 'cgst', header: 'CGST', align: 'end', cell: (i) => rupees(i.cgst), sortValue: (i) => i.cgst },
  { id: 'sgst', header: 'SGST', align: 'end', cell: (i) => rupees(i.sgst), sortValue: (i) => i.sgst },
  { id: 'igst', header: 'IGST', align: 'end', cell: (i) => rupees(i.igst), sortValue: (i) => i.igst },
  { id: 'total', header: 'Total', align: 'end', cell: (i) => rupees(i.total), sortValue: (i) => i.total },
  {
    id: 'pdf',
    header: 'PDF',
    cell: (i) => (
      <a href={apiUrl(`/api/invoices/${i.invoice_id}/pdf`)} aria-label={`Invoice ${i.number} as PDF`}>
        PDF
      </a>
    ),
  },
];

const creditNoteColumns: DataColumn<StaffCreditNote>[] = [
  { id: 'number', header: 'Credit note', cell: (n) => <code>{n.number}</code>, sortValue: (n) => n.number },
  { id: 'when', header: 'Date', cell: (n) => formatTicketDate(n.issued_at), sortValue: (n) => n.issued_at },
  {
    id: 'invoice',
    header: 'Against invoice',
    cell: (n) => <code>{n.invoice_number}</code>,
    sortValue: (n) => n.invoice_number,
  },
  {
    id: 'buyer',
    header: 'Billed to',
    cell: (n) => (
      <>
        {n.buyer_name}
        {n.buyer_gstin && (
          <>
            <br />
            <small>
              <code>{n.buyer_gstin}</code>
            </small>
          </>
        )}
      </>
    ),
    sortValue: (n) => n.buyer_name,
  },
  {
    id: 'pos',
    header: 'Place of supply',
    cell: (n) => `${n.place_of_supply} (${n.buyer_state})`,
    sortValue: (n) => n.buyer_state,
  },
  {
    id: 'taxable',
    header: 'Taxable',
    align: 'end',
    cell: (n) => rupees(n.taxable),
    sortValue: (n) => n.taxable,
  },
  { id: 'cgst', header: 'CGST', align: 'end', cell: (n) => rupees(n.cgst), sortValue: (n) => n.cgst },
  { id: 'sgst', header: 'SGST', align: 'end', cell: (n) => rupees(n.sgst), sortValue: (n) => n.sgst },
  { id: 'igst', header: 'IGST', align: 'end', cell: (n) => rupees(n.igst), sortValue: (n) => n.igst },
  { id: 'total', header: 'Total', align: 'end', cell: (n) => rupees(n.total), sortValue: (n) => n.total },
  {
    id: 'pdf',
    header: 'PDF',
    cell: (n) => (
      <a
        href={apiUrl(`/api/credit-notes/${n.credit_note_id}/pdf`)}
        aria-label={`Credit note ${n.number} as PDF`}
      >
        PDF
      </a>
    ),
  },
];

/** This month in India time, 'YYYY-MM'. */
const thisMonth = () => indiaDay(Date.now()).slice(0, 7);

/**
 * GST tax invoices and credit notes of a month (and a place of supply), with totals that equal
 * them and the net the month reports, and the month's GSTR-1 CSV for the accountant.
 */
function Invoices() {
  const [params, setState] = useSearchState();
  const month = params.get('month') || thisMonth();
  const state = params.get('state') ?? '';
  const query = { month, state: state || undefined };
  const invoices = useQuery({
    queryKey: staffKeys.invoices({ month, state }),
    queryFn: () => api.get('/api/staff/invoices', { query }),
    placeholderData: (previous) => previous,
  });
  const csv = apiUrl(api.path('/api/staff/invoices/gstr1.csv', undefined, { month }));
  const data = invoices.data?.data;
  return (
    <Card
      title="Tax invoices"
      headingLevel={2}
      actions={
        <LinkButton href={csv} variant="secondary" size="sm" download>
          GSTR-1 CSV for {month}
        </LinkButton>
      }
    >
      <Stack gap={4}>
        <FilterBar
          label="Filter invoices"
          onReset={params.get('month') || state ? () => setState({ month: null, state: null }) : undefined}
        >
          <TextField
            label="Month"
            type="month"
            value={month}
            onChange={(e) => setState({ month: e.target.value })}
          />
          <Select
            label="Place of supply"
            value={state}
            onChange={(e) => setState({ state: e.target.value })}
            options={[
              { value: '', label: 'All states' },
              ...GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
            ]}
          />
        </FilterBar>
        {invoices.isPending ? (
          <LoadingState text="Loading invoices…" />
        ) : invoices.isError ? (
          <LoadError error={invoices.error} what="Invoices" onRetry={() => void invoices.refetch()} />
        ) : (
          <>
            <Stats>
              <StatCard label="Invoices" value={data!.totals.count} />
              <StatCard label="Taxable value" value={rupees(data!.totals.taxable)} />
              <StatCard label="CGST + SGST" value={rupees(data!.totals.cgst + data!.totals.sgst)} />
              <StatCard label="IGST" value={rupees(data!.totals.igst)} />
              <StatCard label="Invoice value" value={rupees(data!.totals.total)} tone="teal" />
            </Stats>
            <DataTable
              caption="Tax invoices"
              captionHidden
              columns={invoiceColumns}
              rows={data!.invoices}
              rowKey={(i) => i.invoice_id}
              initialSort={{ column: 'number', direction: 'desc' }}
              emptyMessage="No invoices for this month and place of supply."
            />
            <Stats>
              <StatCard label="Credit notes" value={data!.credit_note_totals.count} />
              <StatCard label="Credited" value={rupees(data!.credit_note_totals.total)} />
              <StatCard label="Net taxable value" value={rupees(data!.net.taxable)} />
              <StatCard label="Net tax" value={rupees(data!.net.cgst + data!.net.sgst + data!.net.igst)} />
              <StatCard label="Net value" value={rupees(data!.net.total)} tone="teal" />
            </Stats>
            <DataTable
              caption="Credit notes (refunds)"
              columns={creditNoteColumns}
              rows={data!.credit_notes}
              rowKey={(n) => n.credit_note_id}
              initialSort={{ column: 'number', direction: 'desc' }}
              emptyMessage="No credit notes for this month and place of supply."
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

const REFUND_STATUS: Record<StaffRefund['status'], string> = {
  requested: 'Open',
  approved: 'Being refunded',
  refunded: 'Refunded',
  declined: 'Declined',
  failed: 'Provider refused',
};
const REFUND_TONE: Record<StaffRefund['status'], 'info' | 'progress' | 'success' | 'neutral' | 'danger'> = {
  requested: 'info',
  approved: 'progress',
  refunded: 'success',
  declined: 'neutral',
  failed: 'danger',
};

/** '999.60' (rupees as typed) → paise, or null when it is not an amount. */
function paiseOf(typed: string): number | null {
  const t = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** The admin's answer to one open request: approve (in full or in part) or decline, each with its reason. */
function RefundAnswer({ refund, onClose }: { refund: StaffRefund; onClose: (message?: string) => void }) {
  const client = useQueryClient();
  const defaultAmount = Math.min(refund.remaining, refund.policy_amount);
  const [amount, setAmount] = useState((defaultAmount / 100).toFixed(2));
  const [beyond, setBeyond] = useState('');
  const [declineReason, setDeclineReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => {
    void client.invalidateQueries({ queryKey: staffKeys.refunds });
    void client.invalidateQueries({ queryKey: ['staff', 'invoices'] });
    onClose(message);
  };
  const approve = useMutation({
    mutationFn: (body: { amount: number; beyond_policy_reason?: string }) =>
      api.post('/api/staff/refunds/{id}/approve', body, { params: { id: refund.refund_id } }),
    onSuccess: (answer) => done(answer.message),
    onError: (err) => setError(messageOf(err, 'The refund could not be made.')),
  });
  const decline = useMutation({
    mutationFn: (body: { reason: string }) =>
      api.post('/api/staff/refunds/{id}/decline', body, { params: { id: refund.refund_id } }),
    onSuccess: (answer) => done(answer.message),
    onError: (err) => setError(messageOf(err, 'The request could not be declined.')),
  });
  const paise = paiseOf(amount);
  const beyondPolicy = paise !== null && paise > refund.policy_amount;
  const busy = approve.isPending || decline.isPending;
  return (
    <Card title={`Answer ${refund.student_name}’s request`} headingLevel={3}>
      <Stack gap={4}>
        <p style={{ margin: 0 }}>
          Paid {rupees(refund.paid)}
          {refund.refunded > 0 ? `, ${rupees(refund.refunded)} refunded already` : ''}. When she asked, the
          policy allowed {rupees(refund.policy_amount)} ({refund.policy_percent} %); today it allows{' '}
          {rupees(refund.policy_now.allowed)} ({refund.policy_now.percent} %). Her reason: “{refund.reason}”
        </p>
        {/* FormGrid is the form itself: a form inside a form submits natively, the page reloads
            and nothing is sent (the browser's submit goes to the inner form, which has no handler). */}
        <FormGrid
          noValidate
          aria-label="Approve the refund"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setError(null);
            if (paise === null || paise <= 0)
              return setError('Write the amount in rupees, for example 999.60.');
            if (paise > refund.remaining)
              return setError(`At most ${rupees(refund.remaining)} remains of this payment.`);
            if (beyondPolicy && !beyond.trim())
              return setError(`Write why you refund more than the policy’s ${rupees(refund.policy_amount)}.`);
            approve.mutate({
              amount: paise,
              ...(beyondPolicy ? { beyond_policy_reason: beyond.trim() } : {}),
            });
          }}
        >
          <TextField
            label="Amount to refund (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            helperText={`Up to ${rupees(refund.remaining)}; the policy allowed ${rupees(refund.policy_amount)}.`}
            required
          />
          {beyondPolicy && (
            <TextArea
              label="Why more than the policy allows"
              value={beyond}
              onChange={(e) => setBeyond(e.target.value)}
              maxLength={1000}
              rows={3}
              helperText="Required to refund more than the policy; kept in the audit log."
            />
          )}
          <Button type="submit" loading={approve.isPending} disabled={busy}>
            Approve and refund
          </Button>
        </FormGrid>
        <FormGrid
          noValidate
          aria-label="Decline the request"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setError(null);
            if (!declineReason.trim())
              return setError('Write why the request is declined; she will read it.');
            decline.mutate({ reason: declineReason.trim() });
          }}
        >
          <TextArea
            label="Reason to decline (she reads it)"
            value={declineReason}
            onChange={(e) => setDeclineReason(e.target.value)}
            maxLength={1000}
            rows={3}
          />
          <Button type="submit" variant="secondary" loading={decline.isPending} disabled={busy}>
            Decline
          </Button>
        </FormGrid>
        {error && (
          <FormAlert role="alert" tone="danger">
            {error}
          </FormAlert>
        )}
        <div>
          <Button variant="ghost" size="sm" onClick={() => onClose()} disabled={busy}>
            Close
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** Refund requests, open ones first, with the admin's answer form. */
function Refunds() {
  const refunds = useQuery({ queryKey: staffKeys.refunds, queryFn: () => api.get('/api/staff/refunds') });
  const [answering, setAnswering] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const rows = refunds.data?.data ?? [];
  const open = rows.filter((r) => r.status === 'requested').length;
  const columns: DataColumn<StaffRefund>[] = [
    {
      id: 'when',
      header: 'Asked',
      cell: (r) => formatTicketDate(r.requested_at),
      sortValue: (r) => r.requested_at,
    },
    {
      id: 'who',
      header: 'Student',
      cell: (r) => (
        <>
          {r.student_name}
          <br />
          <small>{r.email}</small>
        </>
      ),
      sortValue: (r) => r.student_name,
    },
    { id: 'paid', header: 'Paid', align: 'end', cell: (r) => rupees(r.paid), sortValue: (r) => r.paid },
    {
      id: 'policy',
      header: 'Policy allowed',
      align: 'end',
      cell: (r) => `${rupees(r.policy_amount)} (${r.policy_percent}\u00a0%)`,
      sortValue: (r) => r.policy_amount,
    },
    {
      id: 'reason',
      header: 'Reason',
      cell: (r) => (
        <>
          {r.reason}
          {r.decline_reason && (
            <>
              <br />
              <small>Declined: {r.decline_reason}</small>
            </>
          )}
          {r.last_error && r.status === 'requested' && (
            <>
              <br />
              <small>Provider refused last time: {r.last_error}</small>
            </>
          )}
        </>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: (r) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusBadge status={REFUND_STATUS[r.status]} tone={REFUND_TONE[r.status]} size="sm" />
          {r.status === 'refunded' && r.amount !== null && <span>{rupees(r.amount)}</span>}
          {r.credit_note && <code>{r.credit_note.number}</code>}
          {r.status === 'requested' && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Answer ${r.student_name}’s request`}
              onClick={() => {
                setResult(null);
                setAnswering(r.refund_id);
              }}
            >
              Answer
            </Button>
          )}
        </div>
      ),
    },
  ];
  const current = rows.find((r) => r.refund_id === answering && r.status === 'requested');
  return (
    <Card title="Refund requests" subtitle={refunds.isSuccess ? `${open} open` : undefined} headingLevel={2}>
      <Stack gap={4}>
        {result && (
          <FormAlert role="status" tone="success">
            {result}
          </FormAlert>
        )}
        {refunds.isPending ? (
          <LoadingState text="Loading refund requests…" />
        ) : refunds.isError ? (
          <LoadError error={refunds.error} what="Refund requests" onRetry={() => void refunds.refetch()} />
        ) : (
          <DataTable
            caption="Refund requests"
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(r) => r.refund_id}
            emptyMessage="No refund requests yet."
          />
        )}
        {current && (
          <RefundAnswer
            key={current.refund_id}
            refund={current}
            onClose={(message) => {
              setAnswering(null);
              if (message) setResult(message);
            }}
          />
        )}
      </Stack>
    </Card>
  );
}

type CouponValues = { coupon_name: string; discount_percent: string };
const couponRules = rulesOf<CouponValues>(['coupon_name', 'discount_percent'], validateCoupon);

function Coupons() {
  const client = useQueryClient();
  const coupons = useQuery({ queryKey: staffKeys.coupons, queryFn: () => api.get('/api/staff/coupons') });
  const create = useMutation({
    mutationFn: (body: { coupon_name: string; discount_percent: number }) =>
      api.post('/api/staff/coupons', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.coupons }),
  });
  const toggle = useMutation({
    mutationFn: ({ id, ...body }: { id: number; active?: boolean; advertised?: boolean }) =>
      api.put('/api/staff/coupons/{id}', body, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.coupons }),
  });
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useRulesForm<CouponValues>({
    rules: couponRules,
    defaultValues: { coupon_name: '', discount_percent: '' },
    afterEdit: 'clear',
    // Codes are kept in capitals as she types (the API compares them without case).
    keystroke: (name, typed) =>
      name === 'coupon_name' ? { value: typed.toUpperCase(), error: undefined } : undefined,
  });

  const submit = async (values: CouponValues) => {
    try {
      const answer = await create.mutateAsync({
        coupon_name: values.coupon_name.trim(),
        discount_percent: Number(values.discount_percent),
      });
      form.reset({ coupon_name: '', discount_percent: '' });
      setResult({ tone: 'success', text: answer.message });
    } catch (err) {
      setResult({ tone: 'danger', text: messageOf(err, 'The coupon could not be created.') });
    }
  };

  const columns: DataColumn<StaffCoupon>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (c) => <code>{c.coupon_name}</code>,
      sortValue: (c) => c.coupon_name,
    },
    {
      id: 'discount',
      header: 'Discount',
      align: 'end',
      cell: (c) => `${c.discount_percent} %`,
      sortValue: (c) => c.discount_percent,
    },
    { id: 'uses', header: 'Used', align: 'end', cell: (c) => c.uses, sortValue: (c) => c.uses },
    {
      id: 'state',
      header: 'State',
      cell: (c) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusBadge status={c.active ? 'Active' : 'Inactive'} size="sm" />
          <Button
            size="sm"
            variant="ghost"
            disabled={toggle.isPending}
            aria-label={`${c.active ? 'Deactivate' : 'Activate'} ${c.coupon_name}`}
            onClick={async () => {
              setResult(null);
              try {
                const answer = await toggle.mutateAsync({ id: c.coupon_id, active: !c.active });
                setResult({ tone: 'success', text: answer.message });
              } catch (err) {
                setResult({ tone: 'danger', text: messageOf(err, 'The coupon could not be changed.') });
              }
            }}
          >
            {c.active ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      ),
    },
    {
      id: 'advertised',
      header: 'Shown to visitors',
      cell: (c) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{c.advertised ? 'Home page' : 'Code only'}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={toggle.isPending}
            aria-label={`${c.advertised ? 'Stop advertising' : 'Advertise'} ${c.coupon_name}`}
            onClick={async () => {
              setResult(null);
              try {
                const answer = await toggle.mutateAsync({ id: c.coupon_id, advertised: !c.advertised });
                setResult({ tone: 'success', text: answer.message });
              } catch (err) {
                setResult({ tone: 'danger', text: messageOf(err, 'The coupon could not be changed.') });
              }
            }}
          >
            {c.advertised ? 'Stop advertising' : 'Advertise'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Card title="Coupons" headingLevel={2}>
      <Stack gap={4}>
        <CouponForm
          noValidate
          aria-label="New coupon"
          onSubmit={(event: FormEvent) => {
            setResult(null);
            void form.submit(submit)(event);
          }}
        >
          <TextField label="Code" {...form.field('coupon_name')} placeholder="DIWALI15" required />
          <TextField label="Discount (%)" inputMode="decimal" {...form.field('discount_percent')} required />
          <Button type="submit" disabled={create.isPending} loading={create.isPending}>
            Create coupon
          </Button>
        </CouponForm>
        {result && (
          <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
            {result.text}
          </FormAlert>
        )}
        {coupons.isPending ? (
          <LoadingState text="Loading coupons…" />
        ) : coupons.isError ? (
          <LoadError error={coupons.error} what="Coupons" onRetry={() => void coupons.refetch()} />
        ) : (
          <DataTable
            caption="Coupons"
            captionHidden
            columns={columns}
            rows={coupons.data.data}
            rowKey={(c) => c.coupon_id}
            emptyMessage="No coupons yet."
          />
        )}
      </Stack>
    </Card>
  );
}

export function MoneyScreen() {
  return (
    <Screen>
      <ScreenHeader
        title="Money"
        description="Refund requests to answer, payments received day by day, the GST tax invoices and credit notes, and the coupons students can use."
      />
      <Refunds />
      <Payments />
      <Invoices />
      <Coupons />
    </Screen>
  );
}
