import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './ToggleGroup.stories';

const all = composeStories(stories);

describe('ToggleGroup', () => {
  it('marks the chosen button pressed and works by keyboard', async () => {
    const onChange = jest.fn();
    render(<all.Playground onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Filter batches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'active' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('active');
    expect(screen.getByRole('button', { name: 'active' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });
  itHasNoAxeViolations(all);
});
