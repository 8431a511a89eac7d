import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './TextField.stories';

const all = composeStories(stories);
const { Playground, WithError, WithHelperText } = all;

describe('TextField', () => {
  it('is labelled and typeable', async () => {
    render(<Playground />);
    const input = screen.getByLabelText('Full name');
    await userEvent.type(input, 'Zoë');
    expect(input).toHaveValue('Zoë');
  });

  it('links the error by aria-describedby and marks the field invalid, without role=alert', () => {
    render(<WithError />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('describes the field with its helper text', () => {
    render(<WithHelperText />);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('10-digit Indian mobile number');
  });

  itHasNoAxeViolations(all);
});
