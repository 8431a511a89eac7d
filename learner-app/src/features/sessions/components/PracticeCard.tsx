// "Practice" on the page of a held session: the task in her language (her batch's wording), where
// her answer stands (with her tutor, done, or sent back to try again with her tutor's comment), the
// form to send an answer (text up to 2,000 characters and one optional photo or PDF up to 10 MB) when
// the API says she may, and every answer she sent with its file and its review. The API decides every
// state; this card says what it answered.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, FileIcon, LoadingState } from '@ai-women/ui-kit';
import { Banner, StatusBadge, type BadgeTone } from '@ai-women/ui-kit/status';
import { FormAlert, TextArea } from '@ai-women/ui-kit/forms';
import { FilePicker, List } from '@ai-women/ui-kit/portal';
import { validatePracticeAnswer, type PracticeStatus } from '@ai-women/contracts';
import { ApiError, NetworkError, errorMessage, fileSize } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { LoadError } from '../../../lib/LoadError';
import { formatSessionDate } from '../../../lib/formatSessionDate';
import {
  usePractice,
  useSendPractice,
  type PracticeData,
  type PracticeSubmissionView,
} from '../api/practice';
import { PRACTICE_ACCEPT, practiceFileProblem, practiceMessage } from './practiceText';
import { englishTexts, useT } from '../../../i18n';
import practiceTexts from '../../../i18n/en/practice.json';

englishTexts({ practice: practiceTexts });

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Task = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.plum900};
`;
/** Her words and her tutor's, as they were written: plain text, line breaks kept, never markup. */
const Written = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
const Quote = styled.blockquote`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Answer = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Attachment = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  overflow-wrap: anywhere;
  min-width: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Thumb = styled.img`
  display: block;
  width: 7.5rem;
  height: 5.625rem;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.plum100};
`;
const Review = styled.div<{ $tone: 'success' | 'warning' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0;
  }
