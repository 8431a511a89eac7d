// /staff/whatsapp: every WhatsApp message the school queued, newest first, for support and admins:
// who it was for (her number masked), which class and reminder, where it got to and when, the
// provider's reason when it failed and the mail that went instead. Filters and the page live in the
// address, so a filtered list can be shared with a colleague or reopened after a call.
import { useMemo } from 'react';
import styled from 'styled-components';
import { Button, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, StatusBadge, type BadgeTone } from '@ai-women/ui-kit/status';
import { type DataColumn, DataTable, FilterBar, ScreenHeader } from '@ai-women/ui-kit/portal';
import { Select, TextField } from '@ai-women/ui-kit/forms';
import { routerLink } from '@ai-women/ui-kit/router';
import { formatTicketDate } from '@ai-women/web-core';
import { useSearchState } from '@ai-women/web-core/search-state';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';
import {
  PER_PAGE,
  useBatchOptions,
  useWhatsAppMessages,
  type MessageFilters,
  type WhatsAppMessage,
} from './whatsappApi';

export const WHATSAPP_TEXT = {
  title: 'WhatsApp',
  loading: 'Loading WhatsApp messages…',
  caption: 'WhatsApp messages',
} as const;

export const STATUS_LABEL: Record<WhatsAppMessage['status'], string> = {
  pending: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  skipped: 'Not sent',
};
const STATUS_TONE: Record<WhatsAppMessage['status'], BadgeTone> = {
  pending: 'info',
  sent: 'progress',
  delivered: 'success',
  read: 'completed',
  failed: 'danger',
  skipped: 'neutral',
};
export const TEMPLATE_LABEL: Record<string, string> = {
  class_tomorrow: 'Class tomorrow',
  class_in_one_hour: 'Class in one hour',
  class_moved: 'Class moved',
  recording_ready: 'Recording ready',
  missed_class: 'Missed classes',
  discussion_reply: 'Discussion reply',
  payment_received: 'Payment received',
  whatsapp_stopped: 'STOP confirmed',
  whatsapp_started: 'START confirmed',
};

/** A template's name in words: the known label, else the name made readable, never a raw key. */
export function templateLabel(template: string): string {
  const known = TEMPLATE_LABEL[template];
  if (known) return known;
  const words = template.replace(/_+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : template;
}
const STEP_LABEL: Record<WhatsAppMessage['history'][number]['step'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  skipped: 'Not sent',
  mail_queued: 'Mail queued',
  mail_sent: 'Mail sent',
};
export const KIND_LABEL = { evening_before: 'Evening before', hour_before: 'An hour before' } as const;

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...(Object.keys(STATUS_LABEL) as WhatsAppMessage['status'][]).map((s) => ({
    value: s,
    label: STATUS_LABEL[s],
  })),
];
const TEMPLATE_OPTIONS = [
  { value: '', label: 'Every message' },
  ...Object.entries(TEMPLATE_LABEL).map(([value, label]) => ({ value, label })),
];

