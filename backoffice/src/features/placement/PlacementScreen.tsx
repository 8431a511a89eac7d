// /staff/placement, "To place": paid students who are in no batch yet, the longest waiting first,
// with her contact, the course she chose, when she paid and how long she has waited. An admin places
// her in an open batch of her course (with a reason); support reads the list. The API raises the
// alert for anyone waiting more than a day.
import { useState } from 'react';
import { Button, LoadingState } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { type DataColumn, DataTable, ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert } from '@ai-women/ui-kit/forms';
import type { WaitingStudent } from '@ai-women/contracts';
import { formatIndianPhone, formatTicketDate } from '@ai-women/web-core';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';
import { useStaffMe } from '../../lib/staff';
import { PlaceDialog, type PlaceTarget } from '../../components/PlaceDialog';
import { PlacementAlertBox } from './PlacementAlert';
import { formatWaiting, usePlacements } from '../../lib/placementApi';

export function PlacementScreen() {
  const placements = usePlacements();
  const me = useStaffMe();
  const canPlace = me.data?.role === 'admin';
  const [target, setTarget] = useState<PlaceTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: DataColumn<WaitingStudent>[] = [
    { id: 'name', header: 'Name', cell: (s) => <strong>{s.fullname}</strong>, sortValue: (s) => s.fullname },
    {
      id: 'contact',
      header: 'Contact',
      cell: (s) => (
        <>
          <a href={`mailto:${s.email}`}>{s.email}</a>
          <br />
          {formatIndianPhone(s.phone_number)}
        </>
      ),
    },
    {
      id: 'course',
      header: 'Course',
      cell: (s) => s.course?.title ?? 'Not chosen',
      sortValue: (s) => s.course?.title ?? null,
    },
    { id: 'paid', header: 'Paid', cell: (s) => formatTicketDate(s.paid_at), sortValue: (s) => s.paid_at },
    {
      id: 'waiting',
      header: 'Waiting',
      align: 'end',
      cell: (s) => formatWaiting(s.waiting_minutes),
      sortValue: (s) => s.waiting_minutes,
    },
    ...(canPlace
      ? [
          {
            id: 'place',
            header: 'Action',
            cell: (s: WaitingStudent) => (
              <Button
                size="sm"
                aria-label={`Place ${s.fullname}`}
                onClick={() => {
                  setNotice(null);
                  setTarget({ student_id: s.student_id, fullname: s.fullname, course: s.course });
                }}
              >
                Place
              </Button>
            ),
          } satisfies DataColumn<WaitingStudent>,
        ]
      : []),
  ];

  return (
    <Screen>
      <ScreenHeader
        title="To place"
        description="Students who paid and have no batch yet, the longest waiting first. Place each in an open batch of the course she chose."
      />
      {notice && (
        <FormAlert role="status" tone="success">
          {notice}
        </FormAlert>
      )}
      {placements.isPending ? (
        <LoadingState text="Loading students to place…" />
      ) : placements.isError ? (
        <LoadError
          error={placements.error}
          what="Students to place"
          onRetry={() => void placements.refetch()}
        />
      ) : (
        <>
          <PlacementAlertBox alert={placements.data.data.alert} />
          {placements.data.data.waiting.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title="Everyone who paid has a batch"
              description="A student who pays when no batch of her course is open appears here until she is placed."
            />
          ) : (
            <>
              {!canPlace && (
                <p style={{ margin: 0 }}>
                  Only an admin can place a student. Ask an admin to place these students.
                </p>
              )}
              <DataTable
                caption={`${placements.data.data.waiting.length} paid ${
                  placements.data.data.waiting.length === 1 ? 'student' : 'students'
                } without a batch`}
                columns={columns}
                rows={placements.data.data.waiting}
                rowKey={(s) => s.student_id}
                initialSort={{ column: 'waiting', direction: 'desc' }}
                emptyMessage="Nobody is waiting."
              />
            </>
          )}
        </>
      )}
      <PlaceDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(message) => {
          setTarget(null);
          setNotice(message);
        }}
      />
    </Screen>
  );
}
