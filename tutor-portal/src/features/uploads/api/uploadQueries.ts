// Documents: read the tutor's uploads, create with POST /tutor/uploads, update with PUT
// /tutor/uploads/{id}; both multipart with tutor_id, skills, resume, experienceLetter.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';
import { fetchUploads } from '../../../lib/tutorApi';

type Id = number | string;

export function useTutorUploads(tutorId: Id | null) {
  return useQuery({
    queryKey: tutorKeys.uploads(tutorId ?? ''),
    enabled: tutorId !== null,
    queryFn: async () => {
      try {
        return await fetchUploads(tutorId ?? '');
      } catch (error) {
        // A failed or non-JSON uploads fetch is ignored and only logged: the screen then offers the
        // upload form, which is what she can act on.
        console.warn('Could not load tutor documents', error);
        return null;
      }
    },
  });
}

export interface SaveUploadsInput {
  tutorId: Id;
  /** The existing record's id: present → update (PUT), absent → create (POST). */
  uploadId?: number;
  skills: string;
  resume: File | null;
  experienceLetter: File | null;
}

export function buildUploadForm({ tutorId, skills, resume, experienceLetter }: SaveUploadsInput): FormData {
  const form = new FormData();
  form.append('tutor_id', String(tutorId));
  form.append('skills', skills.trim());
  if (resume) form.append('resume', resume, resume.name);
  if (experienceLetter) form.append('experienceLetter', experienceLetter, experienceLetter.name);
  return form;
}

export function useSaveUploads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUploadsInput) => {
      const form = buildUploadForm(input);
      return input.uploadId
        ? typed.form('put', '/tutor/uploads/{id}', form, { params: { id: input.uploadId } })
        : typed.form('post', '/tutor/uploads', form);
    },
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: tutorKeys.uploads(input.tutorId) }),
  });
}
