/**
 * The three dialogs of the discussion: a member reports a post (why, and in her own words for
 * "something else"); a moderator hides a post (with the reason the school's staff read) or pauses
 * a student's posting for 1, 3 or 7 days (with the reason she reads). Each checks the contracts'
 * rules before sending and keeps what was written when the API refuses.
 *
 * The form lives only while its dialog is open, so every opening starts empty.
 */
import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import { Modal } from '@ai-women/ui-kit/dialogs';
import { FieldError, FormAlert, TextArea } from '@ai-women/ui-kit/forms';
import {
  DISCUSSION_MESSAGES,
  DISCUSSION_RULES,
  REPORT_REASONS,
  validateModerationReason,
  validateReport,
  type MuteDays,
  type ReportReason,
} from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import type { DiscussionSent } from './Compose';
import type { DiscussionLabels, ModerationLabels } from './labels';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const Body = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;
const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1.5px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.plum700 : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.plum100 : theme.colors.surface)};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex-shrink: 0;
    margin: 0.2rem 0 0;
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${({ theme }) => theme.colors.plum700};
  }
`;

/** What the radio group needs of a field of the form layer (`form.field(name)`). */
interface ChoiceField {
  value: unknown;
  error: string | undefined;
  onChange: (value: string) => void;
  ref: (element: HTMLElement | null) => void;
}

/** Radio buttons over one field of the form layer: its value, its error, and focus on a refusal. */
function Choices({
  legend,
  field,
  options,
}: {
  legend: string;
  field: ChoiceField;
  options: { value: string; label: string }[];
}) {
  const errorId = useId();
  const name = useId();
  return (
    <Fieldset aria-describedby={field.error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      {options.map((option, i) => {
        const checked = String(field.value) === option.value;
        return (
          <Option key={option.value} $checked={checked}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => field.onChange(option.value)}
              // The form layer focuses the first wrong field: the first radio stands for the group.
              ref={i === 0 ? field.ref : undefined}
            />
            <span>{option.label}</span>
          </Option>
        );
      })}
      <FieldError id={errorId}>{field.error}</FieldError>
    </Fieldset>
  );
}

/** The API's refusal in the dialog's words: a 5xx says the dialog's own, anything else as it came. */
function failure(error: unknown, fallback: string, offline: string) {
  return error instanceof ApiError && error.status >= 500 ? fallback : errorMessage(error, fallback, offline);
}

interface DialogFrameProps {
  title: string;
  intro?: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  sending: boolean;
  onClose: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  problem: string | null;
  children: ReactNode;
}

function DialogFrame({
  title,
  intro,
  closeLabel,
  cancelLabel,
  confirmLabel,
  tone,
  sending,
  onClose,
  onSubmit,
  problem,
  children,
}: DialogFrameProps) {
  const formId = useId();
  const introId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      closeLabel={closeLabel}
      closeOnBackdrop={!sending}
      describedById={intro ? introId : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={sending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={tone} loading={sending} disabled={sending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Body id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
        {intro && <p id={introId}>{intro}</p>}
        {children}
        {problem && (
          <FormAlert tone="danger" role="alert">
            {problem}
          </FormAlert>
        )}
      </Body>
    </Modal>
  );
}

/** Runs a dialog's send: busy meanwhile, the API's words on a refusal, `onSent` on success. */
function useSend(onSent: (sent: DiscussionSent) => void, fallback: string, offline: string) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (send: () => Promise<DiscussionSent>) => {
    setProblem(null);
    setSending(true);
    try {
      const sent = await send();
      setSending(false);
      onSent(sent);
    } catch (error) {
      setSending(false);
      setProblem(failure(error, fallback, offline));
    }
  };
  return { sending, problem, setProblem, run };
}

// ---------------------------------------------------------------- report

export interface DiscussionReportInput {
  reason: ReportReason;
  note?: string;
}

export interface ReportDialogProps {
  open: boolean;
  labels: DiscussionLabels;
  onSubmit: (report: DiscussionReportInput) => Promise<DiscussionSent>;
  onSent: (sent: DiscussionSent) => void;
  onClose: () => void;
}

export function ReportDialog({ open, ...rest }: ReportDialogProps) {
  return open ? <OpenReportDialog {...rest} /> : null;
}

function OpenReportDialog({ labels, onSubmit, onSent, onClose }: Omit<ReportDialogProps, 'open'>) {
  const send = useSend(onSent, labels.reportFailed, labels.offline);
  const form = useRulesForm<{ reason: string; note: string }>({
    rules: {
      reason: (value, all) => {
        const message = validateReport(value, text(all.note));
        return message === DISCUSSION_MESSAGES.reportReason ? message : undefined;
      },
      note: (value, all) => {
        const message = validateReport(all.reason, text(value));
        return message && message !== DISCUSSION_MESSAGES.reportReason ? message : undefined;
      },
    },
    defaultValues: { reason: '', note: '' },
    afterEdit: 'clear',
    onEdit: () => send.setProblem(null),
  });
  const reason = form.field('reason');
  const note = form.field('note');
  const say = (message: string | undefined) => (message ? labels.say(message) : undefined);
  const submit = form.submit((values) =>
    send.run(() => {
      const trimmed = values.note.trim();
      return onSubmit({
        reason: values.reason as ReportReason,
        ...(trimmed ? { note: trimmed } : {}),
      });
    }),
  );
  return (
    <DialogFrame
      title={labels.reportTitle}
      intro={labels.reportIntro}
      closeLabel={labels.close}
      cancelLabel={labels.cancel}
      confirmLabel={labels.sendReport}
      tone="primary"
      sending={send.sending}
      onClose={onClose}
      onSubmit={submit}
      problem={send.problem && labels.say(send.problem)}
    >
      <Choices
        legend={labels.reasonLegend}
        field={{ ...reason, error: say(reason.error) }}
        options={REPORT_REASONS.map((value) => ({ value, label: labels.reasons[value] }))}
      />
      {reason.value === 'other' && (
        <TextArea
          label={labels.noteLabel}
          helperText={labels.noteHelp}
          required
          rows={3}
          maxLength={DISCUSSION_RULES.reasonMax}
          showCounter
          counterText={labels.counter}
          {...note}
          error={say(note.error)}
        />
      )}
    </DialogFrame>
  );
}

// ---------------------------------------------------------------- hide

export interface HideDialogProps {
  open: boolean;
  labels: DiscussionLabels;
  moderationLabels: ModerationLabels;
  onSubmit: (reason: string) => Promise<DiscussionSent>;
  onSent: (sent: DiscussionSent) => void;
  onClose: () => void;
}

export function HideDialog({ open, ...rest }: HideDialogProps) {
  return open ? <OpenHideDialog {...rest} /> : null;
}

function OpenHideDialog({
  labels,
  moderationLabels,
  onSubmit,
  onSent,
  onClose,
}: Omit<HideDialogProps, 'open'>) {
  const send = useSend(onSent, moderationLabels.actionFailed, labels.offline);
  const form = useRulesForm<{ reason: string }>({
    rules: { reason: (value) => validateModerationReason(text(value), DISCUSSION_MESSAGES.hideReason) },
    defaultValues: { reason: '' },
    onEdit: () => send.setProblem(null),
  });
  const reason = form.field('reason');
  const submit = form.submit((values) => send.run(() => onSubmit(values.reason.trim())));
  return (
    <DialogFrame
      title={moderationLabels.hideTitle}
      intro={moderationLabels.hideIntro}
      closeLabel={labels.close}
      cancelLabel={labels.cancel}
      confirmLabel={moderationLabels.hideConfirm}
      tone="danger"
      sending={send.sending}
      onClose={onClose}
      onSubmit={submit}
      problem={send.problem && labels.say(send.problem)}
    >
      <TextArea
        label={moderationLabels.hideReasonLabel}
        required
        rows={3}
        maxLength={DISCUSSION_RULES.reasonMax}
        showCounter
        counterText={labels.counter}
        {...reason}
        error={reason.error && labels.say(reason.error)}
      />
    </DialogFrame>
  );
}

// ---------------------------------------------------------------- pause

export interface PauseInput {
  days: MuteDays;
  reason: string;
}

export interface PauseDialogProps {
  open: boolean;
  /** The student whose posting is paused. */
  name: string;
  labels: DiscussionLabels;
  moderationLabels: ModerationLabels;
  onSubmit: (pause: PauseInput) => Promise<DiscussionSent>;
  onSent: (sent: DiscussionSent) => void;
  onClose: () => void;
}

export function PauseDialog({ open, ...rest }: PauseDialogProps) {
  return open ? <OpenPauseDialog {...rest} /> : null;
}

const isMuteDays = (value: unknown): value is MuteDays =>
  (DISCUSSION_RULES.muteDays as readonly number[]).includes(Number(value));

function OpenPauseDialog({
  name,
  labels,
  moderationLabels,
  onSubmit,
  onSent,
  onClose,
}: Omit<PauseDialogProps, 'open'>) {
  const send = useSend(onSent, moderationLabels.actionFailed, labels.offline);
  const form = useRulesForm<{ days: string; reason: string }>({
    rules: {
      days: (value) => (isMuteDays(value) ? undefined : DISCUSSION_MESSAGES.muteDays),
      reason: (value) => validateModerationReason(text(value), DISCUSSION_MESSAGES.muteReason),
    },
    defaultValues: { days: '', reason: '' },
    onEdit: () => send.setProblem(null),
  });
  const days = form.field('days');
  const reason = form.field('reason');
  const submit = form.submit((values) =>
    send.run(() => onSubmit({ days: Number(values.days) as MuteDays, reason: values.reason.trim() })),
  );
  return (
    <DialogFrame
      title={moderationLabels.pauseTitle(name)}
      intro={moderationLabels.pauseIntro}
      closeLabel={labels.close}
      cancelLabel={labels.cancel}
      confirmLabel={moderationLabels.pauseConfirm}
      tone="danger"
      sending={send.sending}
      onClose={onClose}
      onSubmit={submit}
      problem={send.problem && labels.say(send.problem)}
    >
      <Choices
        legend={moderationLabels.daysLegend}
        field={days}
        options={DISCUSSION_RULES.muteDays.map((n) => ({
          value: String(n),
          label: moderationLabels.days(n),
        }))}
      />
      <TextArea
        label={moderationLabels.pauseReasonLabel}
        helperText={moderationLabels.pauseReasonHelp}
        required
        rows={3}
        maxLength={DISCUSSION_RULES.reasonMax}
        showCounter
        counterText={labels.counter}
        {...reason}
        error={reason.error && labels.say(reason.error)}
      />
    </DialogFrame>
  );
}
