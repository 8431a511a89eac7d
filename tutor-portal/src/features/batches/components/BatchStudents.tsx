// Who is in a batch: names, and for the batch's own tutor their e-mail and phone to reach them.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, UsersIcon } from '@ai-women/ui-kit';
import { errorMessage, formatIndianPhone } from '@ai-women/web-core';
import { useBatchStudents } from '../api/batchQueries';

export const STUDENTS_MESSAGES = {
  loading: 'Loading students...',
  empty: 'No students have joined this batch yet.',
  failed: 'Could not load the students of this batch.',
  network: 'Network error while fetching students',
} as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.plum900};
  }
  span,
  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Status = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.danger : theme.colors.textMuted)};
`;
const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export function BatchStudents({
  tutorId,
  batchId,
  batchName,
  count,
}: {
  tutorId: number | string;
  batchId: number;
  batchName: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const students = useBatchStudents(tutorId, batchId, open);
  return (
    <Panel>
      <div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          aria-label={`${open ? 'Hide' : 'Show'} the students of ${batchName}`}
        >
          <UsersIcon aria-hidden="true" /> {open ? 'Hide students' : `Show students (${count})`}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && students.isPending && <Status role="status">{STUDENTS_MESSAGES.loading}</Status>}
        {open && students.isError && (
          <Status role="alert" $tone="danger">
            {errorMessage(students.error, STUDENTS_MESSAGES.failed, STUDENTS_MESSAGES.network)}{' '}
            <Button size="sm" variant="secondary" onClick={() => void students.refetch()}>
              Try again
            </Button>
          </Status>
        )}
        {open && students.isSuccess && students.data.data.length === 0 && (
          <Status>{STUDENTS_MESSAGES.empty}</Status>
        )}
        {open && students.isSuccess && students.data.data.length > 0 && (
          <List aria-label={`Students of ${batchName}`}>
            {students.data.data.map((s) => (
              <li key={s.id}>
                <strong>{s.name}</strong>
                {s.email && <a href={`mailto:${s.email}`}>{s.email}</a>}
                {s.phone_number && <span>{formatIndianPhone(s.phone_number)}</span>}
              </li>
            ))}
          </List>
        )}
      </div>
    </Panel>
  );
}
