// Create a batch (name, timing, start date → the 25-session timetable; tutor and meeting link
// optional), or edit one (name, timing, tutor, meeting link). The rules are contracts' validateBatch,
// the same the API runs.
import { useState, type FormEvent } from 'react';
import { Button } from '@ai-women/ui-kit';
import { FormAlert, Select, TextField } from '@ai-women/ui-kit/forms';
import { rulesOf, validateBatch, type StaffBatch } from '@ai-women/contracts';
import { ApiError } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { messageOf } from '../../lib/api';
import { FormGrid } from '../../components/Section';
import { useCourseOptions, useCreateBatch, useTutorOptions, useUpdateBatch } from './batchesApi';

type Values = {
  batch_name: string;
  timing: string;
  start_date: string;
  tutor_id: string;
  course_id: string;
  meeting_url: string;
};
type Field = keyof Values;
const FIELDS: Field[] = ['batch_name', 'timing', 'start_date', 'course_id', 'tutor_id', 'meeting_url'];

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
  const courses = useCourseOptions();
  const create = useCreateBatch();
  const update = useUpdateBatch(batch?.batch_id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  // An edit sends no start date (the timetable is made once), so its rules leave it out.
  const rules = rulesOf<Values>(FIELDS, (values) =>
    validateBatch(batch ? { ...values, start_date: undefined } : values, { partial: Boolean(batch) }),
  );
  const form = useRulesForm<Values>({
    rules,
    defaultValues: {
      batch_name: batch?.batch_name ?? '',
      timing: batch?.timing ?? '',
      start_date: batch?.start_date ?? '',
      tutor_id: batch?.tutor ? String(batch.tutor.tutor_id) : '',
      course_id: '',
      meeting_url: batch?.meeting_url ?? '',
    },
    afterEdit: 'clear',
    onEdit: () => setFailure(null),
  });
  const busy = create.isPending || update.isPending;

  const save = async (values: Values) => {
    const common = {
      batch_name: values.batch_name.trim(),
      timing: values.timing.trim(),
      tutor_id: values.tutor_id ? Number(values.tutor_id) : null,
      meeting_url: values.meeting_url.trim() || null,
    };
    try {
      const answer = batch
        ? await update.mutateAsync(common)
        : await create.mutateAsync({ ...common, start_date: values.start_date, course_id: Number(values.course_id) });
      onDone(answer.message, answer.data.batch_id);
    } catch (err) {
      for (const [field, message] of Object.entries(serverErrors(err)))
        if (message) form.setError(field as Field, { type: 'server', message });
      setFailure(messageOf(err, 'The batch could not be saved.'));
    }
  };

  return (
    <FormGrid
      noValidate
      aria-label={batch ? `Edit ${batch.batch_name}` : 'New batch'}
      onSubmit={(event: FormEvent) => void form.submit(save)(event)}
    >
      <TextField label="Batch name" {...form.field('batch_name')} required placeholder="Batch 21 — Sunrise" />
      <TextField
        label="Timing"
        {...form.field('timing')}
        helperText="Days, a space, then hours: Mon-Sat 19:00-20:30"
        required
      />
      {!batch && (
        <TextField
          label="Start date"
          type="date"
          {...form.field('start_date')}
          helperText="25 sessions, Monday to Saturday, from this date."
          required
        />
      )}
      {!batch && (
        <Select
          label="Course"
          {...form.field('course_id')}
          helperText="Paid students of this course who wait for a batch are placed in it when it opens."
          required
          options={[
            { value: '', label: courses.isPending ? 'Loading courses…' : 'Choose a course' },
            ...(courses.data ?? []),
          ]}
        />
      )}
      <Select
        label="Tutor"
        {...form.field('tutor_id')}
        options={[
          { value: '', label: tutors.isPending ? 'Loading tutors…' : 'No tutor yet' },
          ...(tutors.data ?? []),
        ]}
      />
      <TextField
        label="Meeting link"
        type="url"
        {...form.field('meeting_url')}
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
