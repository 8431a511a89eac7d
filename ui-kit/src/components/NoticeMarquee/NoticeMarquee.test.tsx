import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './NoticeMarquee.stories';

const all = composeStories(stories);

describe('NoticeMarquee', () => {
  it('exposes the notice once to assistive tech and keeps the duplicate out of tab order', async () => {
    render(<all.WithLink />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Register Now' })).toHaveLength(1);
    // jsdom does not implement inert's tab skipping; browsers do.
    const copies = screen.getAllByText(/Registrations for January 2027 are open/);
    expect(copies[1]!.closest('[aria-hidden="true"]')).toHaveAttribute('inert');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveFocus();
  });

  it('pauses and plays with its toggle button', async () => {
    render(<all.Playground />);
    const toggle = screen.getByRole('button', { name: 'Pause' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Play');
  });

  itHasNoAxeViolations(all);
});
