import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Modal.stories';

const all = composeStories(stories);

describe('Modal', () => {
  it('makes a body that scrolls reachable by keyboard, and only then (axe scrollable-region-focusable)', () => {
    // jsdom has no layout: the body reports the heights a browser would.
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    const clientHeight = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    try {
      const { unmount } = render(<all.LongContent open onClose={() => {}} />);
      const body = screen.getByRole('dialog').querySelector('[data-modal-body]');
      expect(body).toHaveAttribute('tabindex', '0');
      unmount();
      scrollHeight.mockReturnValue(300);
      render(<all.LongContent open onClose={() => {}} />);
      expect(screen.getByRole('dialog').querySelector('[data-modal-body]')).not.toHaveAttribute('tabindex');
    } finally {
      scrollHeight.mockRestore();
      clientHeight.mockRestore();
    }
  });

  it('opens a labelled modal dialog, traps focus, closes on Escape and returns focus', async () => {
    const onClose = jest.fn();
    render(<all.WithFooter open={false} onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    // No focusable content in the body: the dialog itself takes focus.
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes with the Close button and by the backdrop', async () => {
    render(<all.Playground />);
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders in a portal on document.body', () => {
    const { container } = render(<all.Open />);
    expect(container).not.toContainElement(screen.getByRole('dialog'));
  });

  itHasNoAxeViolations(all);
});
