import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './PageHero.stories';

const all = composeStories(stories);

describe('PageHero', () => {
  it('renders its content', () => {
    render(<all.Playground />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI for Women: simple, practical, yours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
  });
  itHasNoAxeViolations(all);
});
