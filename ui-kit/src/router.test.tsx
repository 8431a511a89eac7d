import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LinkButton } from './components/LinkButton/LinkButton';
import { renderWithTheme } from './internal/testing';
import { routerLink } from './router';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('routerLink', () => {
  it('moves inside the app without a page load, keeping the kit link’s class and ARIA', async () => {
    const unload = jest.fn();
    window.addEventListener('beforeunload', unload);
    renderWithTheme(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <LinkButton href="/dashboard" renderLink={routerLink} aria-label="Open my dashboard">
                Go to Dashboard
              </LinkButton>
            }
          />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Open my dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(link.className).not.toBe('');
    await userEvent.setup().click(link);
    expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard');
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(unload).not.toHaveBeenCalled();
    window.removeEventListener('beforeunload', unload);
  });
});
