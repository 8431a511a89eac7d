import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './NotificationBell.stories';

const all = composeStories(stories);

describe('NotificationBell', () => {
  it('announces the count and opens a titled list by keyboard; Escape closes it', async () => {
    render(<all.Playground />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 new' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Recent Notifications' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('shows the empty text', async () => {
    render(<all.Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    render(<all.Playground />);
    const bell = screen.getByRole('button', { name: /Notifications/ });
    await userEvent.click(bell);
    await userEvent.click(document.body);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  itHasNoAxeViolations(all);
});
