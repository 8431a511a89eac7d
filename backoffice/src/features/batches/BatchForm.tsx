// Create a batch (name, timing, start date → the 25-session timetable; tutor and meeting link
// optional), or edit one (name, timing, tutor, meeting link). The rules are contracts' validateBatch,
// the same the API runs.
import { useState, type FormEvent } from 'react';
import { Button, FormAlert, Select, TextField, useSubmitLock } from '@ai-women/ui-kit';
import { validateBatch, type StaffBatch } from '@ai-women/contracts';
import { ApiError } from '@ai-women/web-core';
import { messageOf } from '../../lib/api';
import { FormGrid } from '../../components/Section';
import { useCreateBatch, useTutorOptions, useUpdateBatch } from './batchesApi';

type Values = {
  batch_name: string;
  timing: string;
  start_date: string;
  tutor_id: string;
  meeting_url: string;
};
type Field = keyof Values;

function serverErrors(err: unknown): Partial<Record<Field, string>> {
  const body = err instanceof ApiError ? (err.body as { errors?: Record<string, string> } | null) : null;
  return (body?.errors ?? {}) as Partial<Record<Field, string>>;
}

export function BatchForm({
  batch,
  onDone,
}: {
  /** Absent: a new batch. */
  batch?: StaffBatch;
  onDone: (message: string, batchId: number) => void;
}) {
  const tutors = useTutorOptions();
  const create = useCreateBatch();
  const update = useUpdateBatch(batch?.batch_id ?? 0);
  const lock = useSubmitLock();
  const [values, setValues] = useState<Values>({
    batch_name: batch?.batch_name ?? '',
    timing: batch?.timing ?? '',
    start_date: batch?.start_date ?? '',
    tutor_id: batch?.tutor ? String(batch.tutor.tutor_id) : '',
    meeting_url: batch?.meeting_url ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const set = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
    setFailure(null);
  };

  const submit = async () => {
    const found = validateBatch(batch ? { ...values, start_date: undefined } : values, {
      partial: Boolean(batch),
    }) as Partial<Record<Field, string>>;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const common = {
      batch_name: values.batch_name.trim(),
      timing: values.timing.trim(),
      tutor_id: values.tutor_id ? Number(values.tutor_id) : null,
      meeting_url: values.meeting_url.trim() || null,
    };
    try {
      const answer = batch
        ? await update.mutateAsync(common)
        : await create.mutateAsync({ ...common, start_date: values.start_date });
      onDone(answer.message, answer.data.batch_id);
    } catch (err) {
      setErrors(serverErrors(err));
      setFailure(messageOf(err, 'The batch could not be saved.'));
    }
  };

  return (
    <FormGrid
      noValidate
      aria-label={batch ? `Edit ${batch.batch_name}` : 'New batch'}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void lock(submit);
      }}
    >
      <TextField
        label="Batch name"
        name="batch_name"
        value={values.batch_name}
        onChange={(e) => set('batch_name', e.target.value)}
        error={errors.batch_name}
        required
        placeholder="Batch 21 — Sunrise"
      />
      <TextField
        label="Timing"
        name="timing"
        value={values.timing}
        onChange={(e) => set('timing', e.target.value)}
        error={errors.timing}
        helperText="Days, a space, then hours: Mon-Sat 19:00-20:30"
        required
      />
      {!batch && (
        <TextField
          label="Start date"
          name="start_date"
          type="date"
          value={values.start_date}
          onChange={(e) => set('start_date', e.target.value)}
          error={errors.start_date}
          helperText="25 sessions, Monday to Saturday, from this date."
          required
        />
      )}
      <Select
        label="Tutor"
        name="tutor_id"
        value={values.tutor_id}
        onChange={(e) => set('tutor_id', e.target.value)}
        error={errors.tutor_id}
        options={[
          { value: '', label: tutors.isPending ? 'Loading tutors…' : 'No tutor yet' },
          ...(tutors.data ?? []),
        ]}
      />
      <TextField
        label="Meeting link"
        name="meeting_url"
        type="url"
        value={values.meeting_url}
        onChange={(e) => set('meeting_url', e.target.value)}
        error={errors.meeting_url}
        helperText="Students' Join button opens it."
        placeholder="https://meet.example/aarohi-batch-21"
      />
      {failure && (
        <FormAlert role="alert" tone="danger">
          {failure}
        </FormAlert>
      )}
      <Button type="submit" loading={busy} disabled={busy}>
        {busy ? 'Saving…' : batch ? 'Save batch' : 'Create batch'}
      </Button>
    </FormGrid>
  );
}
