import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, tutorTicketRules, type TutorTicketValues } from '@ai-women/contracts';
import { rulesResolver, useRulesForm } from './forms';

const EMPTY: TutorTicketValues = { subject: '', priority: 'Medium', description: '' };

function TicketForm({
  afterEdit,
  keystroke,
  onValid,
}: {
  afterEdit?: 'recheck' | 'clear' | 'live';
  keystroke?: Parameters<typeof useRulesForm<TutorTicketValues>>[0]['keystroke'];
  onValid: (v: TutorTicketValues) => unknown;
}) {
  const form = useRulesForm({ rules: tutorTicketRules, defaultValues: EMPTY, afterEdit, keystroke });
  const subject = form.field('subject');
  const description = form.field('description');
  return (
    <form noValidate onSubmit={(e) => void form.submit(onValid)(e)}>
      <label htmlFor="subject">Subject</label>
      <input
        id="subject"
        name={subject.name}
        value={subject.value}
        onChange={subject.onChange}
        ref={subject.ref}
      />
      {subject.error && <p>{subject.error}</p>}
      <label htmlFor="description">Description</label>
      <textarea
        id="description"
        name={description.name}
        value={description.value}
        onChange={description.onChange}
        ref={description.ref}
      />
      {description.error && <p>{description.error}</p>}
      <button type="submit" disabled={afterEdit === 'live' && form.hasErrors}>
        Send
      </button>
    </form>
  );
}

describe('rulesResolver', () => {
  it("turns the contracts' messages into field errors, and passes valid values through", async () => {
    const resolve = rulesResolver(tutorTicketRules);
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const bad = await resolve(EMPTY, undefined, options);
    expect(bad.values).toEqual({});
    expect(bad.errors).toEqual({
      subject: { type: 'rule', message: MESSAGES.subjectRequired },
      description: { type: 'rule', message: MESSAGES.descriptionRequired },
    });
    const good = { subject: 'Projector', priority: 'High', description: 'Can my batch use it?' };
    expect(await resolve(good, undefined, options)).toEqual({ values: good, errors: {} });
  });
});

describe('useRulesForm', () => {
  it('is quiet until submit, then shows the messages and focuses the first wrong field', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<TicketForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Description'), 'short');
    expect(screen.queryByText(MESSAGES.descriptionMin)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.descriptionMin)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('re-checks a field with an error as she edits it, and submits the values once they pass', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<TicketForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(MESSAGES.descriptionRequired);
    await user.type(screen.getByLabelText('Description'), 'short');
    // Re-checked: the next message, not silence.
    expect(await screen.findByText(MESSAGES.descriptionMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), ' but now long enough');
    expect(screen.queryByText(MESSAGES.descriptionMin)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Projector room');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({
      subject: 'Projector room',
      priority: 'Medium',
      description: 'short but now long enough',
    });
  });

  it("with afterEdit 'clear', editing hides a field's error until the next submit", async () => {
    const user = userEvent.setup();
    render(<TicketForm afterEdit="clear" onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(MESSAGES.subjectRequired);
    await user.type(screen.getByLabelText('Subject'), '  ');
    expect(screen.queryByText(MESSAGES.subjectRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGES.subjectRequired)).toBeInTheDocument();
  });

  it("with afterEdit 'live', every edit checks the edited field before any submit", async () => {
    const user = userEvent.setup();
    render(<TicketForm afterEdit="live" onValid={jest.fn()} />);
    await user.type(screen.getByLabelText('Description'), 'short');
    expect(await screen.findByText(MESSAGES.descriptionMin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // Only the edited field: the untouched subject stays quiet.
    expect(screen.queryByText(MESSAGES.subjectRequired)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), ' but now long enough');
    expect(screen.queryByText(MESSAGES.descriptionMin)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('a keystroke rule decides what is kept and what is said', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    const keystroke = (name: string, typed: string) =>
      name === 'subject'
        ? { value: typed.replace(/\d/g, ''), error: /\d/.test(typed) ? 'No digits here' : undefined }
        : undefined;
    render(<TicketForm afterEdit="live" keystroke={keystroke} onValid={onValid} />);
    await user.type(screen.getByLabelText('Subject'), 'Room 4');
    expect(screen.getByLabelText('Subject')).toHaveValue('Room ');
    expect(await screen.findByText('No digits here')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'B');
    expect(screen.queryByText('No digits here')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Room B');
  });
});

describe('submit: one submission at a time', () => {
  function deferred() {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('ignores a second submit while the first is running, even a double click within one task', async () => {
    const pending = deferred();
    const onValid = jest.fn(() => pending.promise);
    const user = userEvent.setup();
    render(<TicketForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Subject'), 'Projector');
    await user.type(screen.getByLabelText('Description'), 'It flickers during the demo.');
    const button = screen.getByRole('button', { name: 'Send' });
    await act(async () => {
      button.click();
      button.click();
    });
    await user.click(button);
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
  });

  it('opens again once the submission has settled, also when the screen reported a failure', async () => {
    const first = deferred();
    const onValid = jest
      .fn()
      .mockReturnValueOnce(first.promise.catch(() => undefined))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<TicketForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Subject'), 'Projector');
    await user.type(screen.getByLabelText('Description'), 'It flickers during the demo.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => first.reject(new Error('network')));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(2);
  });
});
