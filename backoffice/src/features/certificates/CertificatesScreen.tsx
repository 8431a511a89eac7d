// /staff/batches/:batchId/certificates: who in the batch has a certificate, who is short and by how
// many sessions. An admin can grant one as an exception or revoke one, each with a reason for the
// audit log; support sees the same table without the buttons.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { Modal } from '@ai-women/ui-kit/dialogs';
import { type DataColumn, DataTable, ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert, TextArea } from '@ai-women/ui-kit/forms';
import type { BadgeTone } from '@ai-women/ui-kit/status';
import { formatMemberSince } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { api, messageOf } from '../../lib/api';
import { staffKeys, useStaffMe } from '../../lib/staff';
import { routerLink } from '@ai-women/ui-kit/router';
import { LoadError } from '../../components/LoadError';
import { FormGrid, Screen } from '../../components/Section';
import {
  REASON_MAX,
  reasonError,
  useBatchCertificates,
  useGrantCertificate,
  useReinstateCertificate,
  useRevokeCertificate,
  type CertificateRow,
  type CertificateRowState,
} from './certificatesApi';

const STATE_BADGE: Record<CertificateRowState, { label: string; tone: BadgeTone }> = {
  issued: { label: 'Issued', tone: 'success' },
  eligible: { label: 'Eligible', tone: 'info' },
  in_progress: { label: 'In progress', tone: 'progress' },
  not_eligible: { label: 'Not eligible', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

/** "Short by 1 session", or nothing when she attended enough. */
function shortBy(row: CertificateRow) {
  if (row.short_by <= 0) return 'Enough';
  return `Short by ${row.short_by} ${row.short_by === 1 ? 'session' : 'sessions'}`;
}

type Action = { kind: 'grant' | 'revoke' | 'reinstate'; row: CertificateRow };

/** Each decision's words: the dialog's title, the form's name, what it does, its button, its outcome. */
const ACTION_TEXT = {
  grant: {
    title: (r: CertificateRow) => `Grant a certificate to ${r.student_name}`,
    form: 'Grant an exception',
    explain: (r: CertificateRow) =>
      `${r.student_name} attended ${r.attended} of ${r.held} sessions held; the rule needs ${r.required}. Granting issues her certificate as an exception.`,
    submit: 'Grant certificate',
    done: (r: CertificateRow) => `Certificate granted to ${r.student_name}.`,
    failed: 'The certificate could not be granted.',
  },
  revoke: {
    title: (r: CertificateRow) => `Revoke ${r.student_name}’s certificate`,
    form: 'Revoke the certificate',
    explain: (r: CertificateRow) =>
      `Certificate ${r.certificate_no} stops being valid at once: its verification page says Revoked and its digital credential is withdrawn.`,
    submit: 'Revoke certificate',
    done: (r: CertificateRow) => `${r.student_name}’s certificate was revoked.`,
    failed: 'The certificate could not be revoked.',
  },
  reinstate: {
    title: (r: CertificateRow) => `Reinstate ${r.student_name}’s certificate`,
    form: 'Reinstate the certificate',
    explain: (r: CertificateRow) =>
      `Certificate ${r.certificate_no} becomes valid again under the same number: its verification page and digital credential say Valid at once. The revocation and this decision both stay in the audit log.`,
    submit: 'Reinstate certificate',
    done: (r: CertificateRow) => `${r.student_name}’s certificate was reinstated.`,
    failed: 'The certificate could not be reinstated.',
  },
} as const;

function ActionDialog({
  batchId,
  action,
  onClose,
  onDone,
}: {
  batchId: number;
  action: Action | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const title = action ? ACTION_TEXT[action.kind].title(action.row) : '';
  return (
    <Modal open={action !== null} onClose={onClose} title={title} size="md">
      {action && (
        <ActionForm
          key={`${action.kind}-${action.row.student_id}`}
          batchId={batchId}
          action={action}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

const actionRules = { reason: (value: unknown) => reasonError(String(value ?? '')) };

function ActionForm({
  batchId,
  action,
  onDone,
}: {
  batchId: number;
  action: Action;
  onDone: (message: string) => void;
}) {
  const grant = useGrantCertificate(batchId);
  const revoke = useRevokeCertificate(batchId);
  const reinstate = useReinstateCertificate(batchId);
  const text = ACTION_TEXT[action.kind];
  const form = useRulesForm<{ reason: string }>({
    rules: actionRules,
    defaultValues: { reason: '' },
    afterEdit: 'clear',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = grant.isPending || revoke.isPending || reinstate.isPending;
  const { row } = action;

  const submit = (event: FormEvent) => {
    setFailure(null);
    void form.submit(async (values) => {
      const reason = values.reason.trim();
      try {
        const certificateNo = row.certificate_no ?? '';
        const answer =
          action.kind === 'grant'
            ? await grant.mutateAsync({ studentId: row.student_id, reason })
            : action.kind === 'revoke'
              ? await revoke.mutateAsync({ certificateNo, reason })
              : await reinstate.mutateAsync({ certificateNo, reason });
        onDone(answer.message ?? text.done(row));
      } catch (err) {
        setFailure(messageOf(err, text.failed));
      }
    })(event);
  };

  return (
    <FormGrid noValidate onSubmit={submit} aria-label={text.form}>
      <p style={{ margin: 0 }}>{text.explain(row)}</p>
      {failure && (
        <FormAlert role="alert" tone="danger">
          {failure}
        </FormAlert>
      )}
      <TextArea
        label="Reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        helperText="3 to 500 characters. Kept in the audit log with your name."
        {...form.field('reason')}
      />
      <Button type="submit" variant={action.kind === 'revoke' ? 'danger' : 'primary'} disabled={busy}>
        {busy ? 'Saving…' : text.submit}
      </Button>
    </FormGrid>
  );
}

/** /staff/certificates (the menu's entry): the batches, completed ones first, each opening its certificates. */
function ChooseBatch() {
  const batches = useQuery({
    queryKey: staffKeys.batches({ for: 'certificates' }),
    queryFn: () => api.get('/api/staff/batches', { query: {} }),
  });
  if (batches.isPending) return <LoadingState text="Loading batches…" />;
  if (batches.isError)
    return <LoadError error={batches.error} what="Batches" onRetry={() => void batches.refetch()} />;
  const rows = [...batches.data.data].sort(
    (a, b) =>
      Number(b.status === 'Completed') - Number(a.status === 'Completed') ||
      a.batch_name.localeCompare(b.batch_name),
  );
  const columns: DataColumn<(typeof rows)[number]>[] = [
    {
      id: 'batch',
      header: 'Batch',
      cell: (b) => <Link to={`/staff/batches/${b.batch_id}/certificates`}>{b.batch_name}</Link>,
    },
    { id: 'course', header: 'Course', cell: (b) => b.course_title },
    { id: 'status', header: 'Status', cell: (b) => b.status },
    { id: 'students', header: 'Students', cell: (b) => b.students },
  ];
  return (
    <>
      <ScreenHeader
        title="Certificates"
        description="Choose a batch to see who has a certificate and who is short."
      />
      <DataTable
        caption="Batches"
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(b) => b.batch_id}
        emptyMessage="There are no batches yet."
      />
    </>
  );
}

export function CertificatesScreen() {
  const param = useParams().batchId;
  if (param === undefined) return <ChooseBatch />;
  return <BatchCertificates batchId={Number(param)} />;
}

function BatchCertificates({ batchId }: { batchId: number }) {
  const me = useStaffMe();
  const isAdmin = me.data?.role === 'admin';
  const certificates = useBatchCertificates(batchId);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: DataColumn<CertificateRow>[] = [
    { id: 'name', header: 'Student', cell: (r) => r.student_name, sortValue: (r) => r.student_name },
    {
      id: 'attended',
      header: 'Attended',
      cell: (r) => `${r.attended} of ${r.held} held`,
      sortValue: (r) => r.attended,
    },
    {
      id: 'short',
      header: 'Needed',
      cell: (r) => (r.short_by > 0 ? shortBy(r) : `${r.required} reached`),
      sortValue: (r) => r.short_by,
    },
    {
      id: 'state',
      header: 'Certificate',
      cell: (r) => (
        <StatusBadge status={STATE_BADGE[r.state].label} tone={STATE_BADGE[r.state].tone} size="sm" />
      ),
      sortValue: (r) => r.state,
    },
    {
      id: 'number',
      header: 'Number',
      cell: (r) =>
        r.certificate_no ? (
          <a
            href={`/verify/${encodeURIComponent(r.certificate_no)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {r.certificate_no}
            <span className="visually-hidden"> (verification page, opens in a new tab)</span>
          </a>
        ) : (
          '—'
        ),
    },
    {
      id: 'when',
      header: 'Date',
      cell: (r) =>
        r.state === 'revoked'
          ? `Revoked ${formatMemberSince(r.revoked_at)}`
          : r.issued_at
            ? `Issued ${formatMemberSince(r.issued_at)}`
            : '—',
      sortValue: (r) => r.revoked_at ?? r.issued_at,
    },
    { id: 'reason', header: 'Reason', cell: (r) => r.reason ?? '—' },
    ...(isAdmin
      ? [
          {
            id: 'action',
            header: 'Action',
            cell: (r: CertificateRow) =>
              r.state === 'issued' && r.certificate_no ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Revoke ${r.student_name}’s certificate`}
                  onClick={() => {
                    setNotice(null);
                    setAction({ kind: 'revoke', row: r });
                  }}
                >
                  Revoke
                </Button>
              ) : r.state === 'revoked' && r.certificate_no ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Reinstate ${r.student_name}’s certificate`}
                  onClick={() => {
                    setNotice(null);
                    setAction({ kind: 'reinstate', row: r });
                  }}
                >
                  Reinstate
                </Button>
              ) : r.state === 'not_eligible' || r.state === 'eligible' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Grant ${r.student_name} a certificate`}
                  onClick={() => {
                    setNotice(null);
                    setAction({ kind: 'grant', row: r });
                  }}
                >
                  Grant exception
                </Button>
              ) : (
                '—'
              ),
          },
        ]
      : []),
  ];

  const batchName = certificates.data?.batch.batch_name;
  return (
    <Screen>
      <ScreenHeader
        title={batchName ? `Certificates · ${batchName}` : 'Certificates'}
        description={
          isAdmin
            ? 'Who earned a certificate (20 of 25 sessions and a completed batch), who is short and by how much. Grant an exception, revoke one or reinstate a revoked one, with a reason.'
            : 'Who earned a certificate (20 of 25 sessions and a completed batch), who is short and by how much. Only an admin can grant, revoke or reinstate one.'
        }
        actions={
          isAdmin ? (
            <LinkButton
              href={`/staff/batches?batch=${batchId}`}
              renderLink={routerLink}
              variant="ghost"
              size="sm"
            >
              Back to the batch
            </LinkButton>
          ) : undefined
        }
      />
      {notice && (
        <FormAlert role="status" tone="success">
          {notice}
        </FormAlert>
      )}
      {!Number.isInteger(batchId) || batchId <= 0 ? (
        <EmptyState
          headingLevel={2}
          title="No such batch"
          description="The address names no batch. Open a batch from Batches."
        />
      ) : certificates.isPending ? (
        <LoadingState text="Loading certificates…" />
      ) : certificates.isError ? (
        <LoadError
          error={certificates.error}
          what="Certificates"
          onRetry={() => void certificates.refetch()}
        />
      ) : certificates.data.rows.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No students in this batch"
          description="Certificates appear here for the students placed in this batch."
        />
      ) : (
        <>
          <p style={{ margin: 0 }}>
            {`Batch status: ${certificates.data.batch.status}. `}
            {certificates.data.batch.status === 'Completed'
              ? 'Certificates are issued to every student who attended enough sessions.'
              : 'Certificates are issued when the batch is completed.'}
          </p>
          <DataTable
            caption={`Certificates of ${certificates.data.batch.batch_name}`}
            columns={columns}
            rows={certificates.data.rows}
            rowKey={(r) => r.student_id}
            pageSize={30}
            initialSort={{ column: 'name', direction: 'asc' }}
            emptyMessage="No students in this batch."
          />
        </>
      )}
      <ActionDialog
        batchId={batchId}
        action={action}
        onClose={() => setAction(null)}
        onDone={(message) => {
          setAction(null);
          setNotice(message);
        }}
      />
    </Screen>
  );
}
