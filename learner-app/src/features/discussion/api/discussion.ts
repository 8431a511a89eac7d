// Her batch's discussion: the threads (GET; data.batch is null while she has no batch), one thread
// with its replies, a new thread and a reply (multipart, with at most one photo), and a report of
// someone's post. The API decides who may read and write; these calls say what it answered.
//
// Plain client calls, not the typed ones: the discussion's paths are newer than the OpenAPI types
// the typed client is generated from. Their answers are the contracts' schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DiscussionListData,
  DiscussionPostView,
  DiscussionThreadData,
} from '@ai-women/contracts/schemas';
import {
  discussionFormData,
  type DiscussionDraft,
  type DiscussionReportInput,
  type DiscussionSent,
} from '@ai-women/web-ui/discussion';
import { ApiError } from '@ai-women/web-core';
import { api } from '../../../lib/apiClient';

export type { DiscussionListData, DiscussionThreadData };

/** Under her 'student' keys, so whatever reads all of hers again reads this too. */
export const discussionKeys = {
  all: ['student', 'discussion'] as const,
  list: ['student', 'discussion', 'list'] as const,
  thread: (threadId: number) => ['student', 'discussion', 'thread', threadId] as const,
};

export async function fetchDiscussion(): Promise<DiscussionListData> {
  return (await api.get<{ success: true; data: DiscussionListData }>('/api/student/discussion')).data;
}

export function useDiscussion() {
  return useQuery({
    queryKey: discussionKeys.list,
    queryFn: fetchDiscussion,
    // A 403 (unpaid) is an answer, not a hiccup; new posts arrive while she reads.
    retry: false,
    staleTime: 0,
  });
}

export async function fetchDiscussionThread(threadId: number): Promise<DiscussionThreadData> {
  return (
    await api.get<{ success: true; data: DiscussionThreadData }>(
      `/api/student/discussion/threads/${threadId}`,
    )
  ).data;
}

export function useDiscussionThread(threadId: number) {
  return useQuery({
    queryKey: discussionKeys.thread(threadId),
    enabled: Number.isInteger(threadId) && threadId > 0,
    queryFn: () => fetchDiscussionThread(threadId),
    retry: false,
    staleTime: 0,
  });
}

/** A new thread: the list is read again before the promise resolves (it shows at the top). */
export function useCreateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: DiscussionDraft) =>
      api.post<DiscussionSent & { data: { thread_id: number } }>(
        '/api/student/discussion/threads',
        discussionFormData(draft, 'thread'),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: discussionKeys.list }),
    onError: (error) => pausedMeanwhile(client, error, discussionKeys.list),
  });
}

/**
 * A 403 on a post: her posting was paused since the page was read (the form shows the API's words);
 * the page is read again, so the banner and the disabled form say it too.
 */
function pausedMeanwhile(client: ReturnType<typeof useQueryClient>, error: unknown, key: readonly unknown[]) {
  if (error instanceof ApiError && error.status === 403) void client.invalidateQueries({ queryKey: key });
}

/**
 * Her reply: the stored post (the API's answer) is added to the thread at once, then the thread and
 * the list (its reply count, its order) are read again in the background.
 */
export function useReply(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: DiscussionDraft) =>
      api.post<DiscussionSent & { data: DiscussionPostView }>(
        `/api/student/discussion/threads/${threadId}/replies`,
        discussionFormData(draft, 'reply'),
      ),
    onSuccess: (sent) => {
      client.setQueryData<DiscussionThreadData>(discussionKeys.thread(threadId), (thread) =>
        thread && !thread.replies.some((r) => r.id === sent.data.id)
          ? { ...thread, replies: [...thread.replies, sent.data] }
          : thread,
      );
      // Not awaited: her post is stored and shown, so the form is hers again at once (a click on
      // Post reply while the reads ran would otherwise be a submission still running, and dropped).
      void client.invalidateQueries({ queryKey: discussionKeys.thread(threadId) });
      void client.invalidateQueries({ queryKey: discussionKeys.list });
    },
    onError: (error) => pausedMeanwhile(client, error, discussionKeys.thread(threadId)),
  });
}

/** Her report of a post: the thread is read again (the post then says she reported it). */
export function useReport(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, report }: { postId: number; report: DiscussionReportInput }) =>
      api.post<DiscussionSent>(`/api/student/discussion/posts/${postId}/report`, report),
    onSuccess: () => client.invalidateQueries({ queryKey: discussionKeys.thread(threadId) }),
  });
}
