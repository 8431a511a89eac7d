import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Sidebar.stories';

const all = composeStories(stories);

// jsdom cannot navigate; keep link clicks in the page.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

describe('Sidebar', () => {
  it('marks the active item and opens nested groups by keyboard', async () => {
    render(<all.Playground />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const support = screen.getByRole('button', { name: 'Support' });
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Create Ticket' })).not.toBeInTheDocument();
    support.focus();
    await userEvent.keyboard('{Enter}');
    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute('href', '/tutorsupportticket');
    expect(screen.getByRole('link', { name: 'My Tickets' })).toBeInTheDocument();
  });

  it('expands the group holding the active child', () => {
    render(<all.SupportChildActive />);
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('aria-current', 'page');
  });

  it('as a drawer, closes on navigation and on Escape', async () => {
    const onClose = jest.fn();
    const onNavigate = jest.fn();
    render(<all.DrawerOpen onClose={onClose} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Batches' }));
    expect(onNavigate).toHaveBeenCalledWith('/batchespage');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  itHasNoAxeViolations(all);
});
