// /staff/batches/:batchId/whatsapp: how one batch's class reminders reached its students, for
// support and admins. Per reminder (each class's evening-before and hour-before one): how many got it
// on WhatsApp only, by mail only, by mail after WhatsApp failed, on both, on neither, or are still
// waiting; above it, the batch's WhatsApp consent as it stands now.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { type DataColumn, DataTable, ScreenHeader, StatCard } from '@ai-women/ui-kit/portal';
import { FormAlert } from '@ai-women/ui-kit/forms';
import { routerLink } from '@ai-women/ui-kit/router';
import { ApiError, formatTicketDate } from '@ai-women/web-core';
import { messageOf } from '../../lib/api';
import { useStaffMe } from '../../lib/staff';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';
import { Cards, CardItem, KIND_LABEL, NarrowOnly, WideOnly } from './WhatsAppScreen';
import { useWhatsAppReach, type ReachEvent, type WhatsAppReach } from './whatsappApi';

export const REACH_TEXT = {
  title: 'WhatsApp reach',
  loading: 'Loading the reach of this batch’s reminders…',
  failed: 'The reach of this batch’s reminders could not be loaded.',
  caption: 'Reminders and how they reached the students',
} as const;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Class = styled.div`
  display: grid;
  gap: 2px;
  justify-items: start;
  min-width: 11rem;
  strong,
  h3 {
    margin: 0;
    font-size: inherit;
    color: ${({ theme }) => theme.colors.plum900};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;
const Count = styled.span<{ $quiet: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $quiet }) => ($quiet ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ theme, $quiet }) => ($quiet ? theme.fontWeights.regular : theme.fontWeights.semibold)};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding-bottom: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
`;

/** The counts of a reminder, in the order the table shows them. */
const COUNTS: { id: string; header: string; pick: (e: ReachEvent) => number }[] = [
  { id: 'students', header: 'Students', pick: (e) => e.students },
  { id: 'whatsapp', header: 'WhatsApp only', pick: (e) => e.whatsapp_only },
  { id: 'mail', header: 'Mail only', pick: (e) => e.mail_only },
  { id: 'fallback', header: 'Mail, WhatsApp failed', pick: (e) => e.mail_after_whatsapp_failed },
  { id: 'both', header: 'Both', pick: (e) => e.both },
  { id: 'none', header: 'Neither', pick: (e) => e.none },
  { id: 'waiting', header: 'Still queued', pick: (e) => e.waiting },
];

const titleOf = (e: ReachEvent) => `Session ${e.session_no} · ${KIND_LABEL[e.kind]}`;

function Reminder({ e, heading = false }: { e: ReachEvent; heading?: boolean }) {
  return (
    <Class>
      {heading ? <h3>{titleOf(e)}</h3> : <strong>{titleOf(e)}</strong>}
      <span>{e.topic}</span>
      <small>{`Class ${formatTicketDate(e.starts_at)}`}</small>
      {e.moved && <StatusBadge status="Class moved since" tone="neutral" size="sm" />}
    </Class>
  );
}

const columns: DataColumn<ReachEvent>[] = [
  { id: 'reminder', header: 'Reminder', cell: (e) => <Reminder e={e} /> },
  ...COUNTS.map(
    ({ id, header, pick }): DataColumn<ReachEvent> => ({
      id,
      header,
      align: 'end',
      cell: (e) => <Count $quiet={pick(e) === 0}>{pick(e)}</Count>,
    }),
  ),
];

/** A phone's view: a card per reminder with its counts in two columns, nothing out of sight. */
function ReminderCards({ events }: { events: ReachEvent[] }) {
  return (
    <Cards aria-label={REACH_TEXT.caption}>
      {events.map((e) => (
        <CardItem key={`${e.session_id}-${e.kind}-${e.starts_at}-${e.moved}`}>
          <Reminder e={e} heading />
          <Counts>
            {COUNTS.map(({ id, header, pick }) => (
              <div key={id}>
                <dt>{header}</dt>
                <dd>
                  <Count $quiet={pick(e) === 0}>{pick(e)}</Count>
                </dd>
              </div>
            ))}
          </Counts>
        </CardItem>
      ))}
    </Cards>
  );
}

