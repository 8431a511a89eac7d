import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './StatusMenu.stories';

const all = composeStories(stories);
const trigger = () => screen.getByRole('button', { name: /Ticket status/ });

describe('StatusMenu', () => {
  it('shows the current status and opens a menu with it checked', async () => {
    const user = userEvent.setup();
    const { container } = render(<all.Default />);
    expect(trigger()).toHaveTextContent('In Progress');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Ticket status' })).toHaveFocus();
    expect(screen.getByRole('menuitemradio', { name: 'In Progress' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'Open' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves with the arrow keys and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<all.Default onChange={onChange} />);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Resolved');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('Resolved');
  });

  it('does not choose a disabled status, nor the current one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<all.Default onChange={onChange} />);
    await user.click(trigger());
    await user.keyboard('{End}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('menuitemradio', { name: 'In Progress' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and puts focus back on the button', async () => {
    const user = userEvent.setup();
    render(<all.Default />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('cannot be opened while a change saves', () => {
    render(<all.Saving />);
    expect(trigger()).toBeDisabled();
    expect(trigger()).toHaveAttribute('aria-busy', 'true');
    expect(trigger()).toHaveTextContent('Saving…');
  });

  itHasNoAxeViolations(all);
});
