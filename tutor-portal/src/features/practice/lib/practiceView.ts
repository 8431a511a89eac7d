// The Practice screen's pure parts: its filter as the address holds it, the words for each status,
// and the queue's answers grouped one card per student and session (her newest answer in the list,
// with the earlier ones under it).
import { PRACTICE_STATUSES, type PracticeStatus } from '@ai-women/contracts';
import type {
  PracticeQueueEntry,
  PracticeQueueFilter,
  PracticeStatusFilter,
} from '../../../lib/practiceQueue';

export const STATUS_LABEL: Record<PracticeStatus, string> = {
  submitted: 'Waiting',
  done: 'Done',
  try_again: 'Try again',
};

/** The status filter's choices, in the order a tutor asks them: Waiting is where she starts. */
export const STATUS_FILTERS: { value: PracticeStatusFilter; label: string }[] = [
  { value: 'submitted', label: 'Waiting' },
  { value: 'all', label: 'All' },
  { value: 'done', label: 'Done' },
  { value: 'try_again', label: 'Try again' },
];

export type PracticeView = 'answers' | 'tasks';

/**
 * `?session=3&status=done&view=tasks` → the filter and the view. Waiting and every session are the
 * defaults (no parameter); anything unknown falls back to them.
 */
export function readPracticeSearch(params: URLSearchParams): {
  filter: PracticeQueueFilter;
  view: PracticeView;
} {
  const session = Number(params.get('session'));
  const status = params.get('status');
  const known = status === 'all' || (PRACTICE_STATUSES as readonly string[]).includes(status ?? '');
  return {
    filter: {
      session_no: Number.isInteger(session) && session >= 1 && session <= 25 ? session : null,
      status: known ? (status as PracticeStatusFilter) : 'submitted',
    },
    view: params.get('view') === 'tasks' ? 'tasks' : 'answers',
  };
}

/** The address's parameters for a filter (the defaults are left out). */
export function practiceSearchOf(filter: PracticeQueueFilter): Record<string, string | null> {
  return {
    session: filter.session_no ? String(filter.session_no) : null,
    status: filter.status === 'submitted' ? null : filter.status,
  };
}

export interface AnswerGroup {
  /** Her newest answer of this session in the list. */
  answer: PracticeQueueEntry;
  /** Her earlier answers of this session in the list, newest first. */
  earlier: PracticeQueueEntry[];
}

const pairOf = (item: PracticeQueueEntry) => `${item.student_id}:${item.session_no}`;

/** One group per student and session, in the list's order (newest first). */
export function groupAnswers(items: readonly PracticeQueueEntry[]): AnswerGroup[] {
  const groups = new Map<string, AnswerGroup>();
  for (const item of items) {
    const group = groups.get(pairOf(item));
    if (!group) groups.set(pairOf(item), { answer: item, earlier: [] });
    else if (item.version > group.answer.version) {
      group.earlier.unshift(group.answer);
      group.answer = item;
    } else group.earlier.push(item);
  }
  for (const group of groups.values()) group.earlier.sort((a, b) => b.version - a.version);
  return [...groups.values()];
}

/** Her answers before `answer` for the same session, newest first, from any list of the batch's answers. */
export function earlierAnswers(
  answer: PracticeQueueEntry,
  items: readonly PracticeQueueEntry[],
): PracticeQueueEntry[] {
  return items
    .filter((i) => pairOf(i) === pairOf(answer) && i.version < answer.version)
    .sort((a, b) => b.version - a.version);
}

/** True when the list lacks some of her earlier answers (a filter left them out). */
export function missesEarlier(group: AnswerGroup): boolean {
  return group.earlier.length < group.answer.version - 1;
}

/** Only her newest answer of a session can be reviewed, and only while it waits. */
export function reviewable(answer: PracticeQueueEntry): boolean {
  return answer.latest && answer.status === 'submitted';
}
