// /staff/students/:studentId — one student as support reads her while answering a ticket: who she
// is, whether she paid (status and day: no amount), where she stands, her batch and its attendance,
// and her tickets. Read-only for every role: no money action, no export.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Card, LoadingState } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { DataTable, ScreenHeader, type DataColumn } from '@ai-women/ui-kit/portal';
import type { StaffStudentView } from '@ai-women/contracts';
import { formatIndianPhone, formatMemberSince } from '@ai-women/web-core';
import { api } from '../../lib/api';
import { LoadError } from '../../components/LoadError';

export const studentViewKey = (id: number) => ['staff', 'student', id] as const;

export function useStudentView(id: number) {
  return useQuery({
    queryKey: studentViewKey(id),
    queryFn: () => api.get('/api/staff/students/{id}', { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

type View = StaffStudentView;
type AttendanceRow = View['attendance'][number];
type TicketRow = View['tickets'][number];

/** Her stage in words staff use. */
export function stageText(s: View['standing']): string {
  switch (s.stage) {
    case 'not_paid':
      return 'Not paid yet';
    case 'refunded':
      return 'Refunded';
    case 'waiting':
      return 'Paid, waiting to be placed in a batch';
    case 'placed':
      return 'Placed, before her first class';
    case 'in_course':
      return `In her course: attended ${s.attended} of ${s.held} held (certificate needs ${s.required} of ${s.total})`;
    case 'graduated':
      return s.certificate_revoked
        ? `Graduated; certificate ${s.certificate_no ?? ''} revoked`
        : s.certificate_no
          ? `Graduated with certificate ${s.certificate_no}`
          : 'Graduated; certificate earned (issued when she opens it)';
    case 'graduated_short':
      return `Graduated without a certificate: ${s.short_by} ${s.short_by === 1 ? 'session' : 'sessions'} short (${s.attended} of ${s.held})`;
    default:
      return s.stage;
  }
}

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const MARK_TONE = { present: 'success', late: 'warning', absent: 'danger' } as const;

const attendanceColumns: DataColumn<AttendanceRow>[] = [
  { id: 'no', header: 'Session', cell: (r) => `${r.session_no}. ${r.topic}`, sortValue: (r) => r.session_no },
  { id: 'date', header: 'Date', cell: (r) => formatMemberSince(r.date), sortValue: (r) => r.date },
  {
    id: 'attended',
    header: 'Attended',
    cell: (r) =>
      !r.held ? (
        'Not held yet'
      ) : r.status ? (
        <StatusBadge
          status={r.status[0]!.toUpperCase() + r.status.slice(1)}
          tone={MARK_TONE[r.status as keyof typeof MARK_TONE] ?? 'neutral'}
          size="sm"
        />
      ) : (
        'Not marked'
      ),
  },
];

const ticketColumns: DataColumn<TicketRow>[] = [
  {
    id: 'subject',
    header: 'Ticket',
    cell: (r) => `#${r.ticket_id} ${r.subject}`,
  },
  { id: 'priority', header: 'Priority', cell: (r) => r.priority },
  { id: 'status', header: 'Status', cell: (r) => r.status, sortValue: (r) => r.status },
  { id: 'raised', header: 'Raised', cell: (r) => formatMemberSince(r.created_at), sortValue: (r) => r.created_at },
];

export function StudentView({ view }: { view: View }) {
  const { student, standing } = view;
  const batch = standing.batch;
  return (
    <Stack>
      <ScreenHeader title={student.fullname} description="Read-only: what she sees of her course, to answer her tickets." />
      <Card title="Her course" headingLevel={2}>
        <Facts>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${student.email}`}>{student.email}</a>
            </dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{formatIndianPhone(student.phone_number)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd data-testid="student-payment">
              {student.payment_status === 'completed' || student.payment_status === 'Completed'
                ? `Paid${view.paid_at ? ` on ${formatMemberSince(view.paid_at)}` : ''}`
                : student.payment_status === 'refunded'
                  ? 'Refunded'
                  : 'Not paid'}
            </dd>
          </div>
          <div>
            <dt>Where she stands</dt>
            <dd data-testid="student-stage">{stageText(standing)}</dd>
          </div>
          <div>
            <dt>Batch</dt>
            <dd data-testid="student-batch">
              {batch ? `${batch.name} (${batch.status}) · ${batch.timing}` : 'No batch yet'}
            </dd>
          </div>
          {batch && (
            <div>
              <dt>Classes</dt>
              <dd>
                {formatMemberSince(batch.first_class)} – {formatMemberSince(batch.last_class)}
              </dd>
            </div>
          )}
        </Facts>
      </Card>
      <Card title="Attendance" headingLevel={2}>
        <DataTable
          caption={`Attendance of ${student.fullname}`}
          captionHidden
          columns={attendanceColumns}
          rows={view.attendance}
          rowKey={(r) => r.session_no}
          pageSize={30}
          emptyMessage="She is in no batch yet, so there is no attendance."
        />
      </Card>
      <Card title="Her tickets" headingLevel={2}>
        <DataTable
          caption={`Tickets of ${student.fullname}`}
          captionHidden
          columns={ticketColumns}
          rows={view.tickets}
          rowKey={(r) => r.ticket_id}
          emptyMessage="She has raised no tickets."
        />
      </Card>
    </Stack>
  );
}

export function StudentViewScreen() {
  const id = Number(useParams().studentId);
  const view = useStudentView(id);
  if (view.isPending) return <LoadingState text="Loading the student…" />;
  if (view.isError) return <LoadError error={view.error} what="The student" onRetry={() => void view.refetch()} />;
  return <StudentView view={view.data.data} />;
}
