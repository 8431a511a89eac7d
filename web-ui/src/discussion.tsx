/**
 * A batch's discussion space, as the student area and the tutor portal both draw it: the thread
 * list, a thread with its replies, the forms to ask and reply (with a photo), the report dialog,
 * the moderation controls and their dialogs, and the banner of a paused member. Every visible word
 * comes in through `labels` (the student area's are in her language); every call goes through the
 * callbacks each app gives (its own API paths, its own cache).
 *
 * A separate entry (`@ai-women/web-ui/discussion`), not part of the shared singleton: only the
 * chunks of the discussion screens load it.
 */
export {
  DISCUSSION_IMAGE_ACCEPT,
  DISCUSSION_LABELS_EN,
  MODERATION_LABELS_EN,
  discussionImageProblem,
  discussionMessageKey,
  type DiscussionLabels,
  type DiscussionMuted,
  type ModerationLabels,
} from './discussion/labels';
export {
  DiscussionCompose,
  discussionFormData,
  type DiscussionComposeProps,
  type DiscussionDraft,
  type DiscussionLimits,
  type DiscussionSent,
  type DiscussionSession,
} from './discussion/Compose';
export {
  HideDialog,
  PauseDialog,
  ReportDialog,
  type DiscussionReportInput,
  type PauseInput,
} from './discussion/Dialogs';
export { AuthorName, PostPhoto, PostText, PostTime, discussionDate } from './discussion/parts';
export { DiscussionThreadList, pinnedFirst, type DiscussionThreadListProps } from './discussion/ThreadList';
export {
  DiscussionMutedBanner,
  DiscussionThreadBody,
  type DiscussionModeration,
  type DiscussionThreadActions,
  type DiscussionThreadBodyProps,
} from './discussion/Thread';
export { DiscussionListBody, type DiscussionListBodyProps } from './discussion/List';
