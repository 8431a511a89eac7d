import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage } from '../../../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('Not found page', () => {
  it('explains kindly and offers a way back', async () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page took a different path');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('Page not found · Aarohi — AI for Women'));
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<NotFoundPage />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
