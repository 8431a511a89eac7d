import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './PortalLayout.stories';

const all = composeStories(stories);

describe('PortalLayout', () => {
  it('puts the navigation, who is signed in and the screen on one page', () => {
    render(<all.BackOffice />);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(screen.getByText('Anjali Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    const heading = screen.getByRole('heading', { level: 1, name: 'Tickets' });
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  itHasNoAxeViolations(all);
});
