import { composeStories } from '@storybook/react-webpack5';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './FilterBar.stories';

const all = composeStories(stories);

describe('FilterBar', () => {
  it('is a named search landmark holding the filters', () => {
    render(<all.Default />);
    const bar = screen.getByRole('search', { name: 'Filter tickets' });
    expect(bar).toContainElement(screen.getByLabelText('Status'));
    expect(bar).toContainElement(screen.getByRole('searchbox', { name: 'Search tickets' }));
  });

  it('clears the filters on request, and never submits', async () => {
    const onReset = jest.fn();
    render(<all.Default onReset={onReset} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    const submitted = fireEvent.submit(screen.getByRole('search', { name: 'Filter tickets' }));
    expect(submitted).toBe(false);
  });

  it('has no clear button without onReset', () => {
    render(<all.WithoutReset />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
