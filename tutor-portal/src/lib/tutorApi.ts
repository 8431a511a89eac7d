// The portal's read calls, one function each, returning the response's `data`.
// Feature hooks wrap them in React Query under the keys of ./queryKeys, so screens share one cache.
import type {
  Batch,
  BatchStats,
  SupportTicket,
  TicketStats,
  TutorNotification,
  TutorProfile,
  TutorUploads,
} from '@ai-women/contracts';
import { typed } from './apiClient';

type Id = number | string;

/** `status` is the list filter: 'all' sends no query, since no filter means every batch. */
const tutor = (tutorId: Id) => ({ params: { tutor_id: Number(tutorId) } });

export async function fetchBatches(tutorId: Id, status: string = 'all'): Promise<Batch[]> {
  const query = status && status !== 'all' ? { status } : {};
  return (await typed.get('/api/tutor/batches/{tutor_id}', { ...tutor(tutorId), query })).data ?? [];
}

export async function fetchBatchStats(tutorId: Id): Promise<BatchStats> {
  return (await typed.get('/api/tutor/batches/{tutor_id}/stats', tutor(tutorId))).data;
}

export async function fetchTickets(tutorId: Id): Promise<SupportTicket[]> {
  return (await typed.get('/api/support-tickets/{tutor_id}', tutor(tutorId))).data ?? [];
}

export async function fetchTicketStats(tutorId: Id): Promise<TicketStats> {
  return (await typed.get('/api/support-tickets/{tutor_id}/stats', tutor(tutorId))).data;
}

export async function fetchNotifications(tutorId: Id): Promise<TutorNotification[]> {
  return (await typed.get('/api/tutor/notifications/{tutor_id}', tutor(tutorId))).data ?? [];
}

/** The tutor's documents, or null when none exist yet. */
export async function fetchUploads(tutorId: Id): Promise<TutorUploads | null> {
  try {
    const body = await typed.get('/api/tutor/uploads/{tutor_id}', tutor(tutorId));
    const data = body?.data as TutorUploads | null | undefined;
    return data && typeof data === 'object' && data.id ? data : null;
  } catch (error) {
    // "No record yet" may come back as a 404: that is the empty state, not an error.
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function fetchProfile(tutorId: Id): Promise<TutorProfile> {
  return (await typed.get('/api/tutor/profile/{tutor_id}', tutor(tutorId))).data;
}

/**
 * The dashboard and the upload screen agree on what "documents uploaded" means: skills, résumé and
 * experience letter all present.
 */
export function documentsUploaded(uploads: TutorUploads | null | undefined): boolean {
  return Boolean(uploads && uploads.skills && uploads.resume && uploads.experience_letter);
}
