import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './ThreadView.stories';

const all = composeStories(stories);

describe('ThreadView', () => {
  it('lists the messages in order, each with its author and time', () => {
    render(<all.Conversation />);
    const list = screen.getByRole('list', { name: 'Conversation on ticket 14' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual([
      'Priya Sharma',
      'Anjali Rao',
      'Priya Sharma',
    ]);
    expect(items[1]).toHaveTextContent('17 Nov 2026, 1:40 pm');
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-17T08:10:00.000Z');
  });

  it('keeps the line breaks of a message', () => {
    render(<all.Conversation />);
    expect(screen.getByText(/recording is linked/).textContent).toBe(
      'Yes — the recording is linked in your batch notes.\nThe exercises from that session are there too.',
    );
  });

  it('says so when there is nothing yet, without an empty list', () => {
    render(<all.Empty />);
    expect(screen.getByText('Waiting for support response...')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
