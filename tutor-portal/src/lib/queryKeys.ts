// One query-key factory for the tutor portal; mutations invalidate exactly the keys they change.
type Id = number | string;

export const tutorKeys = {
  all: (tutorId: Id) => ['tutor', String(tutorId)] as const,
  /** Every batch list of a tutor, whatever the filter (what a status change invalidates). */
  batchLists: (tutorId: Id) => ['tutor', String(tutorId), 'batches'] as const,
  batches: (tutorId: Id, status: string) => ['tutor', String(tutorId), 'batches', status] as const,
  batchStudents: (tutorId: Id, batchId: number) =>
    ['tutor', String(tutorId), 'batch-students', batchId] as const,
  batchStats: (tutorId: Id) => ['tutor', String(tutorId), 'batch-stats'] as const,
  tickets: (tutorId: Id) => ['tutor', String(tutorId), 'tickets'] as const,
  ticketStats: (tutorId: Id) => ['tutor', String(tutorId), 'ticket-stats'] as const,
  notifications: (tutorId: Id) => ['tutor', String(tutorId), 'notifications'] as const,
  uploads: (tutorId: Id) => ['tutor', String(tutorId), 'uploads'] as const,
  profile: (tutorId: Id) => ['tutor', String(tutorId), 'profile'] as const,
  batchSessions: (batchId: number) => ['tutor', 'batch-sessions', batchId] as const,
  batchProgress: (batchId: number) => ['tutor', 'batch-progress', batchId] as const,
  batchQuizzes: (batchId: number) => ['tutor', 'batch-quizzes', batchId] as const,
  session: (sessionId: number) => ['tutor', 'session', sessionId] as const,
  /** Every view of a batch's practice queue, whatever the filter (what a review invalidates). */
  practiceQueues: (batchId: number) => ['tutor', 'practice-queue', batchId] as const,
  practiceQueue: (batchId: number, sessionNo: number | null, status: string) =>
    ['tutor', 'practice-queue', batchId, sessionNo ?? 'all', status] as const,
  practiceTasks: (batchId: number) => ['tutor', 'practice-tasks', batchId] as const,
  /** Every discussion read (lists and threads): what a moderation invalidates at once. */
  discussion: ['tutor', 'discussion'] as const,
  discussionList: (batchId: number) => ['tutor', 'discussion', 'list', batchId] as const,
  discussionThread: (threadId: number) => ['tutor', 'discussion', 'thread', threadId] as const,
};
