// The batch's meeting link, set or changed by its tutor: https only (the contracts' rule, which the
// API runs too); on success the batch's students get a notification.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, useReturnFocusWhenDone } from '@ai-women/ui-kit';
import { FormAlert, TextField } from '@ai-women/ui-kit/forms';
import { MEETING_MESSAGES, MEETING_URL_MAX, validateMeetingLink } from '@ai-women/contracts';
import { errorMessage } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useSetMeetingLink } from '../api/batchQueries';

export const MEETING_FORM_MESSAGES = {
  failed: 'The meeting link could not be saved.',
  network: 'Network error while saving the meeting link',
} as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface Values {
  meeting_url: string;
}

export function MeetingLinkForm({
  tutorId,
  batchId,
  batchName,
  current,
}: {
  tutorId: number | string;
  batchId: number;
  batchName: string;
  current: string | null;
}) {
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const save = useSetMeetingLink();
  const toggle = useRef<HTMLButtonElement>(null);
  useReturnFocusWhenDone(editing, toggle);
  const form = useRulesForm<Values>({
    rules: { meeting_url: (v) => validateMeetingLink(v) },
    defaultValues: { meeting_url: current ?? '' },
  });

  const open = () => {
    form.reset({ meeting_url: current ?? '' });
    setResult(null);
    setEditing(true);
  };
  const submit = form.submit(async ({ meeting_url }) => {
    setResult(null);
    try {
      await save.mutateAsync({ tutorId, batchId, meetingUrl: meeting_url.trim() });
      setEditing(false);
      setResult({ tone: 'success', text: MEETING_MESSAGES.saved });
    } catch (error) {
      setResult({
        tone: 'danger',
        text: errorMessage(error, MEETING_FORM_MESSAGES.failed, MEETING_FORM_MESSAGES.network),
      });
    }
  });

  return (
    <div>
      {result && (
        <FormAlert tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
          {result.text}
        </FormAlert>
      )}
      {editing ? (
        <Form noValidate onSubmit={(e) => void submit(e)} aria-label={`Meeting link for ${batchName}`}>
          <TextField
            label="Meeting link"
            type="url"
            inputMode="url"
            placeholder="https://meet.google.com/abc-defg-hij"
            maxLength={MEETING_URL_MAX}
            helperText="Students can join from 15 minutes before each session."
            required
            {...form.field('meeting_url')}
          />
          <Row>
            <Button type="submit" size="sm" loading={save.isPending} disabled={save.isPending}>
              Save link
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
          </Row>
        </Form>
      ) : (
        <Button
          ref={toggle}
          type="button"
          size="sm"
          variant="secondary"
          onClick={open}
          aria-label={`${current ? 'Change' : 'Set'} the meeting link of ${batchName}`}
        >
          {current ? 'Change meeting link' : 'Set meeting link'}
        </Button>
      )}
    </div>
  );
}
