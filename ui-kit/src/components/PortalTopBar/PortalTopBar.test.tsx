import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './PortalTopBar.stories';

const all = composeStories(stories);

describe('PortalTopBar', () => {
  it('toggles the menu by keyboard and links to the profile', async () => {
    const onMenuToggle = jest.fn();
    render(<all.Playground onMenuToggle={onMenuToggle} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'portal-sidebar');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(onMenuToggle).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/tutorprofilepage');
  });
  itHasNoAxeViolations(all);
});
