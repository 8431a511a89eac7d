import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './LinkifiedText.stories';

const all = composeStories(stories);

describe('LinkifiedText', () => {
  it('makes the web link a link that opens safely in a new tab, and keeps the rest as text', () => {
    render(<all.Playground />);
    const link = screen.getByRole('link', { name: 'https://aarohi.example/materials/meal-plan-exercise.pdf' });
    expect(link).toHaveAttribute('href', 'https://aarohi.example/materials/meal-plan-exercise.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText(/Bring one question/)).toBeInTheDocument();
  });
  it('never renders what was typed as markup', () => {
    const { container } = render(<all.TypedMarkupStaysText />);
    expect(container.querySelector('script, b')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(screen.queryByRole('link')).toBeNull();
  });
  itHasNoAxeViolations(all);
});
