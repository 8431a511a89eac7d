import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './Button.stories';

const { Playground, Loading, Disabled } = composeStories(stories);

describe('Button', () => {
  it('calls onClick when pressed by keyboard', async () => {
    const onClick = jest.fn();
    render(<Playground onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Register Now' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading and announces busy', async () => {
    const onClick = jest.fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled when asked', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it.each(Object.entries(composeStories(stories)))('%s story has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