const Person = styled.div`
  display: grid;
  gap: 2px;
  min-width: 9rem;
  strong {
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Small = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
const Stack = styled.div`
  display: grid;
  gap: 2px;
  justify-items: start;
  min-width: 8rem;
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;
const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
  min-width: 14rem;
  li {
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Problem = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  max-width: 22rem;
  overflow-wrap: anywhere;
`;
const Note = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  max-width: 22rem;
`;
const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
/** The table on a wide screen; on a phone its columns would sit out of sight, so cards instead. */
export const WideOnly = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
export const NarrowOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;
export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
export const CardItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
  /* A card is as wide as the phone: its steps wrap instead of pushing it wider. */
  ol {
    min-width: 0;
  }
  li {
    white-space: normal;
  }
`;

/** "Session 9 · Prompts that get good answers · an hour before", or what a confirmation answered. */
function eventOf(m: WhatsAppMessage): string {
  if (!m.event)
    return m.template === 'whatsapp_stopped'
      ? 'Her STOP reply'
      : m.template === 'whatsapp_started'
        ? 'Her START reply'
        : '—';
  const session = m.event.session_no !== null ? `Session ${m.event.session_no}` : 'A class';
  const kind = m.event.kind ? KIND_LABEL[m.event.kind].toLowerCase() : null;
  return [session, m.event.topic, kind].filter(Boolean).join(' · ');
}

/** What the mail fallback did, in words (its times are in the steps); null when no mail was needed. */
export function fallbackText(m: WhatsAppMessage): string | null {
  const f = m.fallback;
  if (!f) return null;
  if (f.mail_was_her_choice)
    return f.mail_status === 'sent'
      ? 'She chose mail too: her mail reminder reached her.'
      : 'She chose mail too: her mail reminder has not gone.';
  if (f.mail_status === 'sent') return 'The reminder went by mail instead.';
  if (f.mail_status === 'pending') return 'The reminder is queued by mail instead.';
  if (f.mail_status === 'skipped') return 'The mail instead was not sent: the class moved or started.';
  return 'The mail instead failed too.';
}

const Message = ({ m }: { m: WhatsAppMessage }) => (
  <Stack>
    <span>{templateLabel(m.template)}</span>
    <Small>{eventOf(m)}</Small>
    {m.batch && <Small>{m.batch.batch_name}</Small>}
  </Stack>
);

const Status = ({ m }: { m: WhatsAppMessage }) => (
  <Badges>
    <StatusBadge status={STATUS_LABEL[m.status]} tone={STATUS_TONE[m.status]} size="sm" />
    {m.fallback && <StatusBadge status="Mail instead" tone="warning" size="sm" />}
  </Badges>
);

function History({ m }: { m: WhatsAppMessage }) {
  const fallback = fallbackText(m);
  return (
    <div>
      <Steps>
        {m.history.map((h, i) => (
          <li key={`${h.step}-${i}`}>
            {STEP_LABEL[h.step]} <span>{h.at ? formatTicketDate(h.at) : ''}</span>
          </li>
        ))}
      </Steps>
      {m.error && (
        <Problem>
          {m.status === 'pending' ? `Will retry (attempt ${m.attempts} failed): ${m.error}` : m.error}
        </Problem>
      )}
      {m.skipped_reason && <Note>{`Why: ${m.skipped_reason}.`}</Note>}
      {fallback && <Note>{fallback}</Note>}
    </div>
  );
}

const columns: DataColumn<WhatsAppMessage>[] = [
  {
    id: 'student',
    header: 'Student',
    cell: (m) => (
      <Person>
        <strong>{m.student.name}</strong>
        <Small>{m.phone_masked}</Small>
      </Person>
    ),
  },
  { id: 'message', header: 'Message', cell: (m) => <Message m={m} /> },
  { id: 'status', header: 'Status', cell: (m) => <Status m={m} /> },
  // The first step is when it was queued: the list's order.
  { id: 'history', header: 'What happened', cell: (m) => <History m={m} /> },
];

/** A phone's view of the same page: one card per message, everything in sight. */
function MessageCards({ messages }: { messages: WhatsAppMessage[] }) {
  if (messages.length === 0) return <p>No messages on this page.</p>;
  return (
    <Cards aria-label={WHATSAPP_TEXT.caption}>
      {messages.map((m) => (
        <CardItem key={m.id}>
          <h3>{m.student.name}</h3>
          <Small>{m.phone_masked}</Small>
          <Status m={m} />
          <Message m={m} />
          <History m={m} />
        </CardItem>
      ))}
    </Cards>
  );
}

function Paging({
  page,
  shown,
  total,
  onPage,
}: {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const first = (page - 1) * PER_PAGE + 1;
  // An old link can name a page past the end (messages are only added, but filters change totals).
  const where =
    shown === 0
      ? `Page ${page} is past the last page, ${pages}`
      : `${first}–${first + shown - 1} of ${total} ${total === 1 ? 'message' : 'messages'} · page ${page} of ${pages}`;
  return (
    <Pager aria-label="Pages of WhatsApp messages">
      <p aria-live="polite">{where}</p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, pages))}
        >
          Newer
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Older
        </Button>
      </div>
    </Pager>
  );
}

export function WhatsAppScreen() {
  const [params, setState] = useSearchState();
  const filters: MessageFilters = useMemo(
    () => ({
      batch: params.get('batch') ?? '',
      status: params.get('status') ?? '',
      template: params.get('template') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      page: Math.max(1, Number(params.get('page')) || 1),
    }),
    [params],
  );
  const messages = useWhatsAppMessages(filters);
  const batches = useBatchOptions();
  // A new filter starts again on the first page.
  const set = (key: keyof MessageFilters, value: string) => setState({ [key]: value, page: null });
  const filtered = Boolean(filters.batch || filters.status || filters.template || filters.from || filters.to);
  const data = messages.data;

  return (
    <Screen>
      <ScreenHeader
        title={WHATSAPP_TEXT.title}
        description="Every WhatsApp message to a student, newest first: which class it was for, where it got to, and the mail that went instead when WhatsApp failed. Mobile numbers are masked."
        actions={
          filters.batch ? (
            <LinkButton
              href={`/staff/batches/${filters.batch}/whatsapp`}
              renderLink={routerLink}
              variant="secondary"
              size="sm"
            >
              Reach of this batch
            </LinkButton>
          ) : undefined
        }
      />
      <FilterBar
        label="Filter WhatsApp messages"
        onReset={
          filtered
            ? () => setState({ batch: null, status: null, template: null, from: null, to: null, page: null })
            : undefined
        }
      >
        <Select
          label="Batch"
          value={filters.batch}
          onChange={(e) => set('batch', e.target.value)}
          options={[{ value: '', label: 'Every batch' }, ...(batches.data ?? [])]}
        />
        <Select
          label="Status"
          value={filters.status}
          onChange={(e) => set('status', e.target.value)}
          options={STATUS_OPTIONS}
        />
        <Select
          label="Message"
          value={filters.template}
          onChange={(e) => set('template', e.target.value)}
          options={TEMPLATE_OPTIONS}
        />
        <TextField
          label="Queued from"
          type="date"
          value={filters.from}
          onChange={(e) => set('from', e.target.value)}
        />
        <TextField
          label="Queued to"
          type="date"
          value={filters.to}
          onChange={(e) => set('to', e.target.value)}
        />
      </FilterBar>
      {messages.isPending ? (
        <LoadingState text={WHATSAPP_TEXT.loading} />
      ) : messages.isError ? (
        <LoadError
          error={messages.error}
          what="The WhatsApp messages"
          onRetry={() => void messages.refetch()}
        />
      ) : data!.total === 0 ? (
        <EmptyState
          headingLevel={2}
          title={filtered ? 'No messages match these filters' : 'No WhatsApp messages yet'}
          description={
            filtered
              ? 'Try another status or batch, or clear the filters.'
              : 'Reminders go on WhatsApp to students who switched it on, the evening before and an hour before each class.'
          }
        />
      ) : (
        <>
          <WideOnly>
            <DataTable
              caption={WHATSAPP_TEXT.caption}
              captionHidden
              columns={columns}
              rows={data!.messages}
              rowKey={(m) => m.id}
              // The API pages the list; the table shows the page it was given, in the API's order.
              pageSize={Math.max(data!.messages.length, 1)}
              emptyMessage="No messages on this page."
            />
          </WideOnly>
          <NarrowOnly>
            <MessageCards messages={data!.messages} />
          </NarrowOnly>
          <Paging
            page={data!.page}
            shown={data!.messages.length}
            total={data!.total}
            onPage={(page) => setState({ page: page > 1 ? String(page) : null })}
          />
        </>
      )}
    </Screen>
  );
}
