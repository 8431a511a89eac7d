import { composeStories } from '@storybook/react-webpack5';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Toast.stories';
import { ToastProvider, useToast } from './Toast';
import { AarohiThemeProvider } from '../../theme/ThemeProvider';

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

  it('shows at most three, the newest first', async () => {
    const user = userEvent.setup();
    render(<all.Playground />);
    const success = screen.getByRole('button', { name: 'Show success' });
    const error = screen.getByRole('button', { name: 'Show error' });
    for (const button of [success, success, error, success, success]) await user.click(button);
    // Five shown, three kept: the error and the two successes after it.
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
    expect(screen.getAllByText('Ticket created successfully')).toHaveLength(2);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('lists the newest first', async () => {
    function Two() {
      const toast = useToast();
      return (
        <>
          <button onClick={() => toast.success('First: ticket created')}>first</button>
          <button onClick={() => toast.success('Second: reply sent')}>second</button>
        </>
      );
    }
    render(
      <AarohiThemeProvider withGlobalStyle={false}>
        <ToastProvider portal={false}>
          <Two />
        </ToastProvider>
      </AarohiThemeProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Second: reply sent.*First: ticket created/);
  });

  it('sits below the sticky header and keeps fields that focus scrolls to clear of the toasts', async () => {
    const user = userEvent.setup();
    render(<all.Playground />);
    const root = document.documentElement;
    expect(root.style.scrollPaddingTop).toBe('');
    await user.click(screen.getByRole('button', { name: 'Show success' }));
    const stack = document.querySelector<HTMLElement>('[data-toast-stack]')!;
    expect(stack).toHaveAttribute('data-edge', 'top');
    expect(getComputedStyle(stack).top).toBe('calc(var(--sticky-header-height, 0px) + 1rem)');
    // jsdom has no layout: the stack measures 0 px, plus the 24 px gap, below the header.
    expect(root.style.scrollPaddingTop).toBe('calc(var(--sticky-header-height, 0px) + 24px)');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(root.style.scrollPaddingTop).toBe('');
  });

  it('moves to the bottom edge when the focused control is under it, and stays while the control is clear', async () => {
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
    // A 768 px high viewport under a 72 px sticky header: the stack (100 px high, on the right)
    // sits at 88–188 at the top, 652–752 at the bottom.
    window.innerHeight = 768;
    document.documentElement.style.setProperty('--sticky-header-height', '72px');
    const success = screen.getByRole('button', { name: 'Show success' });
    const error = screen.getByRole('button', { name: 'Show error' });
    jest.spyOn(success, 'getBoundingClientRect').mockReturnValue(rect(120, 800, 40, 200));
    jest.spyOn(error, 'getBoundingClientRect').mockReturnValue(rect(400, 800, 40, 200));
    await user.click(success);
    const stack = document.querySelector<HTMLElement>('[data-toast-stack]')!;
    jest.spyOn(stack, 'getBoundingClientRect').mockReturnValue(rect(88, 640, 100, 384));
    act(() => error.focus());
    expect(stack).toHaveAttribute('data-edge', 'top');
    act(() => success.focus());
    expect(stack).toHaveAttribute('data-edge', 'bottom');
    // At the bottom the stack covers 652–752: the control at 400 is clear, so it stays there.
    act(() => error.focus());
    expect(stack).toHaveAttribute('data-edge', 'bottom');
    document.documentElement.style.removeProperty('--sticky-header-height');
  });

  itHasNoAxeViolations(all);
});
