import { composeStories } from '@storybook/react-webpack5';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Sidebar.stories';

const all = composeStories(stories);

/** A page with a menu button that opens the sidebar as a drawer, as the apps do at 375 px. */
function DrawerPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <all.StudentArea open={open} onClose={() => setOpen(false)} id="student-sidebar" />
      <button type="button" aria-expanded={open} aria-controls="student-sidebar" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <input aria-label="Search" />
    </>
  );
}

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

  it('as a drawer, takes focus when opened, keeps Tab inside and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    render(<DrawerPage />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('as a fixed sidebar (closed drawer state) leaves focus alone', () => {
    render(<all.Playground />);
    expect(document.body).toHaveFocus();
  });

  itHasNoAxeViolations(all);
});
