// The batch list and an opened batch: each column once, and beside an open batch a list narrowed to
// what tells batches apart, with a way back (the only way back on a phone, where the batch takes the
// list's place).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderAt, setupUser, url } from '../../test/render';
import { batch } from '../../test/fixtures';
import { BatchesScreen } from './BatchesScreen';

const none = { success: true, data: [] };
const server = setupServer(
  http.get(url('/api/staff/batches'), () => HttpResponse.json({ success: true, data: [batch] })),
  http.get(url('/api/staff/feedback'), () =>
    HttpResponse.json({ success: true, data: { tutors: [], batches: [] } }),
  ),
  http.get(url('/api/staff/batches/5/students'), () => HttpResponse.json(none)),
  http.get(url('/api/staff/batches/5/sessions'), () =>
    HttpResponse.json({ success: true, data: { batch_id: 5, timing: batch.timing, sessions: [] } }),
  ),
  http.get(url('/api/staff/batches/5/attendance'), () =>
    HttpResponse.json({
      success: true,
      data: { batch_id: 5, batch_name: batch.batch_name, sessions: [], students: [] },
    }),
  ),
  http.get(url('/api/staff/batches/5/feedback'), () =>
    HttpResponse.json({
      success: true,
      data: {
        batch_id: 5,
        batch_name: batch.batch_name,
        tutor_name: 'Kavya Menon',
        average: null,
        count: 0,
        sessions: [],
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

it('lists every batch with each column once', async () => {
  renderAt(<BatchesScreen />, { route: '/staff/batches' });
  const table = await screen.findByRole('table', { name: 'Batches' });
  expect(headers(table)).toEqual(['Batch', 'Course', 'Tutor', 'Status', 'Starts', 'Students']);
  expect(screen.queryByRole('button', { name: 'Back to batches', hidden: true })).not.toBeInTheDocument();
});

it('beside an open batch keeps name, course and tutor, status and start, and leads back to the list', async () => {
  const user = setupUser();
  renderAt(<BatchesScreen />, { route: '/staff/batches?batch=5' });
  expect(await screen.findByRole('heading', { level: 2, name: batch.batch_name })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Batches' });
  expect(headers(table)).toEqual(['Batch', 'Status', 'Starts']);
  expect(within(table).getByText('AI for Everyday Life · Kavya Menon')).toBeInTheDocument();

  // Shown below 1100 px only (jsdom matches no media query, so it counts as hidden here).
  await user.click(screen.getByRole('button', { name: 'Back to batches', hidden: true }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveAttribute('data-search', ''));
  expect(screen.queryByRole('heading', { level: 2, name: batch.batch_name })).not.toBeInTheDocument();
  expect(headers(screen.getByRole('table', { name: 'Batches' }))).toHaveLength(6);
});
