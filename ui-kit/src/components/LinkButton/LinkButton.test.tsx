import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './LinkButton.stories';

const all = composeStories(stories);

describe('LinkButton', () => {
  it('renders a real link', () => {
    render(<all.Playground />);
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
  });
  it('opens external links safely in a new tab', () => {
    render(<all.External />);
    const link = screen.getByRole('link', { name: 'Join Meeting' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
  it('hands rendering to renderLink with a className', () => {
    render(<all.WithRenderLink />);
    const link = screen.getByRole('link', { name: 'Go to Dashboard' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link.className).not.toBe('');
  });
  itHasNoAxeViolations(all);
});
