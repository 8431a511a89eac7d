// Practice of one batch, for its tutor (/tutorbatches/:batchId/practice): the review queue (her
// students' answers, newest first, filtered by held session and by status, Waiting by default; one
// card per student and session with her earlier answers and their reviews) and, under Tasks, the
// batch's wording of each session's task (./PracticeTasks). The filter and the view live in the
// address, so a view survives a reload and can be shared.
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton } from '@ai-women/ui-kit';
import { FormAlert, Select, ToggleGroup } from '@ai-women/ui-kit/forms';
import { FilterBar } from '@ai-women/ui-kit/portal';
import { routerLink } from '@ai-women/ui-kit/router';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { Empty, Loading, Notice, PageHeader, RetryButton } from '../../../components/ScreenParts';
import { WAITING_FILTER, type PracticeQueueData, type PracticeQueueFilter } from '../../../lib/practiceQueue';
import { useSearchState } from '@ai-women/web-core/search-state';
import { usePracticeQueue, useReloadPracticeQueue } from '../api/practiceQueries';
import {
  STATUS_FILTERS,
  earlierAnswers,
  groupAnswers,
  missesEarlier,
  practiceSearchOf,
  readPracticeSearch,
  type AnswerGroup,
  type PracticeView,
} from '../lib/practiceView';
import { AnswerCard, type EarlierState } from './AnswerCard';
import { PracticeTasks } from './PracticeTasks';

export const PRACTICE_SCREEN_MESSAGES = {
  loading: 'Loading the answers…',
  failed: 'The answers could not be loaded.',
  notYours: 'This batch is not assigned to you.',
  noneWaiting: 'No answers waiting for review',
  noneWaitingHelp: 'Answers appear here as your students send their practice after each held session.',
  noneMatch: 'No answers match this filter',
  noneMatchHelp: 'Choose another session or status, or clear the filters.',
} as const;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
const Answers = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;
const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "3 waiting for review" under the heading. */
export function waitingText(waiting: number): string {
  return waiting === 0 ? 'Nothing waiting for review' : `${waiting} waiting for review`;
}

const isDefault = (filter: PracticeQueueFilter) =>
  filter.session_no === WAITING_FILTER.session_no && filter.status === WAITING_FILTER.status;

function emptyTitle(filter: PracticeQueueFilter): string {
  if (filter.status !== 'submitted') return PRACTICE_SCREEN_MESSAGES.noneMatch;
  return filter.session_no
    ? `${PRACTICE_SCREEN_MESSAGES.noneWaiting} in session ${filter.session_no}`
    : PRACTICE_SCREEN_MESSAGES.noneWaiting;
}

function Filters({
  data,
  filter,
  onFilter,
}: {
  data: PracticeQueueData;
  filter: PracticeQueueFilter;
  onFilter: (filter: PracticeQueueFilter) => void;
}) {
  const sessions = data.sessions.map((s) => ({
    value: String(s.session_no),
    label: `Session ${s.session_no} · ${s.topic}`,
  }));
  // A session from the address that is not held (yet) stays choosable, so the select says what is shown.
  if (filter.session_no && !data.sessions.some((s) => s.session_no === filter.session_no))
    sessions.push({ value: String(filter.session_no), label: `Session ${filter.session_no}` });
  return (
    <FilterBar
      label="Filter answers"
      onReset={isDefault(filter) ? undefined : () => onFilter(WAITING_FILTER)}
    >
      <Select
        label="Session"
        options={[{ value: '', label: 'All sessions' }, ...sessions]}
        value={filter.session_no ? String(filter.session_no) : ''}
        onChange={(e) => onFilter({ ...filter, session_no: e.target.value ? Number(e.target.value) : null })}
      />
      <Select
        label="Status"
        options={STATUS_FILTERS}
        value={filter.status}
        onChange={(e) => onFilter({ ...filter, status: e.target.value as PracticeQueueFilter['status'] })}
      />
    </FilterBar>
  );
}

