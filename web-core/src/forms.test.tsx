import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, tutorTicketRules, type TutorTicketValues } from '@ai-women/contracts';
import { rulesResolver, useRulesForm } from './forms';

const EMPTY: TutorTicketValues = { subject: '', priority: 'Medium', description: '' };

function TicketForm({ afterEdit, onValid }: { afterEdit?: 'recheck' | 'clear'; onValid: (v: TutorTicketValues) => void }) {
  const form = useRulesForm({ rules: tutorTicketRules, defaultValues: EMPTY, afterEdit });
  const subject = form.field('subject');
  const description = form.field('description');
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <label htmlFor="subject">Subject</label>
      <input id="subject" name={subject.name} value={subject.value} onChange={subject.onChange} ref={subject.ref} />
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
      <button type="submit">Send</button>
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
});
