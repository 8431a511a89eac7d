import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './EmptyState.stories';

const all = composeStories(stories);

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the action', () => {
    render(<all.WithAction />);
    expect(screen.getByRole('heading', { name: 'No Support Tickets Found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't created any support tickets yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Ticket' })).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
