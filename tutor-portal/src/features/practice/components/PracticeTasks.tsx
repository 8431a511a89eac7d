// The batch's practice task for each of its 25 sessions, as its students read it: the course's
// wording, or the tutor's for this batch ("Edited for this batch"). Edit changes the title and the
// text in English and in Hindi (both required: every student reads the task in her language; titles
// up to 80 characters, tasks up to 700, the contracts' rules the API runs too); Restore brings the
// course's own task back. The API's refusals are shown under their fields.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, LoadingState, useReturnFocusWhenDone } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { FormAlert, TextArea, TextField } from '@ai-women/ui-kit/forms';
import { ConfirmDialog, List } from '@ai-women/ui-kit/portal';
import { PRACTICE_RULES, rulesOf, validatePracticeTask, type PracticeTaskText } from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { Notice, RetryButton } from '../../../components/ScreenParts';
import { usePracticeTasks, useRestorePracticeTask, useSavePracticeTask } from '../api/practiceQueries';

type PracticeTaskView = NonNullable<ReturnType<typeof usePracticeTasks>['data']>[number];

export const PRACTICE_TASK_MESSAGES = {
  loading: 'Loading the tasks…',
  failed: 'The practice tasks could not be loaded.',
  saveFailed: 'The task could not be saved. Please try again.',
  restoreFailed: 'The course’s task could not be restored. Please try again.',
  network: 'Network error. Check your connection and try again.',
} as const;

const FIELDS = ['title_en', 'title_hi', 'task_en', 'task_hi'] as const;
const taskRules = rulesOf<PracticeTaskText>(
  FIELDS,
  (values) =>
    validatePracticeTask({
      title_en: values.title_en ?? '',
      title_hi: values.title_hi ?? '',
      task_en: values.task_en ?? '',
      task_hi: values.task_hi ?? '',
    }) ?? {},
);

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Languages = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
  }
