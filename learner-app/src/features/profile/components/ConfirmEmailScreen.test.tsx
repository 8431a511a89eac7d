import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PROFILE_MESSAGES } from '@ai-women/contracts';
import { renderPage, TEST_API } from '../../../test/render';
import { CONFIRM_EMAIL_MESSAGES, ConfirmEmailScreen } from './ConfirmEmailScreen';

const tokens: string[] = [];
const server = setupServer(
  http.post(`${TEST_API}/api/student/email/confirm`, async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    tokens.push(token);
    if (token === 'used')
      return HttpResponse.json({ success: false, message: PROFILE_MESSAGES.emailTokenUsed }, { status: 400 });
    return HttpResponse.json({ success: true, message: PROFILE_MESSAGES.emailChanged });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokens.length = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

describe('/confirm-email', () => {
  it('confirms the new address once and offers the login', async () => {
    renderPage(<ConfirmEmailScreen />, { route: '/confirm-email?token=abc', path: '/confirm-email' });
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_EMAIL_MESSAGES.confirming);
    expect(await screen.findByText(PROFILE_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(tokens).toEqual(['abc']);
  });

  it("shows the server's reason for a used link, and a signed-in student goes back to her profile", async () => {
    sessionStorage.setItem('user', JSON.stringify({ id: 7, paymentstatus: 'completed' }));
    renderPage(<ConfirmEmailScreen />, { route: '/confirm-email?token=used', path: '/confirm-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.emailTokenUsed);
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/profile');
  });

  it('says the link is incomplete without a token, without asking the server', () => {
    renderPage(<ConfirmEmailScreen />, { route: '/confirm-email', path: '/confirm-email' });
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.emailTokenMissing);
    expect(tokens).toEqual([]);
  });
});
