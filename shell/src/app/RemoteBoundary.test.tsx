import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import { RemoteBoundary } from './RemoteBoundary';

function Flaky({ healthy }: { healthy: () => boolean }) {
  if (!healthy()) throw new Error('remote entry failed to load');
  return <h1>Tutor login</h1>;
}

function Harness({ path = '/tutorlogin' }: { path?: string }) {
  const [up, setUp] = useState(false);
  return (
    <MemoryRouter initialEntries={[path]}>
    <AarohiThemeProvider withGlobalStyle={false}>
      <button onClick={() => setUp(true)}>bring remote back</button>
      <RemoteBoundary remote="tutor" onRetry={() => undefined}>
        <Flaky healthy={() => up} />
      </RemoteBoundary>
    </AarohiThemeProvider>
    </MemoryRouter>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a clear unavailable state for the failed area, and Try again recovers it', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/The tutor portal could not be loaded/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(screen.getByRole('button', { name: 'bring remote back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Tutor login' })).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page', async () => {
    render(<Harness path="/hi/course" />);
    expect(await screen.findByRole('heading', { name: 'साइट का यह हिस्सा अभी उपलब्ध नहीं है' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
  });
});
