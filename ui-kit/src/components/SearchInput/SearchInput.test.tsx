import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './SearchInput.stories';

const all = composeStories(stories);

describe('SearchInput', () => {
  it('is a labelled search box with a keyboard-usable clear button', async () => {
    render(<all.Playground />);
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    await userEvent.type(box, 'zoom');
    expect(box).toHaveValue('zoom');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('');
  });
  itHasNoAxeViolations(all);
});
