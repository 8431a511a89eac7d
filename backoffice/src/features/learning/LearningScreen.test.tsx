import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffLearningPage from '../../app/exposed/StaffLearning';
import { admin, renderAt, setupUser, support, url } from '../../test/render';
import { batchLearning } from './fixtures';

let me = admin;
let data = structuredClone(batchLearning);
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: me })),
  http.get(url('/api/staff/batches/:id/learning'), () => HttpResponse.json({ success: true, data })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  me = admin;
  data = structuredClone(batchLearning);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () =>
  renderAt(<StaffLearningPage />, {
    route: '/staff/batches/9/learning',
    path: '/staff/batches/:batchId/learning',
  });

const studentsTable = () => screen.findByRole('table', { name: 'Learning of Aarohi Evening Batch 12' });

describe('a batch’s learning between the classes (back office)', () => {
  it('titles the screen with the batch and sums it up', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning · Aarohi Evening Batch 12' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('learning-summary')).toHaveTextContent(
      '21 sessions held · 31 practice done · 2 waiting for review · 2 caught up · 1 at risk · quiz pass mark 70 %',
    );
  });

  it('shows each module’s quiz pass rate', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Quiz pass rates' });
    const first = within(table).getByRole('row', { name: /Module 1/ });
    expect(first).toHaveTextContent('Meet your AI assistant');
    expect(first).toHaveTextContent('2 of 3');
    const cells = within(first).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent('3');
    expect(within(table).getByRole('row', { name: /Module 3/ })).toHaveTextContent('0 of 3');
  });

  it('lists each student: sessions that count, catch-ups, at risk and best scores', async () => {
    open();
    const table = await studentsTable();
    const priya = within(table).getByRole('row', { name: /Priya Sharma/ });
    expect(priya).toHaveTextContent('19 of 21');
    expect(within(priya).getByText('Session 9 (12 Mar 2031)')).toBeInTheDocument();
    expect(within(priya).getByText('Session 14 (27 Mar 2031)')).toBeInTheDocument();
    const priyaCells = within(priya).getAllByRole('cell');
    // Student, sessions, practice, caught up, at risk, then one column per module.
    expect(priyaCells[2]).toHaveTextContent('16 of 21 (18 sent)');
    expect(priyaCells[5]).toHaveTextContent('85 %');
    expect(priyaCells[5]).toHaveTextContent('Passed');
    expect(priyaCells[5]).toHaveTextContent('1 of 3 attempts');
    expect(priyaCells[7]).toHaveTextContent('—');
    expect(priyaCells[7]).toHaveTextContent('Not attempted');

    const meena = within(table).getByRole('row', { name: /Meena Das/ });
    expect(within(meena).getByText('At risk')).toBeInTheDocument();
    expect(within(meena).getAllByRole('cell')[5]).toHaveTextContent('55 %Not passed');
    expect(within(meena).getAllByRole('cell')[3]).toHaveTextContent('—');

    // Only the flagged student carries the badge.
    const flagged = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => within(row).queryByText('At risk'));
    expect(flagged).toEqual([meena]);
    const ritu = within(table).getByRole('row', { name: /Ritu Singh/ });
    expect(within(ritu).getAllByRole('cell')[3]).toHaveTextContent('—');
    expect(within(ritu).getAllByRole('cell')[6]).toHaveTextContent('60 %Not passed');
  });

  it('scrolls the students table sideways in its own focusable region', async () => {
    open();
    await studentsTable();
    const region = screen.getByRole('region', { name: 'Learning of Aarohi Evening Batch 12' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('links the CSV download through the API', async () => {
    open();
    await studentsTable();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      'http://api.test/api/staff/batches/9/learning.csv',
    );
  });

  it('admin: links back to the batch', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Back to the batch' })).toHaveAttribute(
      'href',
      '/staff/batches?batch=9',
    );
  });

  it('support: reads the same report, with no link to the admins’ batch screen', async () => {
    me = support;
    open();
    await studentsTable();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the batch' })).not.toBeInTheDocument();
  });

  it('says so when the batch has no students', async () => {
    data = { ...data, rows: [], practice_done: 0, practice_waiting: 0, caught_up_sessions: 0, at_risk_students: 0 };
    open();
    expect(await screen.findByRole('heading', { name: 'No students in this batch' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows loading, then the API’s error with Try again, which reads again', async () => {
    server.use(
      http.get(url('/api/staff/batches/:id/learning'), async () => {
        await delay(100);
        return HttpResponse.json(
          { success: false, message: 'The learning report is unavailable right now.' },
          { status: 503 },
        );
      }),
    );
    const user = setupUser();
    open();
    expect(await screen.findByText('Loading learning…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The learning report is unavailable right now.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await studentsTable()).toBeInTheDocument();
  });

  it('an unknown batch: the API’s message, and no Try again', async () => {
    server.use(
      http.get(url('/api/staff/batches/:id/learning'), () =>
        HttpResponse.json({ success: false, message: 'Batch not found.' }, { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Batch not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = open();
    await studentsTable();
    expect(await axe(container)).toHaveNoViolations();
  });
});
