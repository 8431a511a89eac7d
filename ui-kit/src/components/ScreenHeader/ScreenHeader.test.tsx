import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './ScreenHeader.stories';

const all = composeStories(stories);

describe('ScreenHeader', () => {
  it("renders the screen's h1 and what the screen is for", () => {
    render(<all.Playground />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByText(/the helpdesk will reply/)).toBeInTheDocument();
  });

  it('renders a title alone, without an empty paragraph', () => {
    const { container } = render(<all.TitleOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });

  it('places the actions after the title', () => {
    render(<all.WithActions />);
    const heading = screen.getByRole('heading', { level: 1 });
    const action = screen.getByRole('button', { name: 'Download confirmation' });
    expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  itHasNoAxeViolations(all);
});
