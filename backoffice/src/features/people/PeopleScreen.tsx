// /staff/people (admin): students (search by name, e-mail or mobile; payment status; batch) and
// tutors (documents: open the PDFs, approve or send back with a note; the tutor is notified).
import { useState } from 'react';
import { Button, Card, ChevronLeftIcon, LoadingState, Stack } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { FormAlert, SearchInput, TextArea, ToggleGroup } from '@ai-women/ui-kit/forms';
import { DataTable, FilterBar, ScreenHeader, type DataColumn } from '@ai-women/ui-kit/portal';
import { STAFF_LIMITS, type StaffStudent, type StaffTutor } from '@ai-women/contracts';
import { formatIndianPhone, formatMemberSince } from '@ai-women/web-core';
import { apiUrl } from '@ai-women/web-core/config';
import { messageOf } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import { useSearchState } from '@ai-women/web-core/search-state';
import { Facts, Screen, SplitBack, SplitView } from '../../components/Section';
import { useReview, useStudents, useTutors } from './peopleApi';

const REVIEW_LABEL = {
  pending: 'Pending review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
} as const;
const REVIEW_TONE = { pending: 'warning', approved: 'success', changes_requested: 'danger' } as const;

const studentColumns: DataColumn<StaffStudent>[] = [
  { id: 'name', header: 'Name', cell: (s) => s.fullname, sortValue: (s) => s.fullname },
  { id: 'email', header: 'E-mail', cell: (s) => s.email, sortValue: (s) => s.email },
  { id: 'mobile', header: 'Mobile', cell: (s) => formatIndianPhone(s.phone_number) },
  {
    id: 'payment',
    header: 'Payment',
    cell: (s) =>
      s.payment_status === 'completed' ? (
        <StatusBadge status="Paid" tone="success" size="sm" />
      ) : (
        <StatusBadge status="Not paid" tone="warning" size="sm" />
      ),
    sortValue: (s) => s.payment_status,
  },
  {
    id: 'batch',
    header: 'Batch',
    cell: (s) => s.batch?.batch_name ?? '—',
    sortValue: (s) => s.batch?.batch_name ?? null,
  },
  {
    id: 'joined',
    header: 'Joined',
    cell: (s) => formatMemberSince(s.created_at),
    sortValue: (s) => s.created_at,
  },
];

const tutorColumns: DataColumn<StaffTutor>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name, sortValue: (t) => t.name },
  { id: 'email', header: 'E-mail', cell: (t) => t.email, sortValue: (t) => t.email },
  { id: 'batches', header: 'Batches', align: 'end', cell: (t) => t.batches, sortValue: (t) => t.batches },
  {
    id: 'documents',
    header: 'Documents',
    cell: (t) =>
      t.documents ? (
        <StatusBadge
          status={REVIEW_LABEL[t.documents.review_status]}
          tone={REVIEW_TONE[t.documents.review_status]}
          size="sm"
        />
      ) : (
        <StatusBadge status="Not uploaded" tone="neutral" size="sm" />
      ),
    sortValue: (t) => t.documents?.review_status ?? null,
  },
];

