// The tutor portal's words for the shared discussion components: the English defaults, with a
// tutor's own wording where she is not the one asking (she starts threads for her batch, and an
// empty list waits for her students' questions).
import { DISCUSSION_LABELS_EN, type DiscussionLabels } from '@ai-women/web-ui/discussion';

export const TUTOR_DISCUSSION_LABELS: DiscussionLabels = {
  ...DISCUSSION_LABELS_EN,
  listLabel: 'Threads of the batch',
  askButton: 'Start a thread',
  askHeading: 'Start a thread for the batch',
  questionLabel: 'Your message',
  postQuestion: 'Post thread',
  emptyTitle: 'No threads yet',
  emptyText: 'Your students’ questions appear here as they ask them. You can also start a thread yourself.',
};

export const TUTOR_DISCUSSION_MESSAGES = {
  loading: 'Loading the batch’s discussion…',
  loadingThread: 'Loading the thread…',
  failed: 'The batch’s discussion could not be loaded.',
  threadFailed: 'This thread could not be loaded.',
  notYours: 'This batch is not assigned to you.',
} as const;