function AnswerList({
  batchId,
  data,
  filter,
  updating,
  onReviewed,
}: {
  batchId: number;
  data: PracticeQueueData;
  filter: PracticeQueueFilter;
  updating: boolean;
  onReviewed: (message: string) => void;
}) {
  const reload = useReloadPracticeQueue(batchId);
  const groups = groupAnswers(data.items);
  // A filter that leaves out her earlier answers (Waiting, Done, Try again): they come from every
  // answer of the same sessions, read once for the whole list.
  const needHistory = filter.status !== 'all' && groups.some(missesEarlier);
  const history = usePracticeQueue(batchId, { session_no: filter.session_no, status: 'all' }, needHistory);

  const earlierOf = (group: AnswerGroup): EarlierState | undefined => {
    if (group.answer.version === 1) return undefined;
    if (!missesEarlier(group)) return { state: 'ready', answers: group.earlier };
    if (history.data && !history.isPlaceholderData)
      return { state: 'ready', answers: earlierAnswers(group.answer, history.data.items) };
    if (history.isError)
      return { state: 'error', retry: () => void history.refetch(), retrying: history.isFetching };
    return { state: 'loading' };
  };

  if (groups.length === 0)
    return (
      <Empty title={emptyTitle(filter)}>
        {isDefault(filter) || (filter.status === 'submitted' && filter.session_no)
          ? PRACTICE_SCREEN_MESSAGES.noneWaitingHelp
          : PRACTICE_SCREEN_MESSAGES.noneMatchHelp}
      </Empty>
    );
  return (
    <>
      <Count aria-live="polite">
        {updating
          ? 'Updating the answers…'
          : `Showing ${data.items.length} ${data.items.length === 1 ? 'answer' : 'answers'}`}
      </Count>
      <Answers aria-label="Answers" aria-busy={updating}>
        {groups.map((group) => (
          <li key={group.answer.id}>
            <AnswerCard
              answer={group.answer}
              earlier={earlierOf(group)}
              batchId={batchId}
              onReviewed={onReviewed}
              onReload={reload}
            />
          </li>
        ))}
      </Answers>
    </>
  );
}

export function PracticeScreen() {
  const batchId = Number(useParams().batchId);
  const [params, setSearch] = useSearchState();
  const { filter, view } = readPracticeSearch(params);
  const queue = usePracticeQueue(batchId, filter);
  // What the API said about the last review, focused once her card has left the list.
  const [reviewed, setReviewed] = useState<{ text: string; n: number } | null>(null);
  const reviewedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reviewed) reviewedRef.current?.focus();
  }, [reviewed]);

  const data = queue.data;
  const refused = queue.error instanceof ApiError && [403, 404].includes(queue.error.status);
  const onFilter = (next: PracticeQueueFilter) => {
    setReviewed(null);
    setSearch(practiceSearchOf(next));
  };
  const onView = (next: string) => setSearch({ view: (next as PracticeView) === 'tasks' ? 'tasks' : null });

  const back = (
    <LinkButton
      href={`/tutorbatches/${batchId}/sessions`}
      renderLink={routerLink}
      variant="secondary"
      size="sm"
    >
      Sessions of this batch
    </LinkButton>
  );
  const header = (
    <PageHeader>
      <div>
        <h1>{data ? `Practice: ${data.batch_name}` : 'Practice'}</h1>
        {data && <p data-testid="practice-waiting">{waitingText(data.waiting)}</p>}
      </div>
      {back}
    </PageHeader>
  );

  let answers;
  if (data) {
    answers = (
      <>
        <Filters data={data} filter={filter} onFilter={onFilter} />
        {reviewed && (
          <FormAlert tone="success" role="status" tabIndex={-1} ref={reviewedRef}>
            {reviewed.text}
          </FormAlert>
        )}
        <AnswerList
          batchId={batchId}
          data={data}
          filter={filter}
          updating={queue.isPlaceholderData}
          onReviewed={(text) => setReviewed((r) => ({ text, n: (r?.n ?? 0) + 1 }))}
        />
      </>
    );
  } else if (queue.isError) {
    answers = (
      <Notice
        tone="danger"
        action={
          refused ? undefined : (
            <>
              <RetryButton onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
              {!isDefault(filter) && (
                <Button size="sm" variant="ghost" onClick={() => onFilter(WAITING_FILTER)}>
                  Clear filters
                </Button>
              )}
            </>
          )
        }
      >
        {refused
          ? errorMessage(queue.error, PRACTICE_SCREEN_MESSAGES.notYours, PRACTICE_SCREEN_MESSAGES.notYours)
          : PRACTICE_SCREEN_MESSAGES.failed}
      </Notice>
    );
  } else answers = <Loading>{PRACTICE_SCREEN_MESSAGES.loading}</Loading>;

  return (
    <Stack>
      <title>{data ? `Practice · ${data.batch_name} · Aarohi` : 'Practice · Aarohi'}</title>
      {header}
      {!refused && (
        <ToggleGroup
          label="Show"
          variant="segmented"
          options={[
            { value: 'answers', label: 'Answers to review' },
            { value: 'tasks', label: 'Tasks' },
          ]}
          value={view}
          onChange={onView}
        />
      )}
      {view === 'tasks' && !refused ? <PracticeTasks batchId={batchId} /> : answers}
    </Stack>
  );
}
