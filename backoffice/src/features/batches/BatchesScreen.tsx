// /staff/batches (admin): every batch with its tutor, status, timing, start and students. A new
// batch gets its 25-session timetable; an open batch can be edited, moved along its status rules;
// its panel lists its students (contact, paid date) and moves one to another batch of its course.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, ChevronLeftIcon, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { Modal } from '@ai-women/ui-kit/dialogs';
import { routerLink } from '@ai-women/ui-kit/router';
import { FormAlert, SearchInput, Select } from '@ai-women/ui-kit/forms';
import { DataTable, FilterBar, ScreenHeader, StatusMenu, type DataColumn } from '@ai-women/ui-kit/portal';
import { BATCH_CAPACITY, BATCH_STATUSES, type StaffBatch } from '@ai-women/contracts';
import { formatBatchDate, formatIndianPhone, formatTicketDate } from '@ai-women/web-core';
import { messageOf } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import { useSearchState } from '@ai-women/web-core/search-state';
import { Facts, Screen, SplitBack, SplitView } from '../../components/Section';
import { BatchForm } from './BatchForm';
import { BatchAttendance, BatchFeedback, RatingsOverview } from './BatchReports';
import { MoveSession } from './MoveSession';
import { useBatchStatus, useBatches } from './batchesApi';
import { useBatchRoster } from '../../lib/placementApi';
import { PlaceDialog, type PlaceTarget } from '../../components/PlaceDialog';

const columns: DataColumn<StaffBatch>[] = [
  { id: 'name', header: 'Batch', cell: (b) => b.batch_name, sortValue: (b) => b.batch_name },
  { id: 'course', header: 'Course', cell: (b) => b.course_title, sortValue: (b) => b.course_title },
  {
    id: 'tutor',
    header: 'Tutor',
    cell: (b) => b.tutor?.name ?? 'No tutor yet',
    sortValue: (b) => b.tutor?.name ?? null,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (b) => <StatusBadge status={b.status} size="sm" />,
    sortValue: (b) => b.status,
  },
  {
    id: 'start',
    header: 'Starts',
    cell: (b) => formatBatchDate(b.start_date),
    sortValue: (b) => b.start_date,
  },
  { id: 'students', header: 'Students', align: 'end', cell: (b) => b.students, sortValue: (b) => b.students },
];

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Beside an open batch the list keeps what tells batches apart: name, course and tutor, status. */
const compactColumns: DataColumn<StaffBatch>[] = [
  {
    id: 'name',
    header: 'Batch',
    cell: (b) => (
      <>
        {b.batch_name}
        <Detail>
          {b.course_title} · {b.tutor?.name ?? 'No tutor yet'}
        </Detail>
      </>
    ),
    sortValue: (b) => b.batch_name,
  },
  columns[3]!,
  columns[4]!,
];

