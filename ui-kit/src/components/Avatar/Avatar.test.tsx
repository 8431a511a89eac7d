import { composeStories } from '@storybook/react-webpack5';
import { fireEvent, render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import { initialOf } from './Avatar';
import * as stories from './Avatar.stories';

const all = composeStories(stories);

describe('Avatar', () => {
  it('shows the initial, named by the full name', () => {
    render(<all.Playground />);
    expect(screen.getByRole('img', { name: 'Priya Sharma' })).toHaveTextContent('P');
    expect(initialOf('  zoë')).toBe('Z');
  });
  it('falls back to the initial when the image breaks', () => {
    const { container } = render(<all.WithImage />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('img', { name: 'Priya Sharma' })).toHaveTextContent('P');
  });
  it('shows a generic icon without a name', () => {
    render(<all.Fallback />);
    expect(screen.getByRole('img', { name: 'User' }).querySelector('svg')).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
