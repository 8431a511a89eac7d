import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Select.stories';

const all = composeStories(stories);
const { Playground, WithError } = all;

describe('Select', () => {
  it('selects an option by keyboard-accessible native select', async () => {
    const onChange = jest.fn();
    render(<Playground onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    expect(screen.getByLabelText('Status')).toHaveValue('Resolved');
    expect(onChange).toHaveBeenCalled();
  });

  it('describes the error', () => {
    render(<WithError />);
    expect(screen.getByLabelText('Profession')).toHaveAccessibleDescription('Profession is required');
  });

  itHasNoAxeViolations(all);
});
