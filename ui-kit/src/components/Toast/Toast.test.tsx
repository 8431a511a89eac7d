import { composeStories } from '@storybook/react-webpack5';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Toast.stories';

const all = composeStories(stories);

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a success politely and hides it after 4 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<all.Playground />);
    await user.click(screen.getByRole('button', { name: 'Show success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ticket created successfully');
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Ticket created successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Ticket created successfully')).not.toBeInTheDocument();
  });

  it('announces errors assertively and dismisses by keyboard', async () => {
    render(<all.Playground />);
    await userEvent.click(screen.getByRole('button', { name: 'Show error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