function Students({ batch }: { batch: StaffBatch }) {
  const roster = useBatchRoster(batch.batch_id);
  const [target, setTarget] = useState<PlaceTarget | null>(null);
  const [result, setResult] = useState<string | null>(null);

  if (roster.isPending) return <LoadingState text="Loading students…" />;
  if (roster.isError)
    return <LoadError error={roster.error} what="Students" onRetry={() => void roster.refetch()} />;
  const rows = roster.data.data;
  const course = { course_id: batch.course_id, title: batch.course_title };
  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        {`${batch.students} of ${BATCH_CAPACITY} places taken`}
        {batch.status === 'Completed'
          ? ''
          : ` · ${batch.seats_left} free (seats held by unpaid orders count as taken)`}
      </p>
      {result && (
        <FormAlert role="status" tone="success">
          {result}
        </FormAlert>
      )}
      <DataTable
        caption={`Students of ${batch.batch_name}`}
        columns={[
          { id: 'name', header: 'Name', cell: (s) => s.fullname, sortValue: (s) => s.fullname },
          { id: 'email', header: 'E-mail', cell: (s) => <a href={`mailto:${s.email}`}>{s.email}</a> },
          { id: 'phone', header: 'Phone', cell: (s) => formatIndianPhone(s.phone_number) },
          {
            id: 'paid',
            header: 'Paid',
            cell: (s) => (s.paid_at ? formatTicketDate(s.paid_at) : 'No payment recorded'),
            sortValue: (s) => s.paid_at,
          },
          {
            id: 'move',
            header: 'Action',
            cell: (s) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Move ${s.fullname}`}
                onClick={() => {
                  setResult(null);
                  setTarget({
                    student_id: s.student_id,
                    fullname: s.fullname,
                    course,
                    from: { batch_id: batch.batch_id, batch_name: batch.batch_name },
                  });
                }}
              >
                Move
              </Button>
            ),
          },
        ]}
        rows={rows}
        rowKey={(s) => s.student_id}
        emptyMessage="No students in this batch yet. Students of its course who paid are placed in it when it opens."
      />
      <PlaceDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(message) => {
          setTarget(null);
          setResult(message);
        }}
      />
    </>
  );
}

function BatchPanel({ batch, onSaved }: { batch: StaffBatch; onSaved: (text: string) => void }) {
  const status = useBatchStatus(batch.batch_id);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card
      title={batch.batch_name}
      headingLevel={2}
      actions={
        <StatusMenu
          label="Batch status"
          value={batch.status}
          busy={status.isPending}
          options={BATCH_STATUSES.map((s) => ({
            value: s,
            disabled: s !== batch.status && !batch.next_statuses.includes(s),
          }))}
          onChange={async (to) => {
            setFailure(null);
            try {
              onSaved((await status.mutateAsync(to)).message);
            } catch (err) {
              setFailure(messageOf(err, 'The status could not be changed.'));
            }
          }}
        />
      }
    >
      {failure && (
        <FormAlert role="alert" tone="danger">
          {failure}
        </FormAlert>
      )}
      {editing ? (
        <BatchForm
          batch={batch}
          onDone={(text) => {
            setEditing(false);
            onSaved(text);
          }}
        />
      ) : (
        <>
          <Facts>
            <dt>Course</dt>
            <dd>{batch.course_title}</dd>
            <dt>Tutor</dt>
            <dd>{batch.tutor?.name ?? 'No tutor yet'}</dd>
            <dt>Timing</dt>
            <dd>{batch.timing}</dd>
            <dt>Starts</dt>
            <dd>{formatBatchDate(batch.start_date)}</dd>
            <dt>Meeting link</dt>
            <dd>
              {batch.meeting_url ? (
                <a href={batch.meeting_url} target="_blank" rel="noreferrer">
                  {batch.meeting_url}
                </a>
              ) : (
                'Not set: students cannot join yet'
              )}
            </dd>
          </Facts>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit batch
            </Button>
            <LinkButton
              href={`/staff/batches/${batch.batch_id}/certificates`}
              renderLink={routerLink}
              variant="ghost"
              size="sm"
            >
              Certificates
            </LinkButton>
            <LinkButton
              href={`/staff/batches/${batch.batch_id}/learning`}
              renderLink={routerLink}
              variant="ghost"
              size="sm"
            >
              Learning
            </LinkButton>
            <LinkButton
              href={`/staff/batches/${batch.batch_id}/whatsapp`}
              renderLink={routerLink}
              variant="ghost"
              size="sm"
            >
              WhatsApp reach
            </LinkButton>
            <LinkButton
              href={`/staff/batches/${batch.batch_id}/discussion`}
              renderLink={routerLink}
              variant="ghost"
              size="sm"
            >
              Discussion
            </LinkButton>
          </div>
        </>
      )}
      <div style={{ marginTop: 24 }}>
        <Students batch={batch} />
      </div>
      <MoveSession batchId={batch.batch_id} />
      <BatchAttendance batchId={batch.batch_id} batchName={batch.batch_name} />
      <BatchFeedback batchId={batch.batch_id} />
    </Card>
  );
}

export function BatchesScreen() {
  const [params, set] = useSearchState();
  const filters = useMemo(() => ({ status: params.get('status') ?? '', q: params.get('q') ?? '' }), [params]);
  const openId = Number(params.get('batch')) || undefined;
  const batches = useBatches(filters);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const list = batches.data?.data ?? [];
  const open = list.find((b) => b.batch_id === openId);

  return (
    <Screen>
      <ScreenHeader
        title="Batches"
        description="Every batch of every course: its tutor, timing, meeting link and students."
        actions={<Button onClick={() => setCreating(true)}>New batch</Button>}
      />
      {notice && (
        <FormAlert role="status" tone="success">
          {notice}
        </FormAlert>
      )}
      <FilterBar
        label="Filter batches"
        onReset={filters.status || filters.q ? () => set({ status: null, q: null }) : undefined}
      >
        <Select
          label="Status"
          value={filters.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[{ value: '', label: 'All' }, ...BATCH_STATUSES.map((s) => ({ value: s, label: s }))]}
        />
        <SearchInput
          label="Search batches"
          showLabel
          placeholder="Batch or tutor name"
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
          onClear={() => set({ q: null })}
        />
      </FilterBar>
      {batches.isPending ? (
        <LoadingState text="Loading batches…" />
      ) : batches.isError ? (
        <LoadError error={batches.error} what="Batches" onRetry={() => void batches.refetch()} />
      ) : list.length === 0 && !filters.status && !filters.q ? (
        <EmptyState
          headingLevel={2}
          title="No batches yet"
          description="Create the first batch: students who pay join the next open one."
          action={<Button onClick={() => setCreating(true)}>New batch</Button>}
        />
      ) : (
        <SplitView $open={Boolean(open)}>
          <div className="list">
            <DataTable
              caption="Batches"
              captionHidden
              columns={open ? compactColumns : columns}
              rows={list}
              rowKey={(b) => b.batch_id}
              initialSort={{ column: 'start', direction: 'desc' }}
              emptyMessage="No batches match these filters."
              onRowClick={(b) => set({ batch: String(b.batch_id) })}
              selectedKey={open?.batch_id}
            />
          </div>
          {open && (
            <div>
              <SplitBack>
                <Button variant="ghost" size="sm" onClick={() => set({ batch: null })}>
                  <ChevronLeftIcon aria-hidden="true" /> Back to batches
                </Button>
              </SplitBack>
              <BatchPanel key={open.batch_id} batch={open} onSaved={setNotice} />
            </div>
          )}
        </SplitView>
      )}
      {list.length > 0 && (
        <Card title="Ratings" headingLevel={2} subtitle="Students’ ratings of their sessions, 1 to 5.">
          <RatingsOverview />
        </Card>
      )}
      <Modal open={creating} onClose={() => setCreating(false)} title="New batch" size="md">
        {creating && (
          <BatchForm
            onDone={(text, id) => {
              setCreating(false);
              setNotice(text);
              set({ batch: String(id) });
            }}
          />
        )}
      </Modal>
    </Screen>
  );
}