function TutorPanel({ tutor }: { tutor: StaffTutor }) {
  const review = useReview(tutor.tutor_id);
  const [note, setNote] = useState(tutor.documents?.review_note ?? '');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const docs = tutor.documents;

  const decide = async (decision: 'approved' | 'changes_requested') => {
    setResult(null);
    if (decision === 'changes_requested' && !note.trim()) {
      setError('Write what the tutor should change.');
      return;
    }
    setError(undefined);
    try {
      const answer = await review.mutateAsync({ decision, note: note.trim() || undefined });
      setResult({ tone: 'success', text: answer.message });
    } catch (err) {
      setResult({ tone: 'danger', text: messageOf(err, 'The review could not be saved.') });
    }
  };

  return (
    <Card title={tutor.name} headingLevel={2} subtitle={`Tutor since ${formatMemberSince(tutor.created_at)}`}>
      <Facts>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${tutor.email}`}>{tutor.email}</a>
        </dd>
        <dt>Mobile</dt>
        <dd>{formatIndianPhone(tutor.phone_number)}</dd>
        <dt>Batches</dt>
        <dd>{tutor.batches}</dd>
        <dt>Skills</dt>
        <dd>{docs?.skills || '—'}</dd>
        <dt>Documents</dt>
        <dd>
          {docs ? (
            <>
              {docs.resume ? (
                <a href={apiUrl(docs.resume.url)} target="_blank" rel="noreferrer">
                  Resume ({docs.resume.name})
                </a>
              ) : (
                'No resume'
              )}
              <br />
              {docs.experience_letter ? (
                <a href={apiUrl(docs.experience_letter.url)} target="_blank" rel="noreferrer">
                  Experience letter ({docs.experience_letter.name})
                </a>
              ) : (
                'No experience letter'
              )}
            </>
          ) : (
            'Not uploaded yet'
          )}
        </dd>
        {docs && (
          <>
            <dt>Review</dt>
            <dd>
              <StatusBadge
                status={REVIEW_LABEL[docs.review_status]}
                tone={REVIEW_TONE[docs.review_status]}
                size="sm"
              />
              {docs.review_note && <p style={{ margin: '4px 0 0' }}>{docs.review_note}</p>}
            </dd>
          </>
        )}
      </Facts>
      {docs && (
        <Stack gap={3}>
          <TextArea
            label="Note to the tutor"
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(undefined);
            }}
            maxLength={STAFF_LIMITS.reviewNoteMax}
            rows={3}
            error={error}
            helperText="Needed when you send the documents back; she sees it in her notifications."
          />
          {result && (
            <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
              {result.text}
            </FormAlert>
          )}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button disabled={review.isPending} onClick={() => void decide('approved')}>
              Approve documents
            </Button>
            <Button
              variant="secondary"
              disabled={review.isPending}
              onClick={() => void decide('changes_requested')}
            >
              Send back with note
            </Button>
          </div>
        </Stack>
      )}
    </Card>
  );
}

function Students({ q }: { q: string }) {
  const students = useStudents(q);
  if (students.isPending) return <LoadingState text="Loading students…" />;
  if (students.isError)
    return <LoadError error={students.error} what="Students" onRetry={() => void students.refetch()} />;
  return (
    <DataTable
      caption="Students"
      captionHidden
      columns={studentColumns}
      rows={students.data.data}
      rowKey={(s) => s.student_id}
      initialSort={{ column: 'joined', direction: 'desc' }}
      emptyMessage={q ? 'No student matches this search.' : 'No students have registered yet.'}
    />
  );
}

function Tutors({ q, openId, onOpen }: { q: string; openId?: number; onOpen: (id: number | null) => void }) {
  const tutors = useTutors(q);
  if (tutors.isPending) return <LoadingState text="Loading tutors…" />;
  if (tutors.isError)
    return <LoadError error={tutors.error} what="Tutors" onRetry={() => void tutors.refetch()} />;
  const open = tutors.data.data.find((t) => t.tutor_id === openId);
  return (
    <SplitView $open={Boolean(open)}>
      <div className="list">
        <DataTable
          caption="Tutors"
          captionHidden
          columns={tutorColumns}
          rows={tutors.data.data}
          rowKey={(t) => t.tutor_id}
          onRowClick={(t) => onOpen(t.tutor_id)}
          selectedKey={open?.tutor_id}
          emptyMessage={q ? 'No tutor matches this search.' : 'No tutors have registered yet.'}
        />
      </div>
      {open && (
        <div>
          <SplitBack>
            <Button variant="ghost" size="sm" onClick={() => onOpen(null)}>
              <ChevronLeftIcon aria-hidden="true" /> Back to tutors
            </Button>
          </SplitBack>
          <TutorPanel key={open.tutor_id} tutor={open} />
        </div>
      )}
    </SplitView>
  );
}

export function PeopleScreen() {
  const [params, set] = useSearchState();
  const tab = params.get('tab') === 'tutors' ? 'tutors' : 'students';
  const q = params.get('q') ?? '';
  return (
    <Screen>
      <ScreenHeader
        title="People"
        description="Students and tutors: who paid, who teaches, whose documents wait for review."
      />
      <ToggleGroup
        label="Show"
        variant="segmented"
        options={[
          { value: 'students', label: 'Students' },
          { value: 'tutors', label: 'Tutors' },
        ]}
        value={tab}
        onChange={(value) => set({ tab: value === 'tutors' ? 'tutors' : null, q: null, tutor: null })}
      />
      <FilterBar label={`Search ${tab}`}>
        <SearchInput
          label={`Search ${tab}`}
          showLabel
          placeholder="Name, e-mail or mobile"
          value={q}
          onChange={(e) => set({ q: e.target.value })}
          onClear={() => set({ q: null })}
        />
      </FilterBar>
      {tab === 'students' ? (
        <Students q={q} />
      ) : (
        <Tutors
          q={q}
          openId={Number(params.get('tutor')) || undefined}
          onOpen={(id) => set({ tutor: id === null ? null : String(id) })}
        />
      )}
    </Screen>
  );
}
