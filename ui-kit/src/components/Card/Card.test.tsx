import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations, renderWithTheme } from '../../internal/testing';
import { Card } from './Card';
import * as cardStories from './Card.stories';

const all = composeStories(cardStories);

describe('Card', () => {
  it('renders a titled section with a heading at the chosen level', () => {
    render(<all.Playground headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'AI Course: Simple & Practical!' })).toBeInTheDocument();
  });
  it('renders without a title as a plain region of content', () => {
    const { container } = renderWithTheme(<Card>Four weeks, twenty-five live sessions.</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Four weeks, twenty-five live sessions.');
  });
  it('renders footer actions', () => {
    render(<all.WithFooter />);
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
