import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { CatchUpCard } from './CatchUpCard';

const catchUpSummaries = {
  open: { state: 'open' as const, last_day: '2026-12-01', caught_up_on: null },
  caughtUp: { state: 'caught_up' as const, last_day: '2026-12-01', caught_up_on: '2026-11-26' },
  closed: { state: 'closed' as const, last_day: '2026-12-01', caught_up_on: null },
};

describe('the card on the session page', () => {
  const card = (state: keyof typeof catchUpSummaries) =>
    renderPage(<CatchUpCard sessionNo={4} catchUp={catchUpSummaries[state]} />, { route: '/sessions/4' });

  it('open: by when, and the way to catch up', async () => {
    card('open');
    expect(await screen.findByText(/pass a 3-question check by Tue, 1 Dec, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catch up' })).toHaveAttribute('href', '/sessions/4/catch-up');
  });

  it('caught up and closed say so; closed offers no way in', async () => {
    const first = card('caughtUp');
    expect(
      await screen.findByText(
        'Caught up on Thu, 26 Nov, 2026: this session counts towards your certificate.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your check' })).toBeInTheDocument();
    first.unmount();
    card('closed');
    expect(await screen.findByText(/closed on Tue, 1 Dec, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
