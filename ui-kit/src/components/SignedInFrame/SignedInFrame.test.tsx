import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AarohiThemeProvider } from '../../theme/ThemeProvider';
import type { RenderLink } from '../../internal/links';
import { SignedInFrame } from './SignedInFrame';

const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

describe('SignedInFrame', () => {
  it('shows the menu, who is signed in, and signs out once', async () => {
    const onSignOut = jest.fn();
    render(
      <AarohiThemeProvider>
        <SignedInFrame
          title="Aarohi Back Office"
          brandNote="BACK OFFICE"
          sidebarLabel="Back office"
          sidebarId="frame-test"
          items={[{ label: 'Tickets', href: '/staff/tickets' }]}
          pathname="/staff/tickets"
          renderLink={renderLink}
          person={{ name: 'Lakshmi Nair', detail: 'Support · lakshmi@aarohi.example' }}
          signOut={{ label: 'Sign out', busyLabel: 'Signing out…', onSignOut }}
        >
          <p>Screen</p>
        </SignedInFrame>
      </AarohiThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Tickets/ })[0]).toHaveAttribute('href', '/staff/tickets');
    expect(screen.getByText('Lakshmi Nair')).toBeInTheDocument();
    expect(screen.getByText('Screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Signing out…/ })).toBeDisabled();
  });
});
