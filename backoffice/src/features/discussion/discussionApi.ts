// The school's side of the batches' discussions: the queue of posts waiting for a moderator (open
// reports) and the posts hidden lately, one batch's threads, one thread, and what staff do there
// (reply, start a thread, hide and unhide, pin, mark the answer, dismiss reports, pause a student).
// Every change reads every discussion view again: a hidden post changes the queue and the thread.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MuteDays } from '@ai-women/contracts';
import type {
  DiscussionListData,
  DiscussionPostView,
  DiscussionThreadData,
  StaffDiscussionQueueData,
} from '@ai-women/contracts/schemas';
import {
  discussionFormData,
  type DiscussionDraft,
  type DiscussionModeration,
  type DiscussionSent,
} from '@ai-women/web-ui/discussion';
import { api, client } from '../../lib/api';

export type QueueState = 'reported' | 'hidden';

// Kept here, not with the other screens' keys in lib/staff: that module is on the sign-in page's
// first load, and these keys are needed only once a discussion screen has loaded.
export const discussionKeys = {
  all: ['staff', 'discussion'] as const,
  queue: (state: string) => ['staff', 'discussion', 'queue', state] as const,
  batch: (batchId: number) => ['staff', 'discussion', 'batch', batchId] as const,
  thread: (threadId: number) => ['staff', 'discussion', 'thread', threadId] as const,
};
export type { DiscussionListData, DiscussionThreadData, StaffDiscussionQueueData };

export function useModerationQueue(state: QueueState) {
  return useQuery({
    queryKey: discussionKeys.queue(state),
    queryFn: async () =>
      (await api.get('/api/staff/discussion/queue', { query: { state } })).data as StaffDiscussionQueueData,
    placeholderData: (previous) => previous,
  });
}

export function useStaffBatchDiscussion(batchId: number) {
  return useQuery({
    queryKey: discussionKeys.batch(batchId),
    enabled: batchId > 0,
    retry: false,
    queryFn: async () =>
      (await api.get('/api/staff/batches/{batchId}/discussion', { params: { batchId } })).data as DiscussionListData,
  });
}

export function useStaffThread(threadId: number) {
  return useQuery({
    queryKey: discussionKeys.thread(threadId),
    enabled: threadId > 0,
    retry: false,
    queryFn: async () =>
      (await api.get('/api/staff/discussion/threads/{threadId}', { params: { threadId } }))
        .data as DiscussionThreadData,
  });
}

const readAgain = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: discussionKeys.all });

export function useStaffDiscussionActions(batchId: number, threadId?: number) {
  const queryClient = useQueryClient();
  const done = { onSuccess: () => readAgain(queryClient) };
  const reply = useMutation({
    mutationFn: async (draft: DiscussionDraft) =>
      (await api.form('post', '/api/staff/discussion/threads/{threadId}/replies', discussionFormData(draft, 'reply'), {
        params: { threadId: threadId ?? 0 },
      })) as DiscussionSent & { data: DiscussionPostView },
    ...done,
  });
  const create = useMutation({
    mutationFn: async (draft: DiscussionDraft) =>
      (await api.form('post', '/api/staff/batches/{batchId}/discussion/threads', discussionFormData(draft, 'thread'), {
        params: { batchId },
      })) as DiscussionSent,
    ...done,
  });
  const moderate = useMutation({
    mutationFn: async ({ postId, action, reason }: { postId: number; action: DiscussionModeration; reason?: string }) =>
      (await api.put(
        '/api/staff/discussion/posts/{postId}/moderation',
        { action, ...(reason ? { reason } : {}) },
        { params: { postId } },
      )) as DiscussionSent,
    ...done,
  });
  const pause = useMutation({
    mutationFn: async ({ studentId, days, reason }: { studentId: number; days: MuteDays; reason: string }) =>
      (await api.post(
        '/api/staff/batches/{batchId}/discussion/mutes',
        { student_id: studentId, days, reason },
        { params: { batchId } },
      )) as DiscussionSent,
    ...done,
  });
  const resume = useMutation({
    mutationFn: (studentId: number) =>
      client.request<DiscussionSent>(`/api/staff/batches/${batchId}/discussion/mutes/${studentId}`, {
        method: 'DELETE',
      }),
    ...done,
  });
  return { reply, create, moderate, pause, resume };
}
