// Place a waiting student in a batch, or move one to another batch: only the open batches of her
// course are offered (a full one is listed but cannot be chosen), and a reason is required (the
// audit log keeps it). The API checks the same rules in one transaction; its message is shown as is.
import { useState, type FormEvent } from 'react';
import { Button, LoadingState } from '@ai-women/ui-kit';
import { Modal } from '@ai-women/ui-kit/dialogs';
import { FormAlert, Select, TextArea } from '@ai-women/ui-kit/forms';
import { STAFF_LIMITS, rulesOf, validatePlacement } from '@ai-women/contracts';
import { formatBatchDate } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { messageOf } from '../lib/api';
import { FormGrid } from './Section';
import { LoadError } from './LoadError';
import { usePlaceStudent, usePlacements } from '../lib/placementApi';

export interface PlaceTarget {
  student_id: number;
  fullname: string;
  course: { course_id: number; title: string } | null;
  /** Her batch now, when this is a move. */
  from?: { batch_id: number; batch_name: string };
}

export function PlaceDialog({
  target,
  onClose,
  onDone,
}: {
  target: PlaceTarget | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const moving = Boolean(target?.from);
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target ? `${moving ? 'Move' : 'Place'} ${target.fullname}` : ''}
      size="md"
    >
      {target && <PlaceForm key={target.student_id} target={target} onDone={onDone} />}
    </Modal>
  );
}

/** The batch as the select gives it (a string, '' until she chooses one) and the reason. */
type PlaceValues = { batch_id: string; reason: string };
const placeRules = rulesOf<PlaceValues>(['batch_id', 'reason'], validatePlacement);

function PlaceForm({ target, onDone }: { target: PlaceTarget; onDone: (message: string) => void }) {
  const placements = usePlacements();
  const place = usePlaceStudent();
  const form = useRulesForm<PlaceValues>({
    rules: placeRules,
    defaultValues: { batch_id: '', reason: '' },
    afterEdit: 'clear',
  });
  const [failure, setFailure] = useState<string | null>(null);

  if (placements.isPending) return <LoadingState text="Loading open batches…" />;
  if (placements.isError)
    return (
      <LoadError error={placements.error} what="Open batches" onRetry={() => void placements.refetch()} />
    );

  const batches = placements.data.data.open_batches.filter(
    (b) =>
      (!target.course || b.course_id === target.course.course_id) && b.batch_id !== target.from?.batch_id,
  );
  const courseName = target.course?.title ?? 'her course';

  const submit = (event: FormEvent) => {
    setFailure(null);
    void form.submit(async ({ batch_id, reason }) => {
      try {
        const answer = await place.mutateAsync({
          studentId: target.student_id,
          batchId: Number(batch_id),
          reason: reason.trim(),
        });
        onDone(answer.message);
      } catch (err) {
        setFailure(messageOf(err, 'She could not be placed. Please try again.'));
      }
    })(event);
  };

  return (
    <FormGrid noValidate onSubmit={submit} aria-label={`Choose a batch for ${target.fullname}`}>
      <p style={{ margin: 0 }}>
        {target.from
          ? `She is in ${target.from.batch_name}. Choose another open batch of ${courseName}.`
          : `She paid for ${courseName}. Choose one of its open batches.`}
      </p>
      {failure && (
        <FormAlert role="alert" tone="danger">
          {failure}
        </FormAlert>
      )}
      {batches.length === 0 ? (
        <FormAlert role="status" tone="danger">
          {`No other open batch of ${courseName} exists. Create one under Batches: waiting students of the course are placed in it when it opens.`}
        </FormAlert>
      ) : (
        <Select
          label="Batch"
          required
          {...form.field('batch_id')}
          options={[
            { value: '', label: 'Choose a batch' },
            ...batches.map((b) => ({
              value: String(b.batch_id),
              disabled: b.seats_left === 0,
              label: `${b.batch_name} · ${b.status === 'Active' ? 'running' : `starts ${formatBatchDate(b.start_date)}`} · ${b.timing} · ${
                b.seats_left === 0 ? 'full' : `${b.seats_left} ${b.seats_left === 1 ? 'seat' : 'seats'} left`
              }`,
            })),
          ]}
        />
      )}
      <TextArea
        label="Reason"
        required
        rows={3}
        maxLength={STAFF_LIMITS.placementReasonMax}
        helperText="Kept in the audit log with your name."
        {...form.field('reason')}
      />
      <Button type="submit" disabled={place.isPending || batches.length === 0}>
        {place.isPending ? 'Saving…' : target.from ? 'Move her' : 'Place her'}
      </Button>
    </FormGrid>
  );
}
