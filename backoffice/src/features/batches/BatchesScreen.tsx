// /staff/batches (admin): every batch with its tutor, status, timing, start and students. A new
// batch gets its 25-session timetable; an open batch can be edited, moved along its status rules,
// and its students moved to another batch.
import { useMemo, useState } from 'react';
import { Button, Card, EmptyState, LoadingState, Modal, ScreenHeader, StatusBadge } from '@ai-women/ui-kit';
import { FormAlert, SearchInput, Select } from '@ai-women/ui-kit/forms';
import { DataTable, FilterBar, StatusMenu, type DataColumn } from '@ai-women/ui-kit/portal';
import { BATCH_STATUSES, type StaffBatch } from '@ai-women/contracts';
import { formatBatchDate } from '@ai-women/web-core';
import { messageOf } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import { useSearchState } from '../../lib/searchState';
import { Facts, Screen, SplitView } from '../../components/Section';
import { BatchForm } from './BatchForm';
import { useBatchStatus, useBatches, useBatchStudents, useMoveStudent } from './batchesApi';

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

function Students({ batch, batches }: { batch: StaffBatch; batches: StaffBatch[] }) {
  const students = useBatchStudents(batch.batch_id);
  const move = useMoveStudent();
  const [targets, setTargets] = useState<Record<number, string>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const others = batches.filter((b) => b.batch_id !== batch.batch_id && b.status !== 'Completed');

  if (students.isPending) return <LoadingState text="Loading students…" />;
  if (students.isError)
    return <LoadError error={students.error} what="Students" onRetry={() => void students.refetch()} />;
  const rows = students.data.data;
  return (
    <>
      {result && (
        <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
          {result.text}
        </FormAlert>
      )}
      <DataTable
        caption={`Students of ${batch.batch_name}`}
        columns={[
          { id: 'name', header: 'Name', cell: (s) => s.fullname, sortValue: (s) => s.fullname },
          { id: 'email', header: 'E-mail', cell: (s) => s.email },
          {
            id: 'move',
            header: 'Move to',
            cell: (s) => (
              <div
                style={{
                  display: 'flex',
                  gap: 8,
                  alignItems: 'flex-end',
                  flexWrap: 'wrap',
                  minWidth: '12rem',
                }}
              >
                <Select
                  label={`Move ${s.fullname} to`}
                  value={targets[s.student_id] ?? ''}
                  onChange={(e) => setTargets((prev) => ({ ...prev, [s.student_id]: e.target.value }))}
                  options={[
                    { value: '', label: 'Choose a batch' },
                    ...others.map((b) => ({ value: String(b.batch_id), label: b.batch_name })),
                  ]}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!targets[s.student_id] || move.isPending}
                  onClick={async () => {
                    setResult(null);
                    try {
                      await move.mutateAsync({
                        studentId: s.student_id,
                        batchId: Number(targets[s.student_id]),
                      });
                      setResult({ tone: 'success', text: `${s.fullname} moved.` });
                    } catch (err) {
                      setResult({ tone: 'danger', text: messageOf(err, 'She could not be moved.') });
                    }
                  }}
                >
                  Move
                </Button>
              </div>
            ),
          },
        ]}
        rows={rows}
        rowKey={(s) => s.student_id}
        emptyMessage="No students in this batch yet. A student who pays joins the next open batch."
      />
    </>
  );
}

function BatchPanel({
  batch,
  batches,
  onSaved,
}: {
  batch: StaffBatch;
  batches: StaffBatch[];
  onSaved: (text: string) => void;
}) {
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
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit batch
          </Button>
        </>
      )}
      <div style={{ marginTop: 24 }}>
        <Students batch={batch} batches={batches} />
      </div>
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
        description="Every batch of the course: its tutor, timing, meeting link and students."
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
          <DataTable
            caption="Batches"
            captionHidden
            columns={columns}
            rows={list}
            rowKey={(b) => b.batch_id}
            initialSort={{ column: 'start', direction: 'desc' }}
            emptyMessage="No batches match these filters."
            onRowClick={(b) => set({ batch: String(b.batch_id) })}
            selectedKey={open?.batch_id}
          />
          {open && <BatchPanel key={open.batch_id} batch={open} batches={list} onSaved={setNotice} />}
        </SplitView>
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
