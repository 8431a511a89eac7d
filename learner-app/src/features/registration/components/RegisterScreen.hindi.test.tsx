import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { MESSAGES_HI } from '@ai-women/contracts';
import { readLanguageCookie } from '@ai-women/web-core/i18n';
import { renderPage, TEST_API } from '../../../test/render';
import { RegisterScreen } from './RegisterScreen';

jest.setTimeout(20000);

let received: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(`${TEST_API}/register`, async ({ request }) => {
    received.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(
      { success: true, message: 'Registration successful', userId: 42 },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
  sessionStorage.clear();
  document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
});
afterAll(() => server.close());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'रजिस्टर करें और पेमेंट पर जाएँ' });

describe('Student registration on /hi/register', () => {
  it('is in Hindi, with the form messages in Hindi, and no axe violations', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<RegisterScreen />, {
      route: '/hi/register',
      path: '/hi/register',
      toasts: true,
    });
    for (const label of ['पूरा नाम', 'पेशा', 'उम्र', 'ईमेल', 'फ़ोन', 'पासवर्ड'])
      expect(field(label)).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText(MESSAGES_HI.studentRegistrationBlocked)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(MESSAGES_HI.fullNameRequired)).toBeInTheDocument();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('registers her in Hindi and goes on to /hi/payment', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/hi/register', path: '/hi/register', toasts: true });
    await user.type(field('पूरा नाम'), 'प्रिया शर्मा');
    await user.type(field('पेशा'), 'शिक्षिका');
    await user.type(field('उम्र'), '31');
    await user.type(field('ईमेल'), 'priya@example.com');
    await user.type(field('फ़ोन'), '9876543211');
    await user.type(field('पासवर्ड'), 'Priya@2025');
    await user.click(submit());
    const elsewhere = await screen.findByTestId('navigated-elsewhere');
    expect(elsewhere).toHaveAttribute('data-path', '/hi/payment');
    expect(received[0]).toMatchObject({ fullname: 'प्रिया शर्मा', language: 'hi' });
    expect(screen.getByText('रजिस्ट्रेशन हो गया! अब पेमेंट पर चलते हैं...')).toBeInTheDocument();
    expect(readLanguageCookie()).toBe('hi');
  });
});
