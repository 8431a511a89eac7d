/**
 * The one form a member writes in: a new thread (title, the session it is about, her question, a
 * photo) or a reply (text and a photo). The contracts' rules run before anything is sent, with
 * their words; the API's refusal (bad input, her posting paused, too many posts) is shown under the
 * form and what she wrote stays, so nothing she typed is lost to a refusal or a dropped network.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import { FormAlert, Select, TextArea, TextField } from '@ai-women/ui-kit/forms';
import { FilePicker } from '@ai-women/ui-kit/portal';
import {
  DISCUSSION_MESSAGES,
  DISCUSSION_RULES,
  validateDiscussionBody,
  validateDiscussionTitle,
} from '@ai-women/contracts';
import type { DiscussionListData } from '@ai-women/contracts/schemas';
// By the package's name: the apps share one copy of web-core per page, and only that copy's
// ApiError is the class their API client throws.
import { ApiError, errorMessage } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { DISCUSSION_IMAGE_ACCEPT, discussionImageProblem, type DiscussionLabels } from './labels';

export type DiscussionLimits = DiscussionListData['limits'];
export type DiscussionSession = DiscussionListData['sessions'][number];

/** What the form sends: a reply has no title and no session. */
export interface DiscussionDraft {
  title: string;
  /** A session's id, or '' for none. */
  session_id: string;
  body: string;
  image: File | null;
}

/** The multipart body the API reads (fields `title`, `body`, `session_id`, file `image`). */
export function discussionFormData(draft: DiscussionDraft, kind: 'thread' | 'reply'): FormData {
  const form = new FormData();
  if (kind === 'thread') {
    form.append('title', draft.title);
    if (draft.session_id) form.append('session_id', draft.session_id);
  }
  form.append('body', draft.body);
  if (draft.image) form.append('image', draft.image, draft.image.name);
  return form;
}

/** What the API said when it stored a post. */
export interface DiscussionSent {
  message: string;
}