`;
const Language = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  strong {
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const counter = (value: string, max: number) => `${[...value].length}/${max} characters`;

function TaskForm({
  task,
  batchId,
  onDone,
}: {
  task: PracticeTaskView;
  batchId: number;
  onDone: (message: string | null) => void;
}) {
  const save = useSavePracticeTask(batchId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRulesForm<PracticeTaskText>({
    rules: taskRules,
    defaultValues: {
      title_en: task.title.en,
      title_hi: task.title.hi,
      task_en: task.task.en,
      task_hi: task.task.hi,
    },
    afterEdit: 'touched',
    onEdit: () => setProblem(null),
  });
  const titleEn = form.field('title_en');
  const titleHi = form.field('title_hi');

  const submit = form.submit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ sessionNo: task.session_no, body: values });
      onDone(saved.message);
    } catch (error) {
      const errors =
        error instanceof ApiError && error.status === 400
          ? (error.body as { errors?: Partial<Record<keyof PracticeTaskText, string>> } | null)?.errors
          : undefined;
      const named = FIELDS.filter((field) => errors?.[field]);
      if (named.length > 0) {
        named.forEach((field, i) =>
          form.setError(field, { type: 'server', message: errors![field] }, { shouldFocus: i === 0 }),
        );
        return;
      }
      setProblem(errorMessage(error, PRACTICE_TASK_MESSAGES.saveFailed, PRACTICE_TASK_MESSAGES.network));
    }
  });

  return (
    <Form
      noValidate
      aria-label={`Edit the task of session ${task.session_no}`}
      onSubmit={(e) => void submit(e)}
    >
      <Languages>
        <fieldset>
          <legend>English</legend>
          <TextField
            label="Title in English"
            required
            maxLength={PRACTICE_RULES.titleMax}
            helperText={counter(titleEn.value ?? '', PRACTICE_RULES.titleMax)}
            {...titleEn}
          />
          <TextArea
            label="Task in English"
            required
            rows={7}
            maxLength={PRACTICE_RULES.taskMax}
            showCounter
            {...form.field('task_en')}
          />
        </fieldset>
        <fieldset lang="hi">
          <legend>हिन्दी (Hindi)</legend>
          <TextField
            label="Title in Hindi"
            required
            maxLength={PRACTICE_RULES.titleMax}
            helperText={counter(titleHi.value ?? '', PRACTICE_RULES.titleMax)}
            {...titleHi}
          />
          <TextArea
            label="Task in Hindi"
            required
            rows={7}
            maxLength={PRACTICE_RULES.taskMax}
            showCounter
            {...form.field('task_hi')}
          />
        </fieldset>
      </Languages>
      {problem && (
        <FormAlert tone="danger" role="alert">
          {problem}
        </FormAlert>
      )}
      <Buttons>
        <Button type="submit" size="sm" loading={save.isPending} disabled={save.isPending}>
          Save task
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onDone(null)}
          disabled={save.isPending}
        >
          Cancel
        </Button>
      </Buttons>
    </Form>
  );
}

function TaskItem({ task, batchId }: { task: PracticeTaskView; batchId: number }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const restore = useRestorePracticeTask(batchId);
  const editButton = useRef<HTMLButtonElement>(null);
  // Save and Cancel close the form, Restore goes once the task is the course's: focus comes back to Edit.
  useReturnFocusWhenDone(editing, editButton);
  useReturnFocusWhenDone(restore.isPending, editButton);

  const runRestore = async () => {
    setResult(null);
    try {
      const restored = await restore.mutateAsync(task.session_no);
      setResult({ tone: 'success', text: restored.message });
    } catch (error) {
      setResult({
        tone: 'danger',
        text: errorMessage(error, PRACTICE_TASK_MESSAGES.restoreFailed, PRACTICE_TASK_MESSAGES.network),
      });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Item data-testid="practice-task">
      <Head>
        <h2>
          Session {task.session_no}: {task.title.en}
        </h2>
        {task.edited && <StatusBadge status="Edited for this batch" tone="info" size="sm" />}
      </Head>
      {editing ? (
        <TaskForm
          task={task}
          batchId={batchId}
          onDone={(message) => {
            if (message) setResult({ tone: 'success', text: message });
            setEditing(false);
          }}
        />
      ) : (
        <>
          <Languages>
            <Language>
              <h3>English</h3>
              <p>{task.task.en}</p>
            </Language>
            <Language lang="hi">
              <h3>हिन्दी</h3>
              <strong>{task.title.hi}</strong>
              <p>{task.task.hi}</p>
            </Language>
          </Languages>
          {result && (
            <FormAlert tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
              {result.text}
            </FormAlert>
          )}
          <Buttons>
            <Button
              ref={editButton}
              size="sm"
              variant="secondary"
              onClick={() => {
                setResult(null);
                setEditing(true);
              }}
              aria-label={`Edit the task of session ${task.session_no}`}
            >
              Edit
            </Button>
            {task.edited && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setConfirming(true)}
                disabled={restore.isPending}
                aria-label={`Restore the course’s task for session ${task.session_no}`}
              >
                Restore the course’s task
              </Button>
            )}
          </Buttons>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Restore the course’s task for session ${task.session_no}?`}
        message="Your wording for this batch, in English and in Hindi, is replaced by the course’s own task. Students read the course’s task from then on."
        confirmLabel="Restore the course’s task"
        cancelLabel="Keep my wording"
        tone="primary"
        loading={restore.isPending}
        onConfirm={() => void runRestore()}
        onCancel={() => setConfirming(false)}
      />
    </Item>
  );
}

export function PracticeTasks({ batchId }: { batchId: number }) {
  const tasks = usePracticeTasks(batchId);
  if (tasks.isPending) return <LoadingState text={PRACTICE_TASK_MESSAGES.loading} />;
  if (tasks.isError) {
    const refused = tasks.error instanceof ApiError && [403, 404].includes(tasks.error.status);
    return (
      <Notice
        tone="danger"
        action={
          refused ? undefined : (
            <RetryButton onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />
          )
        }
      >
        {refused
          ? errorMessage(tasks.error, PRACTICE_TASK_MESSAGES.failed, PRACTICE_TASK_MESSAGES.network)
          : PRACTICE_TASK_MESSAGES.failed}
      </Notice>
    );
  }
  return (
    <>
      <Intro>
        The task each student reads after a held session, in her language. Change the wording for this batch
        in English and in Hindi, or restore the course’s own task.
      </Intro>
      <List gap={3} ordered aria-label="Practice tasks">
        {tasks.data.map((task) => (
          <TaskItem key={task.session_no} task={task} batchId={batchId} />
        ))}
      </List>
    </>
  );
}
