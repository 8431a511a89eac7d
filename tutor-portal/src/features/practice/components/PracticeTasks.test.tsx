import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { PRACTICE_MESSAGES } from '@ai-women/contracts';
import { TEST_API, renderPage, setupUser, signInAs } from '../../../test/render';
import { queueOf, tasks } from '../practiceFixtures';
import { PracticeScreen } from './PracticeScreen';
import { PRACTICE_TASK_MESSAGES } from './PracticeTasks';

const TASKS = `${TEST_API}/api/tutor/batches/12/practice-tasks`;

const server = setupServer(
  http.get(`${TEST_API}/api/tutor/batches/12/practice`, ({ request }) =>
    HttpResponse.json(queueOf(new URL(request.url).searchParams)),
  ),
  http.get(TASKS, () => HttpResponse.json({ success: true, data: { batch_id: 12, tasks } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signInAs());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderTasks = (route = '/tutorbatches/12/practice?view=tasks') =>
  renderPage(<PracticeScreen />, { route, path: '/tutorbatches/:batchId/practice' });

const itemOf = async (sessionNo: number) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(`^Session ${sessionNo}:`) })).closest(
    'li',
  ) as HTMLElement;

describe("the batch's practice tasks", () => {
  it('lists each session’s task in English and Hindi, the edited ones tagged (no axe violations)', async () => {
    const { container } = renderTasks();
    expect(screen.getByText(PRACTICE_TASK_MESSAGES.loading)).toBeInTheDocument();
    const first = await itemOf(1);
    expect(within(first).getByText(tasks[0]!.task.en)).toBeInTheDocument();
    expect(within(first).getByText(tasks[0]!.title.hi)).toBeInTheDocument();
    expect(within(first).queryByText('Edited for this batch')).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    const second = await itemOf(2);
    expect(within(second).getByText('Edited for this batch')).toBeInTheDocument();
    expect(
      within(second).getByRole('button', { name: 'Restore the course’s task for session 2' }),
    ).toBeInTheDocument();
    // The view is a choice of the page, pressed as it shows.
    expect(screen.getByRole('button', { name: 'Tasks' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens from the answers with Tasks', async () => {
    const user = setupUser();
    renderTasks('/tutorbatches/12/practice');
    await user.click(await screen.findByRole('button', { name: 'Tasks' }));
    expect(await itemOf(1)).toBeInTheDocument();
  });

  it('refuses a missing Hindi task before sending, then saves all four fields', async () => {
    let sent: unknown;
    server.use(
      http.put(`${TASKS}/1`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: PRACTICE_MESSAGES.taskSaved,
          data: { ...tasks[0], edited: true },
        });
      }),
    );
    const user = setupUser();
    const { container } = renderTasks();
    const item = await itemOf(1);
    await user.click(within(item).getByRole('button', { name: 'Edit the task of session 1' }));
    const form = within(item).getByRole('form', { name: 'Edit the task of session 1' });
    expect(within(form).getByLabelText(/Title in English/)).toHaveValue(tasks[0]!.title.en);
    expect(within(form).getByText(`${[...tasks[0]!.title.en].length}/80 characters`)).toBeInTheDocument();
    const hindi = within(form).getByLabelText(/Task in Hindi/);
    await user.clear(hindi);
    await user.click(within(form).getByRole('button', { name: 'Save task' }));
    expect(await within(form).findByText(PRACTICE_MESSAGES.taskRequired)).toBeInTheDocument();
    expect(hindi).toHaveAttribute('aria-invalid', 'true');
    expect(hindi).toHaveFocus();
    expect(sent).toBeUndefined();
    expect(await axe(container)).toHaveNoViolations();

    await user.type(hindi, 'हफ़्ते भर के खाने की योजना बनाएँ।');
    const title = within(form).getByLabelText(/Title in English/);
    await user.clear(title);
    await user.type(title, 'Dinners for a week, ₹1,500');
    await user.click(within(form).getByRole('button', { name: 'Save task' }));
    expect(await within(item).findByText(PRACTICE_MESSAGES.taskSaved)).toBeInTheDocument();
    expect(sent).toEqual({
      title_en: 'Dinners for a week, ₹1,500',
      title_hi: tasks[0]!.title.hi,
      task_en: tasks[0]!.task.en,
      task_hi: 'हफ़्ते भर के खाने की योजना बनाएँ।',
    });
    // The form closes and focus is back on Edit.
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Edit the task of session 1' })).toHaveFocus(),
    );
  });

  it('shows the API’s field errors under their fields (400)', async () => {
    server.use(
      http.put(`${TASKS}/1`, () =>
        HttpResponse.json(
          {
            success: false,
            message: PRACTICE_MESSAGES.taskTitleRequired,
            errors: {
              title_hi: PRACTICE_MESSAGES.taskTitleRequired,
              task_hi: PRACTICE_MESSAGES.taskRequired,
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = setupUser();
    renderTasks();
    const item = await itemOf(1);
    await user.click(within(item).getByRole('button', { name: 'Edit the task of session 1' }));
    const form = within(item).getByRole('form', { name: 'Edit the task of session 1' });
    await user.click(within(form).getByRole('button', { name: 'Save task' }));
    const titleHi = within(form).getByLabelText(/Title in Hindi/);
    await waitFor(() => expect(titleHi).toHaveAttribute('aria-invalid', 'true'));
    expect(titleHi).toHaveAccessibleDescription(new RegExp(PRACTICE_MESSAGES.taskTitleRequired));
    expect(within(form).getByLabelText(/Task in Hindi/)).toHaveAccessibleDescription(
      new RegExp(PRACTICE_MESSAGES.taskRequired),
    );
    expect(within(form).getByLabelText(/Title in English/)).not.toHaveAttribute('aria-invalid');
    expect(titleHi).toHaveFocus();
  });

  it('restores the course’s task after asking, and reads the tasks again', async () => {
    let deleted = 0;
    let reads = 0;
    server.use(
      http.get(TASKS, () => {
        reads += 1;
        const list = deleted ? tasks.map((t) => ({ ...t, edited: false })) : tasks;
        return HttpResponse.json({ success: true, data: { batch_id: 12, tasks: list } });
      }),
      http.delete(`${TASKS}/2`, () => {
        deleted += 1;
        return HttpResponse.json({
          success: true,
          message: PRACTICE_MESSAGES.taskRestored,
          data: { ...tasks[1], edited: false },
        });
      }),
    );
    const user = setupUser();
    renderTasks();
    const item = await itemOf(2);
    await user.click(within(item).getByRole('button', { name: 'Restore the course’s task for session 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore the course’s task for session 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore the course’s task' }));
    expect(await within(item).findByText(PRACTICE_MESSAGES.taskRestored)).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(reads).toBe(2);
    await waitFor(() => expect(within(item).queryByText('Edited for this batch')).not.toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the tasks fail to load', async () => {
    let calls = 0;
    server.use(
      http.get(TASKS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: { batch_id: 12, tasks } });
      }),
    );
    const user = setupUser();
    renderTasks();
    expect(await screen.findByText(PRACTICE_TASK_MESSAGES.failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await itemOf(2)).toBeInTheDocument();
  });
});
