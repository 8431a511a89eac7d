// /staff/audit (admin): every staff write (and a tutor's move of her own session), newest first:
// who, what, when, and the changed fields.
import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '@ai-women/ui-kit';
import { type DataColumn, DataTable, FilterBar, ScreenHeader } from '@ai-women/ui-kit/portal';
import { Select } from '@ai-women/ui-kit/forms';
import type { AuditEntry } from '@ai-women/contracts';
import { formatTicketDate } from '@ai-women/web-core';
import { api } from '../../lib/api';
import { staffKeys } from '../../lib/staff';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';

const ENTITIES = [
  { value: '', label: 'Everything' },
  { value: 'student_ticket', label: 'Student tickets' },
  { value: 'tutor_ticket', label: 'Tutor tickets' },
  { value: 'batch', label: 'Batches and notices' },
  { value: 'student', label: 'Students' },
  { value: 'tutor', label: 'Tutors' },
  { value: 'coupon', label: 'Coupons' },
  { value: 'refund', label: 'Refunds' },
  { value: 'contact_message', label: 'Contact messages' },
  { value: 'class_session', label: 'Class sessions' },
  { value: 'discussion_post', label: 'Discussion posts' },
  { value: 'discussion_member', label: 'Discussion pauses' },
];

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  del {
    color: ${({ theme }) => theme.colors.danger};
  }
  ins {
    color: ${({ theme }) => theme.colors.success};
    text-decoration: none;
  }
`;

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function ChangeList({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <>—</>;
  return (
    <Changes>
      {keys.map((key) => (
        <li key={key}>
          <code>{key}</code>:{' '}
          {entry.before && key in entry.before && (
            <>
              <del>{show(entry.before[key])}</del> →{' '}
            </>
          )}
          <ins>{show(entry.after?.[key])}</ins>
        </li>
      ))}
    </Changes>
  );
}

const ACTION_LABEL: Record<string, string> = {
  'ticket.reply': 'Replied to a ticket',
  'ticket.status': 'Changed a ticket status',
  'contact.handled': 'Marked a message handled',
  'contact.reopened': 'Moved a message back',
  'contact.answer': 'Answered a contact message',
  'notice.send': 'Sent a notice',
  'batch.create': 'Created a batch',
  'batch.update': 'Edited a batch',
  'batch.status': 'Changed a batch status',
  'student.move': 'Moved a student',
  'student.place': 'Placed a student',
  'tutor.review': 'Reviewed documents',
  'coupon.create': 'Created a coupon',
  'coupon.activate': 'Activated a coupon',
  'coupon.deactivate': 'Deactivated a coupon',
  'session.reschedule': 'Moved a session',
  'certificate.grant': 'Granted a certificate',
  'certificate.revoke': 'Revoked a certificate',
  'certificate.reinstate': 'Reinstated a certificate',
  'attendance.update': 'Changed attendance',
  'refund.request': 'Asked for a refund',
  'refund.approve': 'Approved a refund',
  'refund.refunded': 'Refunded a payment',
  'refund.provider_refused': 'Refund refused by the provider',
  'refund.decline': 'Declined a refund request',
  'refund.direct': 'Refunded a payment directly',
  'discussion.hide': 'Hid a discussion post',
  'discussion.unhide': 'Showed a discussion post again',
  'discussion.pin': 'Pinned a discussion thread',
  'discussion.unpin': 'Unpinned a discussion thread',
  'discussion.answer': 'Marked a reply as the answer',
  'discussion.unanswer': 'Unmarked an answer',
  'discussion.dismiss': 'Dismissed the reports of a post',
  'discussion.pause': 'Paused a student’s posting',
  'discussion.resume': 'Let a student post again',
};

/**
 * What an entry did, in words: the known phrase, else the key made readable ("payment.refund" →
 * "Payment refund"), so a new action never shows as a raw key.
 */
export function actionLabel(action: string): string {
  const known = ACTION_LABEL[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}

/** The staff member's name, or a tutor's name marked as such (she moved her own session). */
const actorOf = (e: AuditEntry) =>
  e.staff ? e.staff.name : e.tutor ? `${e.tutor.name} (tutor)` : e.entity === 'refund' ? 'The student' : '—';

const columns: DataColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (e) => formatTicketDate(e.created_at),
    sortValue: (e) => e.created_at,
    width: '11rem',
  },
  { id: 'who', header: 'Who', cell: actorOf, sortValue: actorOf },
  {
    id: 'action',
    header: 'What',
    cell: (e) => `${actionLabel(e.action)} (${e.entity.replace('_', ' ')} #${e.entity_id})`,
    sortValue: (e) => e.action,
  },
  { id: 'changes', header: 'Changes', cell: (e) => <ChangeList entry={e} /> },
];

export function AuditScreen() {
  const [entity, setEntity] = useState('');
  const log = useQuery({
    queryKey: staffKeys.audit(entity),
    queryFn: () => api.get('/api/staff/audit', { query: { limit: 500, entity: entity || undefined } }),
    placeholderData: (previous) => previous,
  });
  return (
    <Screen>
      <ScreenHeader
        title="Audit log"
        description="Every change the team made here: who, what, when, before and after."
      />
      <FilterBar label="Filter the audit log" onReset={entity ? () => setEntity('') : undefined}>
        <Select label="Show" value={entity} onChange={(e) => setEntity(e.target.value)} options={ENTITIES} />
      </FilterBar>
      {log.isPending ? (
        <LoadingState text="Loading the audit log…" />
      ) : log.isError ? (
        <LoadError error={log.error} what="The audit log" onRetry={() => void log.refetch()} />
      ) : (
        <DataTable
          caption="Audit log"
          captionHidden
          columns={columns}
          rows={log.data.data}
          rowKey={(e) => e.audit_id}
          pageSize={25}
          initialSort={{ column: 'when', direction: 'desc' }}
          emptyMessage="No changes recorded yet."
        />
      )}
    </Screen>
  );
}
