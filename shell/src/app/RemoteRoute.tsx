import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { RemoteBoundary } from './RemoteBoundary';
import { resetRemote } from './remoteModules';
import { usePageSource } from './pageSource';
import type { RemoteName } from './routeTable';

const Loading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function RemoteRoute({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = usePageSource()(remote, module);
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <Loading role="status" aria-live="polite">
            Loading…
          </Loading>
        }
      >
        {/* remotePage() returns the same lazy component for a module every time (cached), so state survives. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
