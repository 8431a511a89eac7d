import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import { SiteFooter } from './SiteFooter';

function renderFooter() {
  return render(
    <AarohiThemeProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={['/about']}>
        <Routes>
          <Route path="/terms-and-conditions" element={<p>terms page</p>} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
        <SiteFooter />
      </MemoryRouter>
    </AarohiThemeProvider>,
  );
}

describe('SiteFooter', () => {
  it('has Quick Links and Support links', () => {
    renderFooter();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Courses', '/course'],
      ['Contact Us', '/contact'],
    ]);
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Help Center', '/contact'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('shows two offices, each with a pin opening a maps search in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderFooter();
    expect(screen.getByText(/Koramangala/)).toBeInTheDocument();
    expect(screen.getByText(/Baner Road/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Bengaluru office/ }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Koramangala/),
      '_blank',
      expect.stringContaining('noopener'),
    );
    await user.click(screen.getByRole('button', { name: /Pune office/ }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('Baner'),
      '_blank',
      expect.stringContaining('noopener'),
    );
    open.mockRestore();
  });

  it('links five social networks and shows this year’s copyright (India time)', () => {
    renderFooter();
    const social = screen.getByRole('list', { name: 'Social media' });
    const socials = within(social).getAllByRole('link');
    expect(socials).toHaveLength(5);
    for (const link of socials) expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`© ${new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())} Aarohi — AI for Women`)).toBeInTheDocument();
  });

  it('navigates and scrolls to the top on a footer link', async () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));
    expect(screen.getByText('terms page')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith(0, 0);
    scroll.mockRestore();
  });

  it('has no axe violations', async () => {
    const { container } = renderFooter();
    expect(await axe(container)).toHaveNoViolations();
  });
});
