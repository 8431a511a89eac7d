import { render, screen } from '@testing-library/react';
import { AppProviders, createAppQueryClient, useMarkAppReady } from './app-setup';

function Broken(): never {
  throw new Error('boom');
}
function Ready() {
  useMarkAppReady();
  return <p>Page</p>;
}

describe('the one app set-up', () => {
  it('keeps lists fresh for a minute, retries a read once and never repeats a write', () => {
    const defaults = createAppQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 60_000, retry: 1, refetchOnWindowFocus: false });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });

  it('marks the page ready once React owns it', () => {
    delete document.documentElement.dataset.appReady;
    render(
      <AppProviders queryClient={createAppQueryClient()}>
        <Ready />
      </AppProviders>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(document.documentElement.dataset.appReady).toBe('true');
  });

  it('a page that throws shows a way back instead of a blank screen', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders queryClient={createAppQueryClient()}>
        <Broken />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    error.mockRestore();
  });
});
