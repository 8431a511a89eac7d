// /staff/notices (support, admin): a notification to a batch's students and/or its tutor. They read
// it on their Notifications page (students) or the bell (tutors).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, LoadingState } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert, Select, TextArea, TextField } from '@ai-women/ui-kit/forms';
import {
  NOTICE_AUDIENCES,
  STAFF_LIMITS,
  rulesOf,
  validateNotice,
  type NoticeAudience,
} from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
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
const EMPTY: Values = { batch_id: '', audience: 'students', title: '', message: '' };
const noticeRules = rulesOf<Values>(['batch_id', 'audience', 'title', 'message'], validateNotice);

export function NoticesScreen() {
  const batches = useQuery({
    queryKey: staffKeys.batches({ status: '', q: '' }),
    queryFn: () => api.get('/api/staff/batches', { query: {} }),
  });
  const send = useMutation({
    mutationFn: (body: { batch_id: number; audience: string; title: string; message: string }) =>
      api.post('/api/staff/notices', body),
  });
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useRulesForm<Values>({
    rules: noticeRules,
    defaultValues: EMPTY,
    afterEdit: 'clear',
    onEdit: () => setResult(null),
  });

  const submit = async (values: Values) => {
    try {
      const answer = await send.mutateAsync({
        batch_id: Number(values.batch_id),
        audience: values.audience,
        title: values.title.trim(),
        message: values.message.trim(),
      });
      form.reset(EMPTY);
      setResult({ tone: 'success', text: answer.message });
    } catch (err) {
      setResult({ tone: 'danger', text: messageOf(err, 'The notice could not be sent.') });
    }
  };

  return (
    <Screen>
      <ScreenHeader
        title="Notices"
        description="Tell a batch about a change: a holiday, a new link, homework. It appears in their notifications. To move a class, use Move a session on the batch: the timetable, the calendar and the reminders follow, and the batch is told."
      />
      <Card padding="lg">
        {batches.isPending ? (
          <LoadingState text="Loading batches…" />
        ) : batches.isError ? (
          <LoadError error={batches.error} what="Batches" onRetry={() => void batches.refetch()} />
        ) : batches.data.data.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="No batches yet"
            description="A notice goes to a batch's students or its tutor. Create a batch under Batches first."
          />
        ) : (
          <FormGrid
            noValidate
            aria-label="Send a notice"
            onSubmit={(event: FormEvent) => void form.submit(submit)(event)}
          >
            <Select
              label="Batch"
              {...form.field('batch_id')}
              placeholder="Choose a batch"
              options={batches.data.data.map((b) => ({
                value: String(b.batch_id),
                label: `${b.batch_name} · ${b.status} · ${b.students} students${b.tutor ? ` · ${b.tutor.name}` : ''}`,
              }))}
              required
            />
            <Select
              label="Send to"
              {...form.field('audience')}
              options={NOTICE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABEL[a] }))}
            />
            <TextField
              label="Title"
              {...form.field('title')}
              maxLength={STAFF_LIMITS.noticeTitleMax}
              placeholder="No class on Friday"
              required
            />
            <TextArea
              label="Message"
              rows={5}
              {...form.field('message')}
              maxLength={STAFF_LIMITS.noticeMessageMax}
              showCounter
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
