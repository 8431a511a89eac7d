import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Stack.stories';

const all = composeStories(stories);

describe('Stack', () => {
  it('renders its content', () => {
    render(<all.Playground />);
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
