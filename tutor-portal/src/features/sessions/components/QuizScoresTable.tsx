// The batch's module quizzes for its tutor: one row per student, one column per module, each cell her
// best score with Passed / Not passed in words (not only a colour) and the attempts she used, or "—"
// before her first attempt. The kit's DataTable: sortable columns, and on a phone the table scrolls
// sideways inside its own region (a sign says so), as the progress table above it does.
import styled from 'styled-components';
import { type DataColumn, DataTable } from '@ai-women/ui-kit/portal';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { QUIZ_RULES, type BatchQuizScores } from '@ai-women/contracts';
import { ApiError, errorMessage } from '@ai-women/web-core';
import { Notice, RetryButton } from '../../../components/ScreenParts';
import { useBatchQuizScores } from '../api/quizQueries';

export const QUIZ_SCORES_MESSAGES = {
  loading: 'Loading quiz scores…',
  failed: 'The quiz scores could not be loaded.',
  network: 'Network error while fetching the quiz scores',
  empty: 'No students in this batch yet.',
  noModules: 'This course has no module quizzes.',
  notAttempted: 'Not attempted',
  caption: 'Quiz scores by student and module',
} as const;

type StudentScores = BatchQuizScores['students'][number];
type ModuleScore = StudentScores['modules'][number];

/** "2 of 3 attempts": what she used of the quiz's attempts. */
export const attemptsText = (attempts: number) => `${attempts} of ${QUIZ_RULES.maxAttempts} attempts`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
const Modules = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Stack = styled.div`
  display: grid;
  /* minmax(0, …): the table's own region scrolls sideways on a phone, not the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;
const Name = styled.strong`
  display: block;
  min-width: 7rem;
  color: ${({ theme }) => theme.colors.plum900};
  overflow-wrap: anywhere;
`;
const Cell = styled.div`
  display: grid;
  gap: 2px;
  justify-items: start;
  min-width: 6.5rem;
`;
const Best = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Attempts = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function ScoreCell({ score }: { score: ModuleScore | undefined }) {
  if (!score || score.best_percent === null || score.attempts === 0)
    return (
      <Cell>
        <span aria-hidden="true">—</span>
        <Hidden>{QUIZ_SCORES_MESSAGES.notAttempted}</Hidden>
      </Cell>
    );
  return (
    <Cell>
      <Best>
        <strong>{score.best_percent}&nbsp;%</strong>
        {score.passed ? (
          <StatusBadge status="Passed" tone="success" size="sm" />
        ) : (
          <StatusBadge status="Not passed" tone="warning" size="sm" />
        )}
      </Best>
      <Attempts>{attemptsText(score.attempts)}</Attempts>
    </Cell>
  );
}

const scoreOf = (student: StudentScores, moduleNo: number) =>
  student.modules.find((m) => m.module_no === moduleNo);

export function QuizScoresTable({ batchId }: { batchId: number }) {
  const scores = useBatchQuizScores(batchId);
  if (scores.isPending) return <p role="status">{QUIZ_SCORES_MESSAGES.loading}</p>;
  if (scores.isError) {
    // Another tutor's batch (403) or none (404): trying again would not change the answer.
    const refused = scores.error instanceof ApiError && [403, 404].includes(scores.error.status);
    return (
      <Notice
        tone="danger"
        action={
          refused ? undefined : (
            <RetryButton onRetry={() => void scores.refetch()} retrying={scores.isFetching} />
          )
        }
      >
        {errorMessage(scores.error, QUIZ_SCORES_MESSAGES.failed, QUIZ_SCORES_MESSAGES.network)}
      </Notice>
    );
  }
  const data = scores.data;
  if (data.students.length === 0) return <p style={{ margin: 0 }}>{QUIZ_SCORES_MESSAGES.empty}</p>;
  if (data.modules.length === 0) return <p style={{ margin: 0 }}>{QUIZ_SCORES_MESSAGES.noModules}</p>;

  const columns: DataColumn<StudentScores>[] = [
    { id: 'student', header: 'Student', cell: (s) => <Name>{s.name}</Name>, sortValue: (s) => s.name },
    ...data.modules.map(
      (m): DataColumn<StudentScores> => ({
        id: `module-${m.module_no}`,
        header: `Module ${m.module_no}`,
        cell: (s) => <ScoreCell score={scoreOf(s, m.module_no)} />,
        sortValue: (s) => scoreOf(s, m.module_no)?.best_percent ?? null,
      }),
    ),
  ];
  return (
    <Stack>
      <Intro>
        Each student&apos;s best score in each module&apos;s quiz. A quiz is passed at {data.pass_percent}&nbsp;%
        or more, with up to {QUIZ_RULES.maxAttempts} attempts.
      </Intro>
      <Modules aria-label="Modules">
        {data.modules.map((m) => (
          <li key={m.module_no}>
            <strong>Module {m.module_no}:</strong> {m.title}
          </li>
        ))}
      </Modules>
      <DataTable
        caption={QUIZ_SCORES_MESSAGES.caption}
        captionHidden
        columns={columns}
        rows={data.students}
        rowKey={(s) => s.student_id}
        // A batch is small: every student on one page.
        pageSize={Math.max(data.students.length, 1)}
      />
    </Stack>
  );
}
