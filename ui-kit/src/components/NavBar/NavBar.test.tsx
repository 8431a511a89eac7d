import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './NavBar.stories';

const all = composeStories(stories);

// jsdom cannot navigate; keep link clicks in the page.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

describe('NavBar', () => {
  it('opens and closes the menu with its button, and closes when a link is chosen', async () => {
    const onNavigate = jest.fn();
    render(<all.Playground onNavigate={onNavigate} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    await userEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    expect(onNavigate).toHaveBeenCalledWith('/blogs');
    await userEvent.click(menu);
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    render(<all.Playground />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('Tab goes from the menu button straight into the opened menu', async () => {
    const user = userEvent.setup();
    render(<all.Playground />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(screen.getAllByRole('link').find((link) => panel.contains(link)));
  });

  it('marks the current page and shows the auth and profile slots', async () => {
    render(<all.LoggedInPaid />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('opens a dropdown of sub-links by keyboard and closes it with Escape', async () => {
    render(<all.WithDropdown />);
    const toggle = screen.getByRole('button', { name: 'Course' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Experts blog' })).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'AI Learning Pathway' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  itHasNoAxeViolations(all);
});
