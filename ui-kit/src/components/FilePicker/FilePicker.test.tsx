import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './FilePicker.stories';

const all = composeStories(stories);

function file(name: string, type: string, size: number) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('FilePicker', () => {
  const user = userEvent.setup({ applyAccept: false });

  it('shows the chosen file name and the hint', async () => {
    const onChange = jest.fn();
    render(<all.Playground onChange={onChange} />);
    const input = screen.getByLabelText(/Resume/);
    expect(input).toHaveAccessibleDescription(/No file chosen.*PDF only, max 2 MB/);
    await user.upload(input, file('cv.pdf', 'application/pdf', 1000));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'cv.pdf' }));
  });

  it("rejects a file the app's rule refuses, with the rule's message", async () => {
    const onChange = jest.fn();
    const onReject = jest.fn();
    render(<all.Playground onChange={onChange} onReject={onReject} />);
    await user.upload(screen.getByLabelText(/Resume/), file('cv.docx', 'application/msword', 1000));
    expect(screen.getByText('Choose a PDF file')).toBeInTheDocument();
    expect(screen.getByLabelText(/Resume/)).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onReject).toHaveBeenCalledWith('Choose a PDF file', expect.anything());
  });

  it('shows each refusal of the rule, and clears it on a good pick', async () => {
    render(<all.Playground />);
    const input = screen.getByLabelText(/Resume/);
    await user.upload(input, file('big.pdf', 'application/pdf', 2 * 1024 * 1024 + 1));
    expect(screen.getByText('Choose a file under 2 MB')).toBeInTheDocument();
    await user.upload(input, file('ok.pdf', 'application/pdf', 2 * 1024 * 1024));
    expect(screen.queryByText('Choose a file under 2 MB')).not.toBeInTheDocument();
    expect(screen.getByText('ok.pdf')).toBeInTheDocument();
  });

  it('removes the chosen file with a keyboard-reachable button', async () => {
    const onChange = jest.fn();
    render(<all.Playground onChange={onChange} />);
    await user.upload(screen.getByLabelText(/Resume/), file('cv.pdf', 'application/pdf', 10));
    screen.getByLabelText(/Resume/).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
