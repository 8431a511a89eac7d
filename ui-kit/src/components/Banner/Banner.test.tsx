import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Banner.stories';

const all = composeStories(stories);

describe('Banner', () => {
  it('uses role=alert for errors and is dismissible by keyboard', async () => {
    const onDismiss = jest.fn();
    render(<all.ErrorBanner onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('uses role=status for other tones, without a dismiss button unless asked', () => {
    render(<all.Success />);
    expect(screen.getByRole('status')).toHaveTextContent('Documents uploaded');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
