import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './PriorityPicker.stories';

const all = composeStories(stories);

describe('PriorityPicker', () => {
  it('defaults to Medium, moves with arrow keys and selects by click', async () => {
    const onChange = jest.fn();
    render(<all.Playground onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Priority' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'High' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'High' })).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith('High');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Critical' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Low' }));
    expect(onChange).toHaveBeenLastCalledWith('Low');
  });
  itHasNoAxeViolations(all);
});
