import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './LoadingState.stories';

const all = composeStories(stories);

describe('LoadingState', () => {
  it('announces its text as a status', () => {
    render(<all.Playground />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
  });
  itHasNoAxeViolations(all);
});
