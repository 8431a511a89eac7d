/**
 * One set-up for every app that owns a page (the shell, the standalone tutor portal, the standalone
 * back office, and their server renderers): the React Query defaults, the providers in one order
 * (a server-rendered page and its hydration build the same tree, so React's ids match), a last
 * error boundary, and the `<html data-app-ready>` signal tests wait for.
 */
import { Component, useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider, Button, ToastProvider } from '@ai-women/ui-kit';

/**
 * Lists are fresh for a minute (moving between pages does not refetch them), a failed read is
 * retried once, and a tab coming back into focus does not refetch everything; a write is never
 * repeated behind her back.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** `<html data-app-ready>` once React owns the page (hydrated or rendered): what tests wait for. */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

interface BoundaryState {
  failed: boolean;
}

/**
 * The last line: a page that throws while rendering shows a way back instead of a blank screen.
 * (The shell also keeps one boundary per remote, so one broken area leaves the rest of the site up.)
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[aarohi] a page failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" aria-labelledby="app-error-title" style={{ maxWidth: 560, margin: '64px auto', padding: 24, textAlign: 'center' }}>
        <h1 id="app-error-title">Something went wrong on this page</h1>
        <p>Nothing you saved is lost. Reload the page to try again.</p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </section>
    );
  }
}

/** The providers around every page, in this order. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider>
        <ToastProvider>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </ToastProvider>
      </AarohiThemeProvider>
    </QueryClientProvider>
  );
}
