// /tutoruploads: the tutor's documents (skills, résumé, experience letter), uploading or replacing
// them under the upload's field rules, with the product's required messages.
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, Card, EyeIcon, FileIcon, useReturnFocusWhenDone } from '@ai-women/ui-kit';
import { TextArea } from '@ai-women/ui-kit/forms';
import { uploadRules, validateUploadFile, type TutorUploads, type UploadValues } from '@ai-women/contracts';
import { useRulesForm } from '@ai-women/web-core/forms';
import { getStoredTutorId, apiUrl, errorMessage } from '@ai-women/web-core';
import { LoginPrompt, Loading, Notice, PageHeader } from '../../../components/ScreenParts';
import { useSaveUploads, useTutorUploads } from '../api/uploadQueries';
import { FilePicker } from '@ai-women/ui-kit/portal';

export const UPLOADS_LOGIN_PROMPT = 'Please login to access upload page.';
export const UPLOAD_CREATED = 'Documents uploaded successfully!';
export const UPLOAD_UPDATED = 'Documents updated successfully!';
export const UPLOAD_FAILED = 'Failed to upload documents';
export const UPLOAD_NETWORK_ERROR = 'Network error. Please try again.';
export const UPLOAD_HINT = 'PDF only, max 5MB each';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.portalNarrow} {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;
const ViewLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Pickers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function DocumentLink({ url, label }: { url: string | null | undefined; label: string }) {
  if (!url) return <Muted>Not uploaded</Muted>;
  return (
    <ViewLink
      href={apiUrl(url)}
      target="_blank"
      rel="noopener"
      aria-label={`View ${label} (opens in a new tab)`}
    >
      <EyeIcon aria-hidden="true" /> View
    </ViewLink>
  );
}

function DocumentsView({
  uploads,
  onEdit,
  editButton,
}: {
  uploads: TutorUploads;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Card
      title="Your documents"
      headingLevel={2}
      subtitle="Our team reviews these before assigning new batches."
      actions={
        <Button ref={editButton} variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      }
    >
      <Facts>
        <dt>Skills</dt>
        <dd>{uploads.skills}</dd>
        <dt>Resume</dt>
        <dd>
          <DocumentLink url={uploads.resume} label="resume" />
        </dd>
        <dt>Experience letter</dt>
        <dd>
          <DocumentLink url={uploads.experience_letter} label="experience letter" />
        </dd>
      </Facts>
    </Card>
  );
}

function DocumentsForm({
  tutorId,
  existing,
  onCancel,
  onSaved,
}: {
  tutorId: number | string;
  existing: TutorUploads | null;
  onCancel?: () => void;
  onSaved: (message: string) => void;
}) {
  const [submitError, setSubmitError] = useState('');
  const save = useSaveUploads();
  const submitButton = useRef<HTMLButtonElement>(null);
  // Editing a field hides its message until the next submit (and the last submit's error).
  const form = useRulesForm<UploadValues>({
    rules: uploadRules,
    defaultValues: {
      skills: existing?.skills ?? '',
      resume: null,
      experienceLetter: null,
      hasExisting: Boolean(existing),
    },
    afterEdit: 'clear',
    onEdit: () => setSubmitError(''),
  });
  // Opened by Edit (which has just gone): start her at Skills. A failed upload disables and then
  // re-enables the button, so give focus back to it.
  const openedByEdit = useRef(Boolean(existing));
  useEffect(() => {
    if (openedByEdit.current) form.setFocus('skills');
  }, [form]);
  useReturnFocusWhenDone(save.isPending, submitButton);

  // A chosen file is checked at once (type, size); a refused one is not kept.
  const pick = (field: 'resume' | 'experienceLetter') => ({
    onChange: (file: File | null) => {
      const problem = file ? validateUploadFile(file) : undefined;
      form.setValue(field, problem ? null : file);
      if (problem) form.setError(field, { type: 'rule', message: problem });
      else if (file) form.clearErrors(field);
      if (file) setSubmitError('');
    },
    onReject: (message: string) => form.setError(field, { type: 'rule', message }),
    error: form.formState.errors[field]?.message,
  });

  const submitDocuments = async ({ skills, resume, experienceLetter }: UploadValues) => {
    setSubmitError('');
    try {
      await save.mutateAsync({
        tutorId,
        uploadId: existing?.id,
        skills,
        resume: resume as File | null,
        experienceLetter: experienceLetter as File | null,
      });
      onSaved(existing ? UPLOAD_UPDATED : UPLOAD_CREATED);
    } catch (error) {
      setSubmitError(errorMessage(error, UPLOAD_FAILED, UPLOAD_NETWORK_ERROR));
    }
  };

  const submit = form.submit(submitDocuments);

  return (
    <Card
      title={existing ? 'Update your documents' : 'Upload your documents'}
      headingLevel={2}
      subtitle={
        existing
          ? 'Change your skills, or choose a new PDF to replace a document. Files you leave empty stay as they are.'
          : 'Tell us what you teach best and share your resume and an experience letter.'
      }
    >
      {submitError && <Notice tone="danger">{submitError}</Notice>}
      <FormBody noValidate onSubmit={(event) => void submit(event)} aria-label="Document upload">
        <TextArea
          label="Skills"
          required
          rows={4}
          placeholder="For example: Prompt writing, ChatGPT for small businesses, Canva AI, Excel with Copilot"
          {...form.field('skills')}
        />
        <Pickers>
          <FilePicker
            label="Resume"
            name="resume"
            required={!existing}
            validate={validateUploadFile}
            hint={UPLOAD_HINT}
            buttonLabel="Choose resume"
            {...pick('resume')}
          />
          <FilePicker
            label="Experience letter"
            name="experienceLetter"
            required={!existing}
            validate={validateUploadFile}
            hint={UPLOAD_HINT}
            buttonLabel="Choose letter"
            {...pick('experienceLetter')}
          />
        </Pickers>
        <Actions>
          <Button ref={submitButton} type="submit" loading={save.isPending} disabled={save.isPending}>
            {save.isPending ? 'Uploading…' : existing ? 'Save changes' : 'Upload documents'}
          </Button>
          {onCancel && (
            <Button type="button" variant="ghost" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
        </Actions>
      </FormBody>
    </Card>
  );
}

export function UploadsScreen() {
  const tutorId = getStoredTutorId();
  const uploads = useTutorUploads(tutorId);
  const [editing, setEditing] = useState(false);
  const [success, setSuccess] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  // Saving or cancelling swaps the form for the saved documents: focus their Edit button.
  const formShown = !uploads.isPending && !(uploads.data && !editing);
  useReturnFocusWhenDone(formShown, editButton);

  if (tutorId === null) return <LoginPrompt>{UPLOADS_LOGIN_PROMPT}</LoginPrompt>;

  const header = (
    <PageHeader>
      <div>
        <h1>CV and documents</h1>
        <p>Your skills, resume and experience letter, kept private to you and our review team.</p>
      </div>
    </PageHeader>
  );

  if (uploads.isPending) {
    return (
      <>
        {header}
        <Loading>Loading your documents...</Loading>
      </>
    );
  }

  const existing = uploads.data ?? null;
  return (
    <>
      {header}
      {success && (
        <Notice tone="success" onDismiss={() => setSuccess('')}>
          {success}
        </Notice>
      )}
      {existing && !editing ? (
        <DocumentsView
          uploads={existing}
          editButton={editButton}
          onEdit={() => {
            setSuccess('');
            setEditing(true);
          }}
        />
      ) : (
        <DocumentsForm
          key={existing ? `edit-${existing.id}` : 'create'}
          tutorId={tutorId}
          existing={existing}
          onCancel={existing ? () => setEditing(false) : undefined}
          onSaved={(message) => {
            setSuccess(message);
            setEditing(false);
          }}
        />
      )}
      {!existing && (
        <Muted as="p" style={{ marginTop: '1rem' }}>
          <FileIcon aria-hidden="true" /> Documents are stored privately and opened only by you and our review
          team.
        </Muted>
      )}
    </>
  );
}
