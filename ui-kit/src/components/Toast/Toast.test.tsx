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

  it('closes the newest toast on Escape without moving focus', async () => {
    const user = userEvent.setup();
    render(<all.Playground />);
    await user.click(screen.getByRole('button', { name: 'Show success' }));
    await user.click(screen.getByRole('button', { name: 'Show error' }));
    const opener = screen.getByRole('button', { name: 'Show error' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByText('Ticket created successfully')).toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Ticket created successfully')).not.toBeInTheDocument();
  });

  it('keeps fields that focus scrolls to clear of the toasts while they show', async () => {
    const user = userEvent.setup();
    render(<all.Playground />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    await user.click(screen.getByRole('button', { name: 'Show success' }));
    // jsdom has no layout: the stack measures 0 px, plus the 24 px gap.
    expect(document.documentElement.style.scrollPaddingBottom).toBe('24px');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('moves to the top edge when the focused control is under it, and stays while the control is clear', async () => {
    const user = userEvent.setup();
    render(<all.Playground />);
    const rect = (top: number, left: number, height: number, width: number) =>
      ({
        top,
        left,
        height,
        width,
        bottom: top + height,
        right: left + width,
        x: left,
        y: top,
        toJSON: () => ({}),
      }) as DOMRect;
    // A 768 px high viewport: the stack (100 px high, on the right) would sit at 652–752 at the bottom.
    window.innerHeight = 768;
    const success = screen.getByRole('button', { name: 'Show success' });
    const error = screen.getByRole('button', { name: 'Show error' });
    jest.spyOn(success, 'getBoundingClientRect').mockReturnValue(rect(700, 800, 40, 200));
    jest.spyOn(error, 'getBoundingClientRect').mockReturnValue(rect(300, 800, 40, 200));
    await user.click(success);
    const stack = document.querySelector<HTMLElement>('[data-toast-stack]')!;
    jest.spyOn(stack, 'getBoundingClientRect').mockReturnValue(rect(652, 640, 100, 384));
    act(() => error.focus());
    expect(stack).toHaveAttribute('data-edge', 'bottom');
    act(() => success.focus());
    expect(stack).toHaveAttribute('data-edge', 'top');
    // At the top the stack would cover 16–116: the control at 300 is clear, so it stays there.
    act(() => error.focus());
    expect(stack).toHaveAttribute('data-edge', 'top');
  });

  itHasNoAxeViolations(all);
});
