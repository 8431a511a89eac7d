import { composeStories } from '@storybook/react-webpack5';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { itHasNoAxeViolations, renderWithTheme } from '../../internal/testing';
import { TextArea } from './TextArea';
import * as stories from './TextArea.stories';

const all = composeStories(stories);
const { Playground } = all;

describe('TextArea', () => {
  it('counts characters live as "n/500 characters"', async () => {
    renderWithTheme(<Playground />);
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Description'), 'Hello');
    expect(screen.getByText('5/500 characters')).toBeInTheDocument();
  });

  it('counts a controlled value and stops at maxLength', async () => {
    function Controlled() {
      const [value, setValue] = useState('abc');
      return <TextArea label="Notes" maxLength={5} showCounter value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByText('3/5 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Notes'), 'defgh');
    expect(screen.getByLabelText('Notes')).toHaveValue('abcde');
    expect(screen.getByText('5/5 characters')).toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
