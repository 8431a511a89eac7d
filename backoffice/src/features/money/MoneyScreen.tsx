// /staff/money (admin): payments with date filters and day totals, the CSV export of the same
// filter; GST tax invoices by month and place of supply with their totals and the month's GSTR-1
// CSV; and coupons (create, deactivate or activate again, advertise, how often each was used).
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, LinkButton, LoadingState, Stack } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { type DataColumn, DataTable, FilterBar, ScreenHeader, StatCard } from '@ai-women/ui-kit/portal';
import { FormAlert, SearchInput, Select, TextField } from '@ai-women/ui-kit/forms';
import {
  atIndiaTime,
  formatRupees,
  GST_STATES,
  indiaDay,
  rulesOf,
  type StaffCoupon,
  type StaffInvoice,
  type StaffPayment,
  validateCoupon,
} from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
import { formatMemberSince, formatTicketDate } from '@ai-women/web-core';
import { apiUrl } from '@ai-women/web-core/config';
import { api, messageOf } from '../../lib/api';
import { staffKeys } from '../../lib/staff';
import { LoadError } from '../../components/LoadError';
import { useSearchState } from '../../lib/searchState';
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

/** This month in India time, 'YYYY-MM'. */
const thisMonth = () => indiaDay(Date.now()).slice(0, 7);

/**
 * GST tax invoices of a month (and a place of supply), with totals that equal the invoices, and the
 * month's GSTR-1 CSV for the accountant. Credit notes will be listed beside them.
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
          </>
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
        description="Payments received, day by day, their GST tax invoices, and the coupons students can use."
      />
      <Payments />
      <Invoices />
      <Coupons />
    </Screen>
  );
}
