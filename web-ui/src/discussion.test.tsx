import { File as NodeFile } from 'node:buffer';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import {
  DISCUSSION_LABELS_EN,
  DiscussionCompose,
  DiscussionThreadList,
  PostText,
  discussionFormData,
  discussionImageProblem,
  pinnedFirst,
} from './discussion';

const limits = { title_max: 120, body_max: 2000, image_max_bytes: 5 * 1024 * 1024 };
const file = (name: string, type: string, size = 1024) => {
  const f = new NodeFile(['x'], name, { type }) as unknown as File;
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const themed = (ui: React.ReactElement) =>
  render(<AarohiThemeProvider withGlobalStyle={false}>{ui}</AarohiThemeProvider>);

describe('the discussion’s shared pieces', () => {
  it('render what she typed as text: links clickable, markup never', () => {
    themed(
      <PostText text={'See https://aarohi.example/notes. <b>not bold</b>\nNext line'} data-testid="text" />,
    );
    const text = screen.getByTestId('text');
    expect(within(text).getByRole('link')).toHaveAttribute('href', 'https://aarohi.example/notes');
    expect(text.querySelector('b')).toBeNull();
    expect(text.textContent).toBe('See https://aarohi.example/notes. <b>not bold</b>\nNext line');
  });

  it('keep pinned threads first and the API’s order otherwise', () => {
    const order = pinnedFirst([
      { id: 1, pinned: false },
      { id: 2, pinned: true },
      { id: 3, pinned: false },
      { id: 4, pinned: true },
    ]).map((t) => t.id);
    expect(order).toEqual([2, 4, 1, 3]);
  });

  it('check a photo as the API does: JPEG or PNG (by type, or by name without one), at most 5 MB', () => {
    expect(discussionImageProblem(file('a.jpg', 'image/jpeg'))).toBeUndefined();
    expect(discussionImageProblem(file('a.png', ''))).toBeUndefined();
    expect(discussionImageProblem(file('a.pdf', 'application/pdf'))).toBe(DISCUSSION_MESSAGES.imageType);
    expect(discussionImageProblem(file('a.heic', ''))).toBe(DISCUSSION_MESSAGES.imageType);
    expect(discussionImageProblem(file('a.jpg', 'image/jpeg', 6 * 1024 * 1024))).toBe(
      DISCUSSION_MESSAGES.imageTooLarge,
    );
  });

  it('send a reply without a title or session, and a thread with them', () => {
    const draft = { title: 'T', session_id: '7', body: 'B', image: null };
    expect([...discussionFormData(draft, 'reply').keys()]).toEqual(['body']);
    expect([...discussionFormData(draft, 'thread').entries()]).toEqual([
      ['title', 'T'],
      ['session_id', '7'],
      ['body', 'B'],
    ]);
  });

  it('a disabled form (her posting paused) cannot be filled or sent', async () => {
    const onSubmit = jest.fn();
    themed(
      <DiscussionCompose
        kind="reply"
        labels={DISCUSSION_LABELS_EN}
        limits={limits}
        disabled
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('textbox', { name: /Your reply/ });
    expect(box).toBeDisabled();
    await user.type(box, 'hello');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Post reply' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('empty only what was sent: words typed while a post was on its way stay in the box', async () => {
    let store!: (sent: { message: string }) => void;
    const onSubmit = jest.fn(
      () => new Promise<{ message: string }>((resolve) => (store = resolve)),
    );
    themed(<DiscussionCompose kind="reply" labels={DISCUSSION_LABELS_EN} limits={limits} onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('textbox', { name: /Your reply/ });
    await user.type(box, 'Add an example.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ body: 'Add an example.' }));
    await user.clear(box);
    await user.type(box, 'And say how long.');
    await act(async () => store({ message: 'Your reply is posted.' }));
    expect(box).toHaveValue('And say how long.');

    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ body: 'And say how long.' }));
    await act(async () => store({ message: 'Your reply is posted.' }));
    expect(box).toHaveValue('');
  });

  it('show a moderator’s badges only to a moderator', () => {
    const thread = {
      id: 1,
      title: 'A question',
      excerpt: '',
      session: null,
      author: { id: 1, role: 'student' as const, name: 'Divya Menon', me: false, muted_until: null },
      created_at: '2026-11-20T05:00:00.000Z',
      last_activity_at: '2026-11-20T05:00:00.000Z',
      replies: 0,
      pinned: false,
      answered: false,
      hidden: { by: 'Meera Iyer', reason: 'x', at: '2026-11-20T06:00:00.000Z' },
      open_reports: 1,
    };
    const { rerender } = themed(
      <DiscussionThreadList
        threads={[thread]}
        labels={DISCUSSION_LABELS_EN}
        threadHref={(id) => `/t/${id}`}
      />,
    );
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.queryByText('1 open report')).not.toBeInTheDocument();
    rerender(
      <AarohiThemeProvider withGlobalStyle={false}>
        <DiscussionThreadList
          threads={[thread]}
          labels={DISCUSSION_LABELS_EN}
          threadHref={(id) => `/t/${id}`}
          moderator
        />
      </AarohiThemeProvider>,
    );
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('1 open report')).toBeInTheDocument();
  });
});
