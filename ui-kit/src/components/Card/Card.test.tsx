import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import { Card } from './Card';
import * as cardStories from './Card.stories';

const all = composeStories(cardStories);

describe('Card', () => {
  it('renders a titled section with a heading at the chosen level', () => {
    render(<all.Playground headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'AI Course: Simple & Practical!' })).toBeInTheDocument();
    expect(Card).toBeDefined();
  });
  it('renders footer actions', () => {
    render(<all.WithFooter />);
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
