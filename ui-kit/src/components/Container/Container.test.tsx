import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Container.stories';

const all = composeStories(stories);

describe('Container', () => {
  it('renders its content', () => {
    render(<all.Playground />);
    expect(screen.getByText(/Content sits inside the container/)).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
