import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Footer.stories';

const all = composeStories(stories);

describe('Footer', () => {
  it('opens a maps search for an address in a new tab from the pin button', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(<all.Playground />);
    const pin = screen.getByRole('button', { name: 'Open Pune office in Google Maps (new tab)' });
    pin.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/search/?api=1&query=4%20FC%20Road%2C%20Shivajinagar%2C%20Pune%2C%20Maharashtra%20411005',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('names social links and link columns, and reports link clicks', async () => {
    const onLinkClick = jest.fn();
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    render(<all.Playground onLinkClick={onLinkClick} />);
    expect(screen.getByRole('link', { name: 'Aarohi on LinkedIn' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('navigation', { name: 'Support' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(onLinkClick).toHaveBeenCalledWith('/privacy-policy');
    expect(screen.getByText('© 2024 Aarohi — AI for Women. All rights reserved.')).toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
