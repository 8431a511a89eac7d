import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './ConfirmDialog.stories';

const all = composeStories(stories);

describe('ConfirmDialog', () => {
  it('focuses Cancel first and confirms by keyboard', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<all.Playground onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Complete this batch?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
  itHasNoAxeViolations(all);
});
