import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { NotificationsScreen } from './NotificationsScreen';

const notice = {
  id: 1,
  title: 'Meeting scheduled',
  message: 'Your next live session is on Monday at 10:00 AM. Join from your dashboard.',
  created_at: '2026-11-20T04:30:00.000Z',
};
const server = setupServer(
  http.get(`${TEST_API}/api/student/notifications/3`, () => HttpResponse.json({ success: true, data: [notice] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => sessionStorage.setItem('user', JSON.stringify({ id: 3, fullname: 'Asha', paymentstatus: 'completed' })));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Student notifications', () => {
  it('loads and shows the meeting notice with its India-time date (no axe violations)', async () => {
    const { container } = renderPage(<NotificationsScreen />);
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meeting scheduled' })).toBeInTheDocument();
    expect(screen.getByText(/Your next live session is on Monday/)).toBeInTheDocument();
    expect(screen.getByText(/20 Nov 2026.*10:00\s?am/i)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has an empty state', async () => {
    server.use(http.get(`${TEST_API}/api/student/notifications/3`, () => HttpResponse.json({ success: true, data: [] })));
    renderPage(<NotificationsScreen />);
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });

  it('says when they fail to load, with a retry', async () => {
    server.use(http.get(`${TEST_API}/api/student/notifications/3`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderPage(<NotificationsScreen />);
    expect(await screen.findByText(/Failed to load notifications/)).toHaveAttribute('role', 'alert');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Meeting scheduled' })).toBeInTheDocument();
  });

  it('follows her choice of Hindi: heading and a Hindi date', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    try {
      renderPage(
        <FollowPreferredLanguage>
          <NotificationsScreen />
        </FollowPreferredLanguage>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Meeting scheduled' })).toBeInTheDocument();
      expect(screen.getByText(/^20 नव॰ 2026/)).toBeInTheDocument();
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});
