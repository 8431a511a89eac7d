// /staff/batches/:batchId/learning: a batch's learning between the classes, for support and admins.
// Per student the sessions that count (attended live or caught up in time) and which she caught up
// on, whether she is at risk, and her best score in each module's quiz; per module how many of the
// batch passed it. Read-only; the same report downloads as a CSV.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton, LoadingState } from '@ai-women/ui-kit';
import { EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { type DataColumn, DataTable, ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert } from '@ai-women/ui-kit/forms';
import { routerLink } from '@ai-women/ui-kit/router';
import { AT_RISK_RULE, CATCH_UP_RULE, QUIZ_RULES } from '@ai-women/contracts';
import { ApiError, formatBatchDate } from '@ai-women/web-core';
import { messageOf } from '../../lib/api';
import { useStaffMe } from '../../lib/staff';
import { LoadError } from '../../components/LoadError';
import { Screen } from '../../components/Section';
import {
  learningCsvUrl,
  useBatchLearning,
  type BatchLearning,
  type LearningRow,
  type ModuleQuiz,
} from './learningApi';

export const LEARNING_TEXT = {
  title: 'Learning',
  loading: 'Loading learning…',
  failed: 'The learning report could not be loaded.',
  download: 'Download CSV',
  passRates: 'Quiz pass rates',
  noModules: 'This course has no module quizzes.',
  notAttempted: 'Not attempted',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "21 sessions held · 14 practice done · 2 waiting for review · 2 caught up · 1 at risk · quiz pass mark 70 %". */
export function summaryOf(report: BatchLearning): string {
  return [
    `${plural(report.held, 'session', 'sessions')} held`,
    `${report.practice_done} practice done`,
    `${report.practice_waiting} waiting for review`,
    `${report.caught_up_sessions} caught up`,
    `${report.at_risk_students} at risk`,
    `quiz pass mark ${report.pass_percent}\u00a0%`,
  ].join(' · ');
}

const Section = styled.section`
  display: grid;
  /* minmax(0, …): the table's own region scrolls sideways on a phone, not the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Text = styled.p`
  margin: 0;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Name = styled.strong`
  display: block;
  min-width: 7rem;
  color: ${({ theme }) => theme.colors.plum900};
  overflow-wrap: anywhere;
`;
const Sessions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  li {
    white-space: nowrap;
  }
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

function CaughtUp({ row }: { row: LearningRow }) {
  if (row.caught_up.length === 0) return <>—</>;
  return (
    <Sessions>
      {row.caught_up.map((c) => (
        <li key={c.session_no}>{`Session ${c.session_no} (${formatBatchDate(c.on)})`}</li>
      ))}
    </Sessions>
  );
}

function QuizCell({ quiz }: { quiz: ModuleQuiz | undefined }) {
  if (!quiz || quiz.attempts === 0 || quiz.best_percent === null)
    return (
      <Cell>
        <span aria-hidden="true">—</span>
        <Hidden>{LEARNING_TEXT.notAttempted}</Hidden>
      </Cell>
    );
  return (
    <Cell>
      <Best>
        <strong>{quiz.best_percent}&nbsp;%</strong>
        {quiz.passed ? (
          <StatusBadge status="Passed" tone="success" size="sm" />
        ) : (
          <StatusBadge status="Not passed" tone="warning" size="sm" />
        )}
      </Best>
      <Attempts>{`${quiz.attempts} of ${QUIZ_RULES.maxAttempts} attempts`}</Attempts>
    </Cell>
  );
}

const quizOf = (row: LearningRow, moduleNo: number) => row.quizzes.find((q) => q.module_no === moduleNo);

/** A read that failed: the API's words; Try again unless the answer would not change (403, 404). */
function LearningError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    return (
      <FormAlert role="alert" tone="danger">
        {messageOf(error, LEARNING_TEXT.failed)}
      </FormAlert>
    );
  return <LoadError error={error} what="The learning report" onRetry={onRetry} />;
}

function Report({ report }: { report: BatchLearning }) {
  type Module = BatchLearning['modules'][number];
  const moduleColumns: DataColumn<Module>[] = [
    { id: 'module', header: 'Module', cell: (m) => `Module ${m.module_no}`, sortValue: (m) => m.module_no },
    { id: 'title', header: 'Title', cell: (m) => m.title },
    {
      id: 'passed',
      header: 'Passed',
      cell: (m) => `${m.passed} of ${m.students}`,
      sortValue: (m) => m.passed,
    },
    { id: 'attempted', header: 'Attempted', cell: (m) => m.attempted, sortValue: (m) => m.attempted },
  ];
  const studentColumns: DataColumn<LearningRow>[] = [
    {
      id: 'name',
      header: 'Student',
      cell: (r) => <Name>{r.student_name}</Name>,
      sortValue: (r) => r.student_name,
    },
    {
      id: 'attended',
      header: 'Sessions that count',
      cell: (r) => `${r.attended} of ${r.held}`,
      sortValue: (r) => r.attended,
    },
    {
      id: 'practice',
      header: 'Practice done',
      // Of one task per held session; "sent" counts the sessions she answered, reviewed or not.
      cell: (r) => `${r.practice_done} of ${r.held} (${r.practice_sent} sent)`,
      sortValue: (r) => r.practice_done,
    },
    {
      id: 'caught-up',
      header: 'Caught up',
      cell: (r) => <CaughtUp row={r} />,
      sortValue: (r) => r.caught_up.length,
    },
    {
      id: 'risk',
      header: 'At risk',
      cell: (r) => (r.at_risk ? <StatusBadge status="At risk" tone="warning" size="sm" /> : '—'),
      sortValue: (r) => (r.at_risk ? 0 : 1),
    },
    ...report.modules.map(
      (m): DataColumn<LearningRow> => ({
        id: `module-${m.module_no}`,
        header: `Module ${m.module_no}`,
        cell: (r) => <QuizCell quiz={quizOf(r, m.module_no)} />,
        sortValue: (r) => quizOf(r, m.module_no)?.best_percent ?? null,
      }),
    ),
  ];
  return (
    <>
      <Text data-testid="learning-summary">{summaryOf(report)}</Text>
      <Muted>
        {`A session counts when she attended it live, or caught it up within ${CATCH_UP_RULE.withinDays} days by watching its recording and passing its ${CATCH_UP_RULE.questions}-question check. `}
        {report.batch.status === 'Active'
          ? `At risk: absent from the last ${AT_RISK_RULE.absencesInARow} or more marked classes without catching up.`
          : `Batch status: ${report.batch.status}. Students are flagged at risk only while the batch is running.`}
      </Muted>
      <Section>
        {/* No name on the section: the table's own scroll region is the landmark, named by its caption. */}
        <h2>{LEARNING_TEXT.passRates}</h2>
        <DataTable
          caption={LEARNING_TEXT.passRates}
          captionHidden
          columns={moduleColumns}
          rows={report.modules}
          rowKey={(m) => m.module_no}
          pageSize={Math.max(report.modules.length, 1)}
          emptyMessage={LEARNING_TEXT.noModules}
        />
      </Section>
      <Section>
        <h2>Students</h2>
        <Muted>
          {`Each module: her best quiz score, passed at ${report.pass_percent}\u00a0% or more, with up to ${QUIZ_RULES.maxAttempts} attempts; a dash until she tries it.`}
        </Muted>
        <DataTable
          caption={`Learning of ${report.batch.batch_name}`}
          captionHidden
          columns={studentColumns}
          rows={report.rows}
          rowKey={(r) => r.student_id}
          // A batch is small: every student on one page.
          pageSize={Math.max(report.rows.length, 1)}
          initialSort={{ column: 'name', direction: 'asc' }}
          emptyMessage="No students in this batch."
        />
      </Section>
    </>
  );
}

export function LearningScreen() {
  const batchId = Number(useParams().batchId);
  const me = useStaffMe();
  const isAdmin = me.data?.role === 'admin';
  const learning = useBatchLearning(batchId);
  const valid = Number.isInteger(batchId) && batchId > 0;
  const batchName = learning.data?.batch.batch_name;
  const hasRows = (learning.data?.rows.length ?? 0) > 0;

  return (
    <Screen>
      <ScreenHeader
        title={batchName ? `${LEARNING_TEXT.title} · ${batchName}` : LEARNING_TEXT.title}
        description="Each student’s sessions that count, the sessions she caught up on, who is at risk, and her best score in each module’s quiz."
        actions={
          hasRows || isAdmin ? (
            <>
              {hasRows && (
                <LinkButton href={learningCsvUrl(batchId)} variant="secondary" size="sm" download>
                  {LEARNING_TEXT.download}
                </LinkButton>
              )}
              {isAdmin && (
                <LinkButton
                  href={`/staff/batches?batch=${batchId}`}
                  renderLink={routerLink}
                  variant="ghost"
                  size="sm"
                >
                  Back to the batch
                </LinkButton>
              )}
            </>
          ) : undefined
        }
      />
      {!valid ? (
        <EmptyState
          headingLevel={2}
          title="No such batch"
          description="The address names no batch. Open a batch from Batches."
        />
      ) : learning.isPending ? (
        <LoadingState text={LEARNING_TEXT.loading} />
      ) : learning.isError ? (
        <LearningError error={learning.error} onRetry={() => void learning.refetch()} />
      ) : learning.data.rows.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No students in this batch"
          description="Once students are placed in this batch, their sessions, catch-ups and quiz scores appear here."
        />
      ) : (
        <Report report={learning.data} />
      )}
    </Screen>
  );
}
