import { screen, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import type { BatchQuizScores } from '@ai-women/contracts';
import { TEST_API, renderPage, setupUser, signInAs } from '../../../test/render';
import { QUIZ_SCORES_MESSAGES, QuizScoresTable } from './QuizScoresTable';

const QUIZZES = `${TEST_API}/api/tutor/batches/12/quizzes`;
const modules = [
  { module_no: 1, title: 'AI tools for everyday life' },
  { module_no: 2, title: 'Learning, productivity and personal growth' },
  { module_no: 3, title: 'Digital marketing and content creation' },
];
const none = (module_no: number) => ({ module_no, attempts: 0, best_percent: null, passed: false });
const scores: BatchQuizScores = {
  batch_id: 12,
  pass_percent: 70,
  modules,
  students: [
    {
      student_id: 1,
      name: 'Priya Sharma',
      modules: [{ module_no: 1, attempts: 2, best_percent: 83, passed: true }, none(2), none(3)],
    },
    {
      student_id: 2,
      name: 'Lakshmi Nair',
      modules: [
        { module_no: 1, attempts: 3, best_percent: 50, passed: false },
        { module_no: 2, attempts: 1, best_percent: 100, passed: true },
        none(3),
      ],
    },
  ],
};
const answer = (data: BatchQuizScores) => HttpResponse.json({ success: true, data });

const server = setupServer(http.get(QUIZZES, () => answer(scores)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signInAs());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderTable = () =>
  renderPage(<QuizScoresTable batchId={12} />, {
    route: '/tutorbatches/12/sessions',
    path: '/tutorbatches/:batchId/sessions',
  });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe("a batch's quiz scores (tutor)", () => {
  it('loads, then shows one row per student and one column per module (no axe violations)', async () => {
    server.use(
      http.get(QUIZZES, async () => {
        await delay(50);
        return answer(scores);
      }),
    );
    const { container } = renderTable();
    expect(screen.getByRole('status')).toHaveTextContent(QUIZ_SCORES_MESSAGES.loading);
    const table = await screen.findByRole('table', { name: QUIZ_SCORES_MESSAGES.caption });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Student', 'Module 1', 'Module 2', 'Module 3']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/passed at 70 % or more, with up to 3 attempts/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Modules' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Module 1: AI tools for everyday life');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("a row says her best score, Passed or Not passed in words, the attempts used, and — before a quiz's first attempt", async () => {
    renderTable();
    await screen.findByRole('table');
    const [, m1, m2, m3] = within(rowOf('Priya Sharma')).getAllByRole('cell');
    expect(m1).toHaveTextContent('83 %');
    expect(within(m1!).getByText('Passed')).toBeInTheDocument();
    expect(m1).toHaveTextContent('2 of 3 attempts');
    for (const cell of [m2!, m3!]) {
      expect(cell).toHaveTextContent('—');
      expect(cell).toHaveTextContent(QUIZ_SCORES_MESSAGES.notAttempted);
      expect(cell).not.toHaveTextContent(/attempts/);
    }
    const [, l1, l2] = within(rowOf('Lakshmi Nair')).getAllByRole('cell');
    expect(l1).toHaveTextContent('50 %');
    expect(within(l1!).getByText('Not passed')).toBeInTheDocument();
    expect(l1).toHaveTextContent('3 of 3 attempts');
    expect(l2).toHaveTextContent('100 %');
    expect(within(l2!).getByText('Passed')).toBeInTheDocument();
    expect(l2).toHaveTextContent('1 of 3 attempts');
  });

  it('sorts by a module’s best score from the keyboard', async () => {
    const user = setupUser();
    renderTable();
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Priya Sharma', 'Lakshmi Nair']);
    within(table).getByRole('button', { name: 'Module 1' }).focus();
    await user.keyboard('{Enter}');
    expect(within(table).getByRole('columnheader', { name: 'Module 1' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names()).toEqual(['Lakshmi Nair', 'Priya Sharma']);
  });

  it('says so when the batch has no students yet', async () => {
    server.use(http.get(QUIZZES, () => answer({ ...scores, students: [] })));
    renderTable();
    expect(await screen.findByText(QUIZ_SCORES_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the scores could not be loaded, and Try again loads them', async () => {
    let calls = 0;
    server.use(
      http.get(QUIZZES, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false }, { status: 500 }) : answer(scores);
      }),
    );
    const user = setupUser();
    const { container } = renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_SCORES_MESSAGES.failed);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("another tutor's batch: the API's refusal, without Try again", async () => {
    server.use(
      http.get(QUIZZES, () =>
        HttpResponse.json({ success: false, message: 'This batch is not assigned to you.' }, { status: 403 }),
      ),
    );
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('This batch is not assigned to you.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
