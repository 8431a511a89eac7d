import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage } from '../../../test/render';
import RegisterChoice from '../../../app/exposed/RegisterChoice';
import LoginChoice from '../../../app/exposed/LoginChoice';

describe('choice pages', () => {
  it('offers Student Register → /register and Tutor Register → /tutorregister', async () => {
    renderPage(<RegisterChoice />);
    expect(screen.getByRole('link', { name: /Student Register/ })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /Tutor Register/ })).toHaveAttribute('href', '/tutorregister');
    await waitFor(() => expect(document.title).toBe('Register · Aarohi — AI for Women'));
  });

  it('offers Student Login → /login and Tutor Login → /tutorlogin', async () => {
    renderPage(<LoginChoice />);
    expect(screen.getByRole('link', { name: /Student Login/ })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Tutor Login/ })).toHaveAttribute('href', '/tutorlogin');
    await waitFor(() => expect(document.title).toBe('Login · Aarohi — AI for Women'));
  });

  it('speak Hindi at /hi/registerchoice and /hi/loginchoice, linking to the Hindi student pages', async () => {
    const register = renderPage(<RegisterChoice />, { route: '/hi/registerchoice' });
    expect(screen.getByRole('heading', { level: 1, name: 'आप आरोही से कैसे जुड़ना चाहेंगी?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /स्टूडेंट रजिस्ट्रेशन/ })).toHaveAttribute('href', '/hi/register');
    expect(screen.getByRole('link', { name: /ट्यूटर रजिस्ट्रेशन/ })).toHaveAttribute('href', '/tutorregister');
    register.unmount();
    renderPage(<LoginChoice />, { route: '/hi/loginchoice' });
    expect(screen.getByRole('link', { name: /स्टूडेंट लॉग इन/ })).toHaveAttribute('href', '/hi/login');
    await waitFor(() => expect(document.title).toBe('लॉग इन · आरोही — महिलाओं के लिए AI'));
  });

  it.each([
    ['register', RegisterChoice],
    ['login', LoginChoice],
  ])('the %s chooser has no axe violations', async (_name, Page) => {
    const { container } = renderPage(<Page />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
