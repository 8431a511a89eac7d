import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { useReturnFocusWhenDone } from './useReturnFocusWhenDone';

function Form({ busy }: { busy: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocusWhenDone(busy, button);
  return (
    <>
      <input aria-label="Subject" />
      <button ref={button} type="submit" disabled={busy}>
        Submit ticket
      </button>
    </>
  );
}

describe('useReturnFocusWhenDone', () => {
  it('returns focus to the button when the request ends and focus was lost to <body>', () => {
    const { rerender } = render(<Form busy={false} />);
    rerender(<Form busy />);
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    rerender(<Form busy={false} />);
    expect(screen.getByRole('button', { name: 'Submit ticket' })).toHaveFocus();
  });

  it('leaves focus alone when she has moved on, and on the first render', () => {
    const { rerender } = render(<Form busy={false} />);
    expect(document.body).toHaveFocus();
    rerender(<Form busy />);
    screen.getByRole('textbox', { name: 'Subject' }).focus();
    rerender(<Form busy={false} />);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
  });
});
