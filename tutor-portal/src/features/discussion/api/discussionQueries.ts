// A batch's discussion for its tutor: the threads (hidden ones and open reports included), one
// thread, a new thread and a reply (multipart, with at most one photo), moderating a post, and
// pausing or resuming a student's posting. Any moderation reads every discussion view again: a
// hidden post, a pin or a dismissed report changes the thread and the list's badges alike.
//
// Plain client calls, not the typed ones: the discussion's paths are newer than the OpenAPI types
// the typed client is generated from. Their answers are the contracts' schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MuteDays } from '@ai-women/contracts';
import type {
  DiscussionListData,
  DiscussionPostView,
  DiscussionThreadData,
} from '@ai-women/contracts/schemas';
import {
  discussionFormData,
  type DiscussionDraft,
  type DiscussionModeration,
  type DiscussionSent,
} from '@ai-women/web-ui/discussion';
import { api } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';

export type { DiscussionListData, DiscussionThreadData };

export function useBatchDiscussion(batchId: number) {
  return useQuery({
    queryKey: tutorKeys.discussionList(batchId),
    enabled: batchId > 0,
    queryFn: async () =>
      (await api.get<{ success: true; data: DiscussionListData }>(`/api/tutor/batches/${batchId}/discussion`))
        .data,
    retry: false,
    staleTime: 0,
  });
}

export function useTutorThread(threadId: number) {
  return useQuery({
    queryKey: tutorKeys.discussionThread(threadId),
    enabled: threadId > 0,
    queryFn: async () =>
      (
        await api.get<{ success: true; data: DiscussionThreadData }>(
          `/api/tutor/discussion/threads/${threadId}`,
        )
      ).data,
    retry: false,
    staleTime: 0,
  });
}

/** Reads every discussion view again (after a post or a moderation). */
const readAgain = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: tutorKeys.discussion });

export function useCreateTutorThread(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: DiscussionDraft) =>
      api.post<DiscussionSent & { data: { thread_id: number } }>(
        `/api/tutor/batches/${batchId}/discussion/threads`,
        discussionFormData(draft, 'thread'),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.discussionList(batchId) }),
  });
}

/** Her reply: added to the thread at once from the API's answer, then every view read again. */
export function useTutorReply(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: DiscussionDraft) =>
      api.post<DiscussionSent & { data: DiscussionPostView }>(
        `/api/tutor/discussion/threads/${threadId}/replies`,
        discussionFormData(draft, 'reply'),
      ),
    onSuccess: (sent) => {
      client.setQueryData<DiscussionThreadData>(tutorKeys.discussionThread(threadId), (thread) =>
        thread && !thread.replies.some((r) => r.id === sent.data.id)
          ? { ...thread, replies: [...thread.replies, sent.data] }
          : thread,
      );
      // Not awaited: the post shows already, and the form is free for her next reply at once.
      void readAgain(client);
    },
  });
}

export function useModeratePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      postId,
      action,
      reason,
    }: {
      postId: number;
      action: DiscussionModeration;
      reason?: string;
    }) =>
      api.put<DiscussionSent>(`/api/tutor/discussion/posts/${postId}/moderation`, {
        action,
        ...(reason ? { reason } : {}),
      }),
    onSuccess: () => readAgain(client),
  });
}

export function usePauseStudent(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, days, reason }: { studentId: number; days: MuteDays; reason: string }) =>
      api.post<DiscussionSent>(`/api/tutor/batches/${batchId}/discussion/mutes`, {
        student_id: studentId,
        days,
        reason,
      }),
    onSuccess: () => readAgain(client),
  });
}

export function useResumeStudent(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) =>
      api.request<DiscussionSent>(`/api/tutor/batches/${batchId}/discussion/mutes/${studentId}`, {
        method: 'DELETE',
      }),
    onSuccess: () => readAgain(client),
  });
}