function Report({ reach }: { reach: WhatsAppReach }) {
  const { consents } = reach;
  return (
    <>
      <Section aria-labelledby="whatsapp-consent">
        <h2 id="whatsapp-consent">WhatsApp consent now</h2>
        <Stats>
          <StatCard label="Students in the batch" value={consents.students} />
          <StatCard label="Switched on" value={consents.opted_in} tone="teal" />
          <StatCard
            label="Switched off"
            value={consents.opted_out}
            tone="coral"
            sublabel="Off, STOP, or a new number"
          />
          <StatCard label="Never asked" value={consents.never_asked} sublabel="No choice on record" />
        </Stats>
      </Section>
      <Section>
        <h2>Reminders</h2>
        <Muted>
          Each class has two reminders: the evening before at 6 pm and an hour before. WhatsApp counts once
          the provider took the message; mail counts once it was sent. A student appears under a reminder when
          it was queued for her on either channel.
        </Muted>
        {reach.events.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No reminders yet"
            description="The first reminder goes at 6 pm India time the evening before the batch’s first class."
          />
        ) : (
          <>
            <WideOnly>
              <DataTable
                caption={REACH_TEXT.caption}
                captionHidden
                columns={columns}
                rows={reach.events}
                rowKey={(e) => `${e.session_id}-${e.kind}-${e.starts_at}-${e.moved}`}
                // Two reminders per class and about 25 classes: one page holds a whole batch.
                pageSize={Math.max(reach.events.length, 1)}
                emptyMessage="No reminders yet."
              />
            </WideOnly>
            <NarrowOnly>
              <ReminderCards events={reach.events} />
            </NarrowOnly>
          </>
        )}
      </Section>
    </>
  );
}

/** A read that failed: the API's words; Try again unless the answer would not change (403, 404). */
function ReachError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    return (
      <FormAlert role="alert" tone="danger">
        {messageOf(error, REACH_TEXT.failed)}
      </FormAlert>
    );
  return <LoadError error={error} what="The reach of this batch’s reminders" onRetry={onRetry} />;
}

export function WhatsAppReachScreen() {
  const batchId = Number(useParams().batchId);
  const me = useStaffMe();
  const reach = useWhatsAppReach(batchId);
  const valid = Number.isInteger(batchId) && batchId > 0;
  const name = reach.data?.batch.batch_name;

  return (
    <Screen>
      <ScreenHeader
        title={name ? `${REACH_TEXT.title} · ${name}` : REACH_TEXT.title}
        description="How each class reminder of this batch reached its students, on WhatsApp, by mail, or both."
        actions={
          valid ? (
            <>
              <LinkButton
                href={`/staff/whatsapp?batch=${batchId}`}
                renderLink={routerLink}
                variant="secondary"
                size="sm"
              >
                Messages of this batch
              </LinkButton>
              {me.data?.role === 'admin' && (
                <LinkButton
                  href={`/staff/batches?batch=${batchId}`}
                  renderLink={routerLink}
                  variant="ghost"
                  size="sm"
                >
                  Back to the batch
                </LinkButton>
              )}
            </>
          ) : undefined
        }
      />
      {!valid ? (
        <EmptyState
          headingLevel={2}
          title="No such batch"
          description="The address names no batch. Open a batch from Batches, or choose one on WhatsApp."
        />
      ) : reach.isPending ? (
        <LoadingState text={REACH_TEXT.loading} />
      ) : reach.isError ? (
        <ReachError error={reach.error} onRetry={() => void reach.refetch()} />
      ) : (
        <Report reach={reach.data} />
      )}
    </Screen>
  );
}