const isFile = (value: unknown): value is File => value instanceof Blob && 'name' in value;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Which field a refusal of the API is about, when its words say so (else the form's). */
const FIELD_OF: Partial<Record<string, keyof DiscussionDraft>> = {
  [DISCUSSION_MESSAGES.titleRequired]: 'title',
  [DISCUSSION_MESSAGES.titleTooLong]: 'title',
  [DISCUSSION_MESSAGES.bodyRequired]: 'body',
  [DISCUSSION_MESSAGES.bodyTooLong]: 'body',
  [DISCUSSION_MESSAGES.imageType]: 'image',
  [DISCUSSION_MESSAGES.imageTooLarge]: 'image',
  [DISCUSSION_MESSAGES.oneImage]: 'image',
  [DISCUSSION_MESSAGES.noSuchSession]: 'session_id',
};

/** The fields a 400 names: its `errors`, else the field its message is about. */
function fieldErrors(error: ApiError, message: string): [keyof DiscussionDraft, string][] {
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const named = (['title', 'session_id', 'body', 'image'] as const).flatMap((field) => {
    const text = errors[field];
    return typeof text === 'string' ? [[field, text] as [keyof DiscussionDraft, string]] : [];
  });
  if (named.length > 0) return named;
  const field = FIELD_OF[message];
  return field ? [[field, message]] : [];
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;
const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.plum900};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface DiscussionComposeProps {
  kind: 'thread' | 'reply';
  labels: DiscussionLabels;
  limits: DiscussionLimits;
  /** The batch's sessions, for a new thread's picker. */
  sessions?: DiscussionSession[];
  /** Sends the post; rejects with the API's error (its message is shown, the text kept). */
  onSubmit: (draft: DiscussionDraft) => Promise<DiscussionSent>;
  /** After the API stored it (the form is empty again). */
  onSent?: (sent: DiscussionSent) => void;
  /** Say the API's message under the form once stored (a form that stays open, as the reply's). */
  showSent?: boolean;
  /** Her posting is paused: the fields are shown but cannot be used (the banner says why). */
  disabled?: boolean;
  /** A new thread's form can be closed without posting. */
  onCancel?: () => void;
  /** Focus the first field once shown (a form opened by a button). */
  focusOnOpen?: boolean;
  headingLevel?: 2 | 3;
  /** Shown above the fields (the muted banner). */
  before?: ReactNode;
}

export function DiscussionCompose({
  kind,
  labels,
  limits,
  sessions = [],
  onSubmit,
  onSent,
  showSent = true,
  disabled = false,
  onCancel,
  focusOnOpen = false,
  headingLevel = 2,
  before,
}: DiscussionComposeProps) {
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  // A new key empties the photo picker (it keeps the chosen name itself) once a post is stored.
  const [pickerKey, setPickerKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRulesForm<DiscussionDraft>({
    rules: {
      title: (value) => (kind === 'thread' ? validateDiscussionTitle(text(value)) : undefined),
      session_id: () => undefined,
      body: (value) => validateDiscussionBody(text(value)),
      image: (value) => (isFile(value) ? discussionImageProblem(value, limits.image_max_bytes) : undefined),
    },
    defaultValues: { title: '', session_id: '', body: '', image: null },
    onEdit: () => {
      setProblem(null);
      setDone(null);
    },
  });
  const title = form.field('title');
  const session = form.field('session_id');
  const body = form.field('body');
  const imageError = form.formState.errors.image?.message;
  const say = (message: string | undefined) => (message ? labels.say(message) : undefined);

  const titleRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus();
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.submit(async (values) => {
    setProblem(null);
    setDone(null);
    setSending(true);
    try {
      const sent = await onSubmit({
        title: values.title,
        session_id: kind === 'thread' ? values.session_id : '',
        body: values.body,
        image: isFile(values.image) ? values.image : null,
      });
      // What she typed while the post was on its way (the next reply, say) stays; only what was
      // sent is emptied.
      const now = form.getValues();
      const sentImage = isFile(values.image) ? values.image : null;
      form.reset({
        title: now.title === values.title ? '' : now.title,
        session_id: now.session_id === values.session_id ? '' : now.session_id,
        body: now.body === values.body ? '' : now.body,
        image: now.image === sentImage ? null : now.image,
      });
      if (now.image === sentImage) setPickerKey((k) => k + 1);
      if (showSent) setDone(sent.message);
      onSent?.(sent);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status >= 500
          ? labels.sendFailed
          : errorMessage(error, labels.sendFailed, labels.offline);
      // A refusal that names its fields shows on them (the API's 400 lists them); the rest (her
      // posting paused, too many posts, offline) under the form.
      const named = error instanceof ApiError && error.status === 400 ? fieldErrors(error, message) : [];
      if (named.length === 0) setProblem(message);
      for (const [field, text] of named) form.setError(field, { type: 'server', message: text });
      const first = named[0]?.[0];
      if (first === 'image') fileRef.current?.focus();
      else if (first) form.setFocus(first);
    } finally {
      setSending(false);
    }
  });

  const HeadingTag = headingLevel === 2 ? 'h2' : 'h3';
  const helpFor = kind === 'thread' ? labels.questionHelp : labels.replyHelp;
  return (
    <Form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => void submit(e)}
      data-testid={kind === 'thread' ? 'discussion-ask-form' : 'discussion-reply-form'}
    >
      <Heading as={HeadingTag} id={headingId}>
        {kind === 'thread' ? labels.askHeading : labels.replyHeading}
      </Heading>
      {before}
      <Fields disabled={disabled}>
        {kind === 'thread' && (
          <>
            <TextField
              label={labels.titleLabel}
              helperText={labels.titleHelp}
              required
              maxLength={limits.title_max || DISCUSSION_RULES.titleMax}
              autoComplete="off"
              {...title}
              ref={(element) => {
                title.ref(element);
                titleRef.current = element;
              }}
              error={say(title.error)}
            />
            {sessions.length > 0 && (
              <Select
                label={labels.sessionLabel}
                options={[
                  { value: '', label: labels.noSession },
                  ...sessions.map((s) => ({
                    value: String(s.id),
                    label: labels.session(s.session_no, s.topic),
                  })),
                ]}
                {...session}
                error={say(session.error)}
              />
            )}
          </>
        )}
        <TextArea
          label={kind === 'thread' ? labels.questionLabel : labels.replyLabel}
          helperText={helpFor}
          required
          rows={kind === 'thread' ? 6 : 4}
          maxLength={limits.body_max || DISCUSSION_RULES.bodyMax}
          showCounter
          counterText={labels.counter}
          {...body}
          error={say(body.error)}
        />
        <FilePicker
          key={pickerKey}
          ref={fileRef}
          label={labels.imageLabel}
          hint={labels.imageHint}
          accept={DISCUSSION_IMAGE_ACCEPT}
          buttonLabel={labels.chooseImage}
          emptyText={labels.noImage}
          removeLabel={labels.removeImage}
          disabled={disabled}
          validate={(file) => say(discussionImageProblem(file, limits.image_max_bytes))}
          onChange={(file) => {
            form.setValue('image', file);
            form.clearErrors('image');
            setProblem(null);
          }}
          error={say(imageError)}
        />
      </Fields>
      {problem && (
        <FormAlert tone="danger" role="alert" data-testid="discussion-send-problem">
          {labels.say(problem)}
        </FormAlert>
      )}
      {done && (
        <FormAlert tone="success" role="status" data-testid="discussion-sent">
          {labels.say(done)}
        </FormAlert>
      )}
      <Row>
        <Button type="submit" loading={sending} disabled={disabled || sending}>
          {kind === 'thread' ? labels.postQuestion : labels.postReply}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            {labels.cancel}
          </Button>
        )}
      </Row>
    </Form>
  );
}