`;

const TONE: Record<PracticeStatus, BadgeTone> = { submitted: 'info', done: 'success', try_again: 'warning' };

const isFile = (value: unknown): value is File => value instanceof Blob && 'name' in value;

function useSay() {
  const { t, language } = useT();
  return (text: string) => practiceMessage(text, t, language);
}

/** The API's answer to her send: its message and the answer it stored. */
interface Sent {
  message: string;
  id: number;
}

/** Her answer: the text (the contracts' rule, as the API applies it) and an optional file. */
interface AnswerValues {
  text: string;
  file: File | null;
}

function PracticeForm({
  data,
  again,
  onSent,
}: {
  data: PracticeData;
  again: boolean;
  onSent: (sent: Sent) => void;
}) {
  const { t } = useT();
  const say = useSay();
  const send = useSendPractice(data.session_id);
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRulesForm<AnswerValues>({
    rules: {
      text: (value) => validatePracticeAnswer(typeof value === 'string' ? value : ''),
      file: (value) => (isFile(value) ? practiceFileProblem(value, data.file_max_bytes) : undefined),
    },
    defaultValues: { text: '', file: null },
    onEdit: () => setProblem(null),
  });
  const text = form.field('text');
  const fileError = form.formState.errors.file?.message;

  const submit = form.submit(async (values) => {
    setProblem(null);
    try {
      const answer = await send.mutateAsync({ text: values.text, file: values.file });
      onSent({ message: answer.message, id: answer.data.id });
    } catch (error) {
      // What she wrote and chose stays: a refusal names its field, anything else is the form's.
      const errors =
        error instanceof ApiError
          ? (error.body as { errors?: { text?: string; file?: string } } | null)?.errors
          : undefined;
      if (errors?.text || errors?.file) {
        if (errors.file) {
          form.setError('file', { type: 'server', message: errors.file });
          if (!errors.text) fileRef.current?.focus();
        }
        if (errors.text)
          form.setError('text', { type: 'server', message: errors.text }, { shouldFocus: true });
        return;
      }
      setProblem(
        error instanceof ApiError && error.status >= 500
          ? t('practice.sendFailed')
          : errorMessage(error, t('practice.sendFailed'), t('practice.offline')),
      );
    }
  });

  return (
    <Form noValidate aria-labelledby={headingId} onSubmit={(e) => void submit(e)} data-testid="practice-form">
      <SubHeading id={headingId}>{again ? t('practice.formTitleAgain') : t('practice.formTitle')}</SubHeading>
      <TextArea
        label={t('practice.answerLabel')}
        helperText={t('practice.answerHelp')}
        required
        rows={6}
        maxLength={data.answer_max}
        showCounter
        counterText={(n, max) =>
          t('practice.counter', { n: n.toLocaleString('en-IN'), max: max.toLocaleString('en-IN') })
        }
        {...text}
        error={text.error && say(text.error)}
      />
      <FilePicker
        ref={fileRef}
        label={t('practice.fileLabel')}
        hint={t('practice.fileHint')}
        accept={PRACTICE_ACCEPT}
        buttonLabel={t('practice.chooseFile')}
        emptyText={t('practice.noFile')}
        removeLabel={(name) => t('practice.removeFile', { name })}
        validate={(file) => {
          const refused = practiceFileProblem(file, data.file_max_bytes);
          return refused && say(refused);
        }}
        onChange={(file) => {
          form.setValue('file', file);
          form.clearErrors('file');
          setProblem(null);
        }}
        error={fileError && say(fileError)}
      />
      {problem && (
        <FormAlert tone="danger" role="alert">
          {say(problem)}
        </FormAlert>
      )}
      <div>
        <Button type="submit" loading={send.isPending} disabled={send.isPending}>
          {t('practice.send')}
        </Button>
      </div>
    </Form>
  );
}

function AttachmentLink({ attachment }: { attachment: NonNullable<PracticeSubmissionView['attachment']> }) {
  const { t } = useT();
  if (attachment.kind === 'pdf')
    return (
      <Attachment>
        <a href={attachment.url} download={attachment.name}>
          <FileIcon aria-hidden="true" /> {attachment.name}
        </a>
        <small>
          {t('practice.pdf')} · {fileSize(attachment.size)}
        </small>
      </Attachment>
    );
  // A photo opens in a tab of its own (the API serves it inline), from its thumbnail.
  return (
    <Attachment>
      <a href={attachment.url} target="_blank" rel="noopener noreferrer">
        <Thumb src={attachment.url} alt={t('practice.photoAlt', { name: attachment.name })} />
      </a>
      <small>
        {t('practice.photo')} · {fileSize(attachment.size)}
      </small>
    </Attachment>
  );
}

function History({ submissions }: { submissions: PracticeSubmissionView[] }) {
  const { t, locale } = useT();
  const headingId = useId();
  const day = (iso: string) => formatSessionDate(iso, locale);
  return (
    <section aria-labelledby={headingId}>
      <SubHeading id={headingId} style={{ marginBottom: '0.75rem' }}>
        {t('practice.history')}
      </SubHeading>
      <List gap={4} ordered data-testid="practice-history">
        {submissions.map((s) => (
          <Answer key={s.id}>
            <Head>
              <strong>{t('practice.answerNo', { no: s.version })}</strong>
              <span>{t('practice.sentOn', { date: day(s.submitted_at) })}</span>
              {s.status === 'submitted' && (
                <StatusBadge size="sm" status={t('practice.status.submitted')} tone={TONE.submitted} />
              )}
            </Head>
            <Written>{s.text}</Written>
            {s.attachment && <AttachmentLink attachment={s.attachment} />}
            {s.review && (
              <Review $tone={s.review.outcome === 'done' ? 'success' : 'warning'}>
                <Head>
                  <strong>{t('practice.review')}</strong>
                  <StatusBadge
                    size="sm"
                    status={t(`practice.status.${s.review.outcome}`)}
                    tone={TONE[s.review.outcome]}
                  />
                </Head>
                <Quote>{s.review.comment}</Quote>
                <Muted>
                  {t('practice.signed', { name: s.review.tutor_name, date: day(s.review.reviewed_at) })}
                </Muted>
              </Review>
            )}
          </Answer>
        ))}
      </List>
    </section>
  );
}

function Practice({
  data,
  sent,
  onSent,
}: {
  data: PracticeData;
  sent: Sent | null;
  onSent: (sent: Sent) => void;
}) {
  const { t, locale } = useT();
  const say = useSay();
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The form is gone once her answer is stored: focus goes to what the API said.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const hindi = locale.startsWith('hi');
  const latest = data.submissions[0];
  // What the API said on her send, while that answer waits (or until the card has read it again).
  const stored = sent !== null && data.submissions.some((s) => s.id === sent.id);
  const justSent =
    sent && (stored ? latest?.id === sent.id && data.status === 'submitted' : true) ? sent : null;
  const sentBack = data.status === 'try_again' ? latest?.review : null;
  return (
    <Stack>
      <Task data-testid="practice-task">
        <h3>{hindi ? data.task.title.hi : data.task.title.en}</h3>
        <Written>{hindi ? data.task.task.hi : data.task.task.en}</Written>
        {data.task.edited && <small>{t('practice.edited')}</small>}
      </Task>
      {justSent ? (
        <FormAlert tone="success" role="status" tabIndex={-1} ref={sentRef} data-testid="practice-sent">
          {say(justSent.message)}
        </FormAlert>
      ) : data.status === 'submitted' ? (
        <Banner tone="info" title={t('practice.waitingTitle')} data-testid="practice-waiting">
          {t('practice.messages.waiting')}
        </Banner>
      ) : null}
      {data.status === 'done' && (
        <Banner tone="success" title={t('practice.doneTitle')} data-testid="practice-done">
          {t('practice.messages.alreadyDone')}
        </Banner>
      )}
      {sentBack && data.can_submit && (
        <Banner tone="warning" title={t('practice.tryAgainTitle')} data-testid="practice-try-again">
          <Quote>{sentBack.comment}</Quote>
          <p style={{ margin: '0.5rem 0 0' }}>
            {t('practice.signed', {
              name: sentBack.tutor_name,
              date: formatSessionDate(sentBack.reviewed_at, locale),
            })}
          </p>
          <p style={{ margin: '0.5rem 0 0' }}>{t('practice.tryAgainNext')}</p>
        </Banner>
      )}
      {/* A new answer starts a new form: the key is the answer it follows. */}
      {data.can_submit && (
        <PracticeForm key={latest?.id ?? 0} data={data} again={Boolean(latest)} onSent={onSent} />
      )}
      {data.submissions.length > 0 && <History submissions={data.submissions} />}
    </Stack>
  );
}

/** The card of one session: `held` false shows that practice opens after the class (nothing asked). */
export function PracticeCard({ sessionId, held }: { sessionId: number; held: boolean }) {
  const { t } = useT();
  const say = useSay();
  const query = usePractice(sessionId, held);
  const [sent, setSent] = useState<Sent | null>(null);
  const status = held ? query.data?.status : null;

  let body;
  if (!held) body = <Muted data-testid="practice-not-held">{t('practice.messages.notHeld')}</Muted>;
  else if (query.data) body = <Practice data={query.data} sent={sent} onSent={setSent} />;
  else if (query.isPending) body = <LoadingState size="sm" text={t('practice.loading')} />;
  else if (query.error instanceof ApiError && query.error.status === 409)
    body = (
      <Muted data-testid="practice-not-held">
        {say(query.error.serverMessage ?? t('practice.messages.notHeld'))}
      </Muted>
    );
  else if (query.error instanceof ApiError && query.error.status === 403)
    // Not hers to open (the API says why): nothing to retry.
    body = (
      <Muted role="alert">
        {say(errorMessage(query.error, t('practice.failed'), t('practice.offline')))}
      </Muted>
    );
  else {
    const why = query.error instanceof NetworkError ? t('practice.offline') : t('practice.tryLater');
    body = (
      <LoadError
        message={`${t('practice.failed')} ${why}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <Card
      title={t('practice.title')}
      headingLevel={2}
      data-testid="practice-card"
      actions={
        status ? (
          <StatusBadge size="sm" status={t(`practice.status.${status}`)} tone={TONE[status]} />
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}
