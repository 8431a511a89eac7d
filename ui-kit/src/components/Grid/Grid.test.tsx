import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Grid.stories';

const all = composeStories(stories);

describe('Grid', () => {
  it('renders its content', () => {
    render(<all.Playground />);
    expect(screen.getByText('Total Students')).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
