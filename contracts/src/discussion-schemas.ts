/**
 * TypeBox schemas of a batch's discussion space: threads, replies, reports and moderation, for the
 * student area, the tutor portal and the back office. Re-exported by ./schemas.
 *
 * No schema here has a field for an e-mail address or a phone number: what a member reads of
 * another is the name she gave, her role and (for moderators) the id to pause her by.
 */
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Role = Type.Union([Type.Literal('student'), Type.Literal('tutor'), Type.Literal('staff')]);
const ReportReason = Type.Union([
  Type.Literal('unkind'),
  Type.Literal('personal'),
  Type.Literal('spam'),
  Type.Literal('off_topic'),
  Type.Literal('other'),
]);

export const DiscussionAuthor = Type.Object({
  id: Id,
  role: Role,
  name: Type.String(),
  /** The viewer wrote it. */
  me: Type.Boolean(),
  /** Moderators only (null for students): until when her posting is paused. */
  muted_until: Nullable(Type.String()),
});

export const DiscussionImage = Type.Object({
  name: Type.String(),
  kind: Type.Union([Type.Literal('png'), Type.Literal('jpeg')]),
  size: Type.Integer(),
  /** Opens the photo through the API (the batch's members only). */
  url: Type.String(),
});

/** Moderators only: who hid a post, when and why. Students never receive a hidden post. */
export const DiscussionHidden = Type.Object({
  by: Type.String(),
  reason: Type.String(),
  at: Type.String(),
});

export const DiscussionReport = Type.Object({
  reason: ReportReason,
  note: Type.String(),
  at: Type.String(),
});

export const DiscussionPost = Type.Object({
  id: Id,
  thread_id: Id,
  body: Type.String(),
  image: Nullable(DiscussionImage),
  author: DiscussionAuthor,
  created_at: Type.String(),
  /** A reply the tutor (or staff) marked as the answer to the thread. */
  is_answer: Type.Boolean(),
  hidden: Nullable(DiscussionHidden),
  /** Moderators only (empty for students): open reports, without who made them. */
  reports: Type.Array(DiscussionReport),
  /** The viewer reported it already. */
  reported_by_me: Type.Boolean(),
});

export const DiscussionSessionRef = Type.Object({
  id: Id,
  session_no: Type.Integer(),
  topic: Type.String(),
});

export const DiscussionThreadSummary = Type.Object({
  id: Id,
  title: Type.String(),
  /** The first lines of the opening post. */
  excerpt: Type.String(),
  session: Nullable(DiscussionSessionRef),
  author: DiscussionAuthor,
  created_at: Type.String(),
  last_activity_at: Type.String(),
  /** Replies the viewer can read. */
  replies: Type.Integer(),
  pinned: Type.Boolean(),
  answered: Type.Boolean(),
  hidden: Nullable(DiscussionHidden),
  /** Moderators only (0 for students): open reports on the thread and its replies. */
  open_reports: Type.Integer(),
});

export const DiscussionViewer = Type.Object({
  role: Role,
  /** Tutors and staff: pin, mark answers, hide and pause members. */
  can_moderate: Type.Boolean(),
  /** Her posting is paused until then (and why), or null. */
  muted: Nullable(Type.Object({ until: Type.String(), reason: Type.String(), message: Type.String() })),
});

const Limits = Type.Object({
  title_max: Type.Integer(),
  body_max: Type.Integer(),
  image_max_bytes: Type.Integer(),
});

/** A batch's threads, pinned first, then the latest activity first. */
export const DiscussionListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    /** null for a paid student who has no batch yet. */
    batch: Nullable(Type.Object({ id: Id, name: Type.String() })),
    viewer: DiscussionViewer,
    /** The batch's sessions, to tie a question to. */
    sessions: Type.Array(DiscussionSessionRef),
    threads: Type.Array(DiscussionThreadSummary),
    limits: Limits,
  }),
});
export type DiscussionListData = Static<typeof DiscussionListResponse>['data'];
export type DiscussionThreadSummaryView = Static<typeof DiscussionThreadSummary>;
export type DiscussionPostView = Static<typeof DiscussionPost>;
export type DiscussionViewerView = Static<typeof DiscussionViewer>;

/** One thread: its opening post and the replies the viewer can read, oldest first. */
export const DiscussionThreadResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    batch: Type.Object({ id: Id, name: Type.String() }),
    viewer: DiscussionViewer,
    thread: DiscussionThreadSummary,
    post: DiscussionPost,
    replies: Type.Array(DiscussionPost),
    limits: Limits,
  }),
});
export type DiscussionThreadData = Static<typeof DiscussionThreadResponse>['data'];

export const DiscussionThreadCreatedResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ thread_id: Id }),
});
export const DiscussionPostResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: DiscussionPost,
});

export const DiscussionThreadParams = Type.Object({ threadId: Id });
export const DiscussionPostParams = Type.Object({ postId: Id });
export const DiscussionMuteParams = Type.Object({ batchId: Id, studentId: Id });

export const DiscussionReportBody = Type.Object({
  reason: Type.String({ maxLength: 20 }),
  note: Type.Optional(Type.String({ maxLength: 4000 })),
});
export const DiscussionModerationBody = Type.Object({
  action: Type.String({ maxLength: 20 }),
  /** Required to hide. */
  reason: Type.Optional(Type.String({ maxLength: 4000 })),
});
export const DiscussionMuteBody = Type.Object({
  student_id: Id,
  days: Type.Integer(),
  reason: Type.String({ maxLength: 4000 }),
});
export const DiscussionMuteResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ student_id: Id, muted_until: Nullable(Type.String()) }),
});

/** The back office's queue: posts with open reports (and posts hidden lately), across batches. */
export const StaffDiscussionQueueQuery = Type.Object({
  state: Type.Optional(Type.Union([Type.Literal('reported'), Type.Literal('hidden')])),
});
export const StaffDiscussionQueueItem = Type.Object({
  batch: Type.Object({ id: Id, name: Type.String() }),
  thread: Type.Object({ id: Id, title: Type.String() }),
  post: DiscussionPost,
});
export const StaffDiscussionQueueResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    reported: Type.Integer(),
    hidden: Type.Integer(),
    items: Type.Array(StaffDiscussionQueueItem),
  }),
});
export type StaffDiscussionQueueData = Static<typeof StaffDiscussionQueueResponse>['data'];
