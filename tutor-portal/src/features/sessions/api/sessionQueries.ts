// A batch's sessions, its progress table and one session (recording, notes, materials, roster).
// Every write invalidates the session and the batch's lists, so counts and marks stay in step.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceStatus, TutorFeedbackSummary } from '@ai-women/contracts';
import { api, typed } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';

export function useBatchSessions(batchId: number) {
  return useQuery({
    queryKey: tutorKeys.batchSessions(batchId),
    queryFn: async () =>
      (await typed.get('/api/tutor/batches/{batchId}/sessions', { params: { batchId } })).data,
    enabled: batchId > 0,
  });
}

export function useBatchProgress(batchId: number) {
  return useQuery({
    queryKey: tutorKeys.batchProgress(batchId),
    queryFn: async () =>
      (await typed.get('/api/tutor/batches/{batchId}/progress', { params: { batchId } })).data,
    enabled: batchId > 0,
  });
}

export function useTutorSession(sessionId: number) {
  return useQuery({
    queryKey: tutorKeys.session(sessionId),
    queryFn: async () => (await typed.get('/api/sessions/{id}', { params: { id: sessionId } })).data,
    enabled: sessionId > 0,
  });
}

function useInvalidate(sessionId: number, batchId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tutorKeys.session(sessionId) }),
      queryClient.invalidateQueries({ queryKey: tutorKeys.batchSessions(batchId) }),
      queryClient.invalidateQueries({ queryKey: tutorKeys.batchProgress(batchId) }),
    ]);
}

export function useSaveRecording(sessionId: number, batchId: number) {
  const invalidate = useInvalidate(sessionId, batchId);
  return useMutation({
    mutationFn: (recording_url: string) =>
      typed.put('/api/sessions/{id}/recording', { recording_url }, { params: { id: sessionId } }),
    onSuccess: invalidate,
  });
}

export function useSaveNotes(sessionId: number, batchId: number) {
  const invalidate = useInvalidate(sessionId, batchId);
  return useMutation({
    mutationFn: (notes: string) =>
      typed.put('/api/sessions/{id}/notes', { notes }, { params: { id: sessionId } }),
    onSuccess: invalidate,
  });
}

export function useAddMaterial(sessionId: number, batchId: number) {
  const invalidate = useInvalidate(sessionId, batchId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return typed.form('post', '/api/sessions/{id}/materials', form, { params: { id: sessionId } });
    },
    onSuccess: invalidate,
  });
}

export function useRemoveMaterial(sessionId: number, batchId: number) {
  const invalidate = useInvalidate(sessionId, batchId);
  return useMutation({
    mutationFn: (materialId: number) =>
      api.request(`/api/sessions/${sessionId}/materials/${materialId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSaveAttendance(sessionId: number, batchId: number) {
  const invalidate = useInvalidate(sessionId, batchId);
  return useMutation({
    mutationFn: (records: { student_id: number; status: AttendanceStatus }[]) =>
      typed.put('/api/sessions/{id}/attendance', { records }, { params: { id: sessionId } }),
    onSuccess: invalidate,
  });
}

/** The students' ratings of a held session: average, spread and comments, never names. */
export function useSessionFeedbackSummary(sessionId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...tutorKeys.session(sessionId), 'feedback'],
    queryFn: async () =>
      (await typed.get('/api/sessions/{id}/feedback', { params: { id: sessionId } }))
        .data as TutorFeedbackSummary,
    enabled: enabled && sessionId > 0,
  });
}

/** Moves an upcoming session of her batch (new India date and time, and the reason the students read). */
export function useMoveSession(sessionId: number, batchId: number) {
  const invalidate = useInvalidate(sessionId, batchId);
  return useMutation({
    mutationFn: (body: { date: string; time: string; reason: string }) =>
      typed.put('/api/sessions/{id}/schedule', body, { params: { id: sessionId } }),
    onSuccess: invalidate,
  });
}
