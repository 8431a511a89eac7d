import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './PasswordField.stories';

const all = composeStories(stories);
const { Playground } = all;

describe('PasswordField', () => {
  it('toggles visibility with a labelled button, by keyboard', async () => {
    render(<Playground />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  itHasNoAxeViolations(all);
});
