import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './List.stories';

const all = composeStories(stories);

describe('List', () => {
  it('is a list of its items, without bullets', () => {
    render(<all.Playground />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(getComputedStyle(list).listStyle).toBe('none');
  });

  it('is an ordered list when the order means something', () => {
    render(<all.OrderedSteps />);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  itHasNoAxeViolations(all);
});
