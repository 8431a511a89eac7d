// A batch's classes from the school's side: who attended each held session (P / A / L / –, her
// total, and the same as a CSV that opens in Excel with Devanagari names intact) and what the
// students said about each session, with their names. Also every batch's and tutor's average.
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { LinkButton, LoadingState } from '@ai-women/ui-kit';
import { DataTable } from '@ai-women/ui-kit/portal';
import { ratingSummary } from '@ai-women/contracts';
import { apiUrl } from '@ai-women/web-core/config';
import { api } from '../../lib/api';
import { LoadError } from '../../components/LoadError';

const LETTER = { present: 'P', absent: 'A', late: 'L' } as const;
const WORD = { present: 'present', absent: 'absent', late: 'late' } as const;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 24px 0 8px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
const Muted = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Entries = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

export function useBatchAttendance(batchId: number) {
  return useQuery({
    queryKey: ['staff', 'batch-attendance', batchId],
    queryFn: () => api.get('/api/staff/batches/{id}/attendance', { params: { id: batchId } }),
  });
}
export function useBatchFeedback(batchId: number) {
  return useQuery({
    queryKey: ['staff', 'batch-feedback', batchId],
    queryFn: () => api.get('/api/staff/batches/{id}/feedback', { params: { id: batchId } }),
  });
}
export function useFeedbackOverview() {
  return useQuery({ queryKey: ['staff', 'feedback-overview'], queryFn: () => api.get('/api/staff/feedback', {}) });
}

export function BatchAttendance({ batchId, batchName }: { batchId: number; batchName: string }) {
  const query = useBatchAttendance(batchId);
  const csv = apiUrl(api.path('/api/staff/batches/{id}/attendance.csv', { id: batchId }));
  return (
    <section aria-labelledby={`attendance-${batchId}`}>
      <Head>
        <h3 id={`attendance-${batchId}`}>Attendance</h3>
        <LinkButton href={csv} variant="secondary" size="sm" download>
          Download attendance CSV
        </LinkButton>
      </Head>
      {query.isPending ? (
        <LoadingState text="Loading attendance…" />
      ) : query.isError ? (
        <LoadError error={query.error} what="Attendance" onRetry={() => void query.refetch()} />
      ) : query.data.data.sessions.length === 0 ? (
        <Muted>No session of this batch has been held yet.</Muted>
      ) : (
        <>
          <Muted>P present · L late (counts as attended) · A absent · – not marked yet</Muted>
          <DataTable
            caption={`Attendance of ${batchName}`}
            captionHidden
            columns={[
              { id: 'name', header: 'Student', cell: (s) => s.name, sortValue: (s) => s.name },
              ...query.data.data.sessions.map((session, i) => ({
                id: `s${session.session_no}`,
                header: `S${session.session_no}`,
                cell: (s: (typeof query.data.data.students)[number]) => {
                  const mark = s.marks[i];
                  return mark ? (
                    <abbr title={`Session ${session.session_no}: ${WORD[mark]}`}>{LETTER[mark]}</abbr>
                  ) : (
                    <span title={`Session ${session.session_no}: not marked`}>–</span>
                  );
                },
              })),
              {
                id: 'total',
                header: 'Attended',
                align: 'end' as const,
                cell: (s) => `${s.attended} of ${s.held}`,
                sortValue: (s) => s.attended,
              },
            ]}
            rows={query.data.data.students}
            rowKey={(s) => s.student_id}
            emptyMessage="No students in this batch yet."
          />
        </>
      )}
    </section>
  );
}

export function BatchFeedback({ batchId }: { batchId: number }) {
  const query = useBatchFeedback(batchId);
  return (
    <section aria-labelledby={`feedback-${batchId}`}>
      <Head>
        <h3 id={`feedback-${batchId}`}>Session feedback</h3>
      </Head>
      {query.isPending ? (
        <LoadingState text="Loading feedback…" />
      ) : query.isError ? (
        <LoadError error={query.error} what="Feedback" onRetry={() => void query.refetch()} />
      ) : query.data.data.count === 0 ? (
        <Muted>No ratings yet. Students rate a session from its page after attending it.</Muted>
      ) : (
        <>
          <Muted data-testid="batch-rating">
            Batch average: <strong>{ratingSummary(query.data.data.average, query.data.data.count)}</strong>
          </Muted>
          {query.data.data.sessions.map((s) => (
            <div key={s.session_id}>
              <p style={{ margin: '12px 0 4px', fontWeight: 600 }}>
                Session {s.session_no}: {s.topic} — {ratingSummary(s.average, s.count)}
              </p>
              <Entries>
                {s.entries.map((e) => (
                  <li key={e.student_id}>
                    <strong>{e.name}</strong> · {e.rating} of 5{e.comment ? ` — ${e.comment}` : ''}
                  </li>
                ))}
              </Entries>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/** Every tutor's and batch's average rating, for the batches screen. */
export function RatingsOverview() {
  const query = useFeedbackOverview();
  if (query.isPending) return <LoadingState text="Loading ratings…" />;
  if (query.isError) return <LoadError error={query.error} what="Ratings" onRetry={() => void query.refetch()} />;
  const { tutors, batches } = query.data.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <DataTable
        caption="Average rating by tutor"
        columns={[
          { id: 'name', header: 'Tutor', cell: (x) => x.name, sortValue: (x) => x.name },
          {
            id: 'avg',
            header: 'Average rating',
            cell: (x) => ratingSummary(x.average, x.count),
            sortValue: (x) => x.average ?? 0,
          },
        ]}
        rows={tutors}
        rowKey={(x) => x.tutor_id}
        emptyMessage="No tutors yet."
      />
      <DataTable
        caption="Average rating by batch"
        columns={[
          { id: 'name', header: 'Batch', cell: (x) => x.batch_name, sortValue: (x) => x.batch_name },
          { id: 'tutor', header: 'Tutor', cell: (x) => x.tutor_name ?? 'Not assigned' },
          {
            id: 'avg',
            header: 'Average rating',
            cell: (x) => ratingSummary(x.average, x.count),
            sortValue: (x) => x.average ?? 0,
          },
        ]}
        rows={batches}
        rowKey={(x) => x.batch_id}
        emptyMessage="No batches yet."
      />
    </div>
  );
}
