import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Accordion.stories';

const all = composeStories(stories);

describe('Accordion', () => {
  it('opens one panel at a time', async () => {
    render(<all.Playground />);
    const first = screen.getByRole('button', { name: /Module 1/ });
    const second = screen.getByRole('button', { name: /Module 2/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(first.getAttribute('aria-controls')!)).toBeVisible();
    expect(screen.getByText(/plan meals/)).toBeInTheDocument();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/plan meals/)).not.toBeInTheDocument();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: arrows move, Enter and Space toggle', async () => {
    render(<all.Playground />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Module 1/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: /Module 2/ });
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: /Module 4/ })).toHaveFocus();
  });

  itHasNoAxeViolations(all);
});
