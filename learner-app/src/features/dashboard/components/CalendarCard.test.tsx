import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { CalendarCard } from './CalendarCard';

jest.setTimeout(20000);

const linkOf = (token: string) => ({
  subscribe_url: `${TEST_API}/api/calendar/${token}.ics`,
  webcal_url: `webcal://api.test/api/calendar/${token}.ics`,
  download_url: `${TEST_API}/api/student/calendar.ics`,
});
let resets = 0;
const server = setupServer(
  http.get(`${TEST_API}/api/student/calendar`, () => HttpResponse.json({ success: true, data: linkOf('first') })),
  http.post(`${TEST_API}/api/student/calendar/reset`, () => {
    resets += 1;
    return HttpResponse.json({
      success: true,
      message: 'Your calendar link has been reset. The old link no longer works: subscribe again with the new one.',
      data: linkOf('second'),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the calendar card', () => {
  it('offers the .ics download, shows the private link on Subscribe, copies it, and resets it only after confirming', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = renderPage(<CalendarCard />, { route: '/dashboard' });
    expect(screen.getByRole('link', { name: /Download calendar \(\.ics\)/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/student\/calendar\.ics$/),
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const box = await screen.findByLabelText('Your private calendar link');
    expect(box).toHaveValue(`${TEST_API}/api/calendar/first.ics`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${TEST_API}/api/calendar/first.ics`);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(resets).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reset the link' }));
    expect(await screen.findByText(/Your calendar link has been reset/)).toBeInTheDocument();
    expect(resets).toBe(1);
    expect(screen.getByLabelText('Your private calendar link')).toHaveValue(`${TEST_API}/api/calendar/second.ics`);
  });
});
