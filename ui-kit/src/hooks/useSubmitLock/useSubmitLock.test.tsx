import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSubmitLock } from './useSubmitLock';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Form({ send }: { send: () => Promise<void> }) {
  const lock = useSubmitLock();
  const [outcome, setOutcome] = useState('');
  return (
    <form
      aria-label="Ticket"
      onSubmit={(event) => {
        event.preventDefault();
        void lock(async () => {
          try {
            await send();
            setOutcome('sent');
          } catch {
            setOutcome('failed');
          }
        });
      }}
    >
      <button type="submit">Submit</button>
      <p>{outcome}</p>
    </form>
  );
}

describe('useSubmitLock', () => {
  it('ignores a second submit while the first is running, even within the same task', async () => {
    const pending = deferred();
    const send = jest.fn(() => pending.promise);
    render(<Form send={send} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    act(() => {
      button.click();
      button.click();
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    expect(screen.getByText('sent')).toBeInTheDocument();
  });

  it('opens again once the submission has settled, also after a failure', async () => {
    const first = deferred();
    const send = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<Form send={send} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => first.reject(new Error('network')));
    expect(screen.getByText('failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('sent')).toBeInTheDocument();
  });
});
