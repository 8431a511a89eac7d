import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderAt, url } from '../../test/render';
import { StaffThreadScreen } from './StaffDiscussionScreens';
import { STAFF_THREAD } from './fixtures';

jest.setTimeout(20000);

let replies: string[] = [];
const server = setupServer(
  http.get(url('/api/staff/discussion/threads/:threadId'), ({ params }) =>
    params.threadId === '38'
      ? HttpResponse.json({ success: true, data: STAFF_THREAD })
      : HttpResponse.json({ success: false, message: 'Discussion thread not found.' }, { status: 404 }),
  ),
  http.post(url('/api/staff/discussion/threads/:threadId/replies'), async ({ request }) => {
    const form = await request.formData();
    replies.push(String(form.get('body')));
    return HttpResponse.json(
      {
        success: true,
        message: 'Your message is posted.',
        data: {
          ...STAFF_THREAD.replies[0]!,
          id: 99,
          author: { id: 2, role: 'staff', name: 'Sneha Support', me: true, muted_until: null },
          is_answer: false,
          body: String(form.get('body')),
        },
      },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  replies = [];
});
afterAll(() => server.close());

describe('a thread, as the school reads it', () => {
  it('shows the hidden post with who hid it and why, the open reports, and the moderation controls', async () => {
    const { container } = renderAt(<StaffThreadScreen />, {
      route: '/staff/discussion/threads/38',
      path: '/staff/discussion/threads/:threadId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_THREAD.thread.title })).toBeInTheDocument();
    expect(screen.getByText('In the discussion of Aarohi Evening Batch 12')).toBeInTheDocument();
    expect(screen.getByText(/Advertising is not allowed in the discussion/)).toBeInTheDocument();
    expect(screen.getByText(/This felt mocking/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Pause her posting/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('replies as the school', async () => {
    const user = userEvent.setup();
    renderAt(<StaffThreadScreen />, { route: '/staff/discussion/threads/38', path: '/staff/discussion/threads/:threadId' });
    await screen.findByRole('heading', { level: 1, name: STAFF_THREAD.thread.title });
    const box = screen.getAllByRole('textbox').at(-1)!;
    await user.type(box, 'Please keep replies kind: everyone here is learning.');
    await user.click(screen.getByRole('button', { name: /^Post reply$|^Reply$|^Send reply$/ }));
    await waitFor(() => expect(replies).toEqual(['Please keep replies kind: everyone here is learning.']));
  });

  it('a thread that is not there', async () => {
    renderAt(<StaffThreadScreen />, { route: '/staff/discussion/threads/7', path: '/staff/discussion/threads/:threadId' });
    expect(await screen.findByText('Discussion thread not found.')).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
