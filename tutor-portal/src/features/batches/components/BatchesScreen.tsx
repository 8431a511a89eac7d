// /batchespage: the tutor's batches with stats and notifications, the status filter and each
// batch's status actions. A failed stats or notifications fetch is only logged; a failed batch list
// shows a message she can dismiss.
import { useState } from 'react';
import styled from 'styled-components';
import { BookIcon, CheckCircleIcon, UsersIcon } from '@ai-women/ui-kit';
import { ToggleGroup } from '@ai-women/ui-kit/forms';
import type { Batch, BatchTransition } from '@ai-women/contracts';
import { getStoredTutorId, ApiError, NetworkError, formatTicketDate } from '@ai-women/web-core';
import {
  Empty,
  LoginPrompt,
  Loading,
  Notice,
  PageHeader,
  RetryButton,
} from '../../../components/ScreenParts';
import {
  useBatches,
  useBatchStats,
  useChangeBatchStatus,
  useTutorNotifications,
  type BatchFilterValue,
} from '../api/batchQueries';
import { needsConfirmation } from '../lib/batchActions';
import { BatchCard } from './BatchCard';
import { ConfirmDialog, NotificationBell, StatCard } from '@ai-women/ui-kit/portal';

export const NO_NEW_NOTIFICATIONS = 'No new notifications';
export const BATCHES_LOGIN_PROMPT = 'Please login to access batches.';
export const BATCHES_FETCH_FAILED = 'Failed to fetch batches';
export const BATCHES_NETWORK_ERROR = 'Network error while fetching batches';
export const BATCH_STATUS_NETWORK_ERROR = 'Network error while updating batch status';
export const BATCH_STATUS_FAILED = 'Failed to update batch status';
export const NO_BATCHES_TITLE = 'No batches found';
export const NO_BATCHES_ALL = 'You have no assigned batches yet.';
export const noFilteredBatches = (filter: string) => `No ${filter} batches found.`;

const FILTERS: { value: BatchFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
];

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: ${({ theme }) => theme.space[5]};
`;
const Filters = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;
const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

function fetchErrorText(error: unknown): string {
  return error instanceof NetworkError ? BATCHES_NETWORK_ERROR : BATCHES_FETCH_FAILED;
}

export function BatchesScreen() {
  const tutorId = getStoredTutorId();
  const [filter, setFilter] = useState<BatchFilterValue>('all');
  const batches = useBatches(tutorId, filter);
  const stats = useBatchStats(tutorId);
  const notifications = useTutorNotifications(tutorId);
  const change = useChangeBatchStatus();
  const [pending, setPending] = useState<{ batchId: number; action: BatchTransition['action'] } | null>(null);
  const [confirming, setConfirming] = useState<{ batch: Batch; action: BatchTransition } | null>(null);
  const [actionError, setActionError] = useState('');
  const [actionDone, setActionDone] = useState('');
  const [fetchErrorDismissed, setFetchErrorDismissed] = useState<unknown>(null);

  if (tutorId === null) return <LoginPrompt>{BATCHES_LOGIN_PROMPT}</LoginPrompt>;

  const run = async (batch: Batch, action: BatchTransition) => {
    setConfirming(null);
    setActionError('');
    setActionDone('');
    setPending({ batchId: batch.batch_id, action: action.action });
    try {
      const result = await change.mutateAsync({ tutorId, batchId: batch.batch_id, status: action.to });
      setActionDone(result.message || `${batch.batch_name} is now ${action.to}.`);
    } catch (error) {
      if (error instanceof NetworkError) setActionError(BATCH_STATUS_NETWORK_ERROR);
      else setActionError((error instanceof ApiError && error.serverMessage) || BATCH_STATUS_FAILED);
    } finally {
      setPending(null);
    }
  };
  const onAction = (batch: Batch, action: BatchTransition) => {
    if (needsConfirmation(action)) setConfirming({ batch, action });
    else void run(batch, action);
  };

  if (stats.isError) console.warn('Could not load batch stats', stats.error);
  if (notifications.isError) console.warn('Could not load notifications', notifications.error);

  const fetchError =
    batches.isError && fetchErrorDismissed !== batches.error ? fetchErrorText(batches.error) : '';
  const list = batches.data ?? [];
  const s = stats.data;

  return (
    <>
      <PageHeader>
        <div>
          <h1>My Batches</h1>
          <p>
            Start a batch when its first session begins, pause it for a break, complete it after the last
            class.
          </p>
        </div>
        <NotificationBell
          title="Recent Notifications"
          emptyText={NO_NEW_NOTIFICATIONS}
          count={(notifications.data ?? []).length}
          items={(notifications.data ?? []).map((n) => ({
            id: n.id,
            message: (
              <>
                <strong>{n.title}</strong>
                <br />
                {n.message}
              </>
            ),
            meta: formatTicketDate(n.created_at),
          }))}
        />
      </PageHeader>

      {fetchError && (
        <Notice
          tone="danger"
          onDismiss={() => setFetchErrorDismissed(batches.error)}
          action={
            <RetryButton
              onRetry={() => {
                void batches.refetch();
                if (stats.isError) void stats.refetch();
              }}
              retrying={batches.isFetching}
            />
          }
        >
          {fetchError}
        </Notice>
      )}
      {actionError && (
        <Notice tone="danger" onDismiss={() => setActionError('')}>
          {actionError}
        </Notice>
      )}
      {actionDone && (
        <Notice tone="success" onDismiss={() => setActionDone('')}>
          {actionDone}
        </Notice>
      )}

      <Stats>
        <StatCard label="Total Batches" value={s?.total_batches ?? '—'} icon={<BookIcon />} tone="plum" />
        <StatCard
          label="Active Batches"
          value={s?.active_batches ?? '—'}
          icon={<CheckCircleIcon />}
          tone="teal"
        />
        <StatCard label="Total Students" value={s?.total_students ?? '—'} icon={<UsersIcon />} tone="coral" />
      </Stats>

      <Filters>
        <ToggleGroup
          label="Show batches"
          options={FILTERS}
          value={filter}
          onChange={(v) => setFilter(v as BatchFilterValue)}
        />
      </Filters>

      {batches.isPending ? (
        <Loading>Loading batches...</Loading>
      ) : list.length === 0 ? (
        batches.isError ? null : (
          <Empty title={NO_BATCHES_TITLE}>
            {filter === 'all' ? NO_BATCHES_ALL : noFilteredBatches(filter)}
          </Empty>
        )
      ) : (
        <Cards aria-busy={batches.isFetching}>
          {list.map((b) => (
            <BatchCard
              key={b.batch_id}
              batch={b}
              tutorId={tutorId}
              busy={pending?.batchId === b.batch_id ? pending.action : null}
              onAction={onAction}
            />
          ))}
        </Cards>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title="Complete this batch?"
        message={
          confirming
            ? `${confirming.batch.batch_name} will be marked Completed. This cannot be undone, and the batch will no longer offer Start or Pause.`
            : ''
        }
        confirmLabel="Complete batch"
        cancelLabel="Keep it active"
        onConfirm={() => confirming && void run(confirming.batch, confirming.action)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
