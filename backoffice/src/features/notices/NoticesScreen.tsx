// /staff/notices (support, admin): a notification to a batch's students and/or its tutor. They read
// it on their Notifications page (students) or the bell (tutors).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  FormAlert,
  LoadingState,
  ScreenHeader,
  Select,
  TextArea,
  TextField,
  useSubmitLock,
} from '@ai-women/ui-kit';
import { NOTICE_AUDIENCES, STAFF_LIMITS, validateNotice, type NoticeAudience } from '@ai-women/contracts';
import { api, messageOf } from '../../lib/api';
import { staffKeys } from '../../lib/staff';
import { LoadError } from '../../components/LoadError';
import { FormGrid, Screen } from '../../components/Section';

const AUDIENCE_LABEL: Record<NoticeAudience, string> = {
  students: 'Its students',
  tutor: 'Its tutor',
  both: 'Its students and its tutor',
};

type Values = { batch_id: string; audience: string; title: string; message: string };
type Field = keyof Values;
const EMPTY: Values = { batch_id: '', audience: 'students', title: '', message: '' };

export function NoticesScreen() {
  const batches = useQuery({
    queryKey: staffKeys.batches({ status: '', q: '' }),
    queryFn: () => api.get('/api/staff/batches', { query: {} }),
  });
  const send = useMutation({
    mutationFn: (body: { batch_id: number; audience: string; title: string; message: string }) =>
      api.post('/api/staff/notices', body),
  });
  const lock = useSubmitLock();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const set = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
    setResult(null);
  };
  const submit = async () => {
    const found = validateNotice(values) as Partial<Record<Field, string>>;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const answer = await send.mutateAsync({
        batch_id: Number(values.batch_id),
        audience: values.audience,
        title: values.title.trim(),
        message: values.message.trim(),
      });
      setValues(EMPTY);
      setResult({ tone: 'success', text: answer.message });
    } catch (err) {
      setResult({ tone: 'danger', text: messageOf(err, 'The notice could not be sent.') });
    }
  };

  return (
    <Screen>
      <ScreenHeader
        title="Notices"
        description="Tell a batch about a change: a moved class, a holiday, a new link. It appears in their notifications."
      />
      <Card padding="lg">
        {batches.isPending ? (
          <LoadingState text="Loading batches…" />
        ) : batches.isError ? (
          <LoadError error={batches.error} what="Batches" onRetry={() => void batches.refetch()} />
        ) : (
          <FormGrid
            noValidate
            aria-label="Send a notice"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void lock(submit);
            }}
          >
            <Select
              label="Batch"
              name="batch_id"
              value={values.batch_id}
              onChange={(e) => set('batch_id', e.target.value)}
              error={errors.batch_id}
              placeholder="Choose a batch"
              options={batches.data.data.map((b) => ({
                value: String(b.batch_id),
                label: `${b.batch_name} · ${b.status} · ${b.students} students${b.tutor ? ` · ${b.tutor.name}` : ''}`,
              }))}
              required
            />
            <Select
              label="Send to"
              name="audience"
              value={values.audience}
              onChange={(e) => set('audience', e.target.value)}
              error={errors.audience}
              options={NOTICE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABEL[a] }))}
            />
            <TextField
              label="Title"
              name="title"
              value={values.title}
              maxLength={STAFF_LIMITS.noticeTitleMax}
              onChange={(e) => set('title', e.target.value)}
              error={errors.title}
              placeholder="No class on Friday"
              required
            />
            <TextArea
              label="Message"
              name="message"
              rows={5}
              value={values.message}
              maxLength={STAFF_LIMITS.noticeMessageMax}
              showCounter
              onChange={(e) => set('message', e.target.value)}
              error={errors.message}
              required
            />
            {result && (
              <FormAlert role={result.tone === 'danger' ? 'alert' : 'status'} tone={result.tone}>
                {result.text}
              </FormAlert>
            )}
            <Button type="submit" loading={send.isPending} disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send notice'}
            </Button>
          </FormGrid>
        )}
      </Card>
    </Screen>
  );
}
