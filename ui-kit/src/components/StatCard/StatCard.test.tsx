import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './StatCard.stories';

const all = composeStories(stories);

describe('StatCard', () => {
  it('shows label, value and sublabel', () => {
    render(<all.WithSublabel />);
    expect(screen.getByText('Support Tickets')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('2 open')).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
