// Small page-level parts every portal screen shares, built on the kit: its heading, the inline
// login prompt, and the loading, empty and message blocks.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LoadingState } from '@ai-women/ui-kit';
import { Banner, EmptyState } from '@ai-women/ui-kit/status';

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.plum900};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40vh;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function Loading({ children }: { children: string }) {
  return <LoadingState text={children} fullHeight />;
}

/** The inline prompt a screen shows when the stored tutor has no id. */
export function LoginPrompt({ children }: { children: ReactNode }) {
  return (
    <Centered>
      <p role="alert">{children}</p>
      <Link to="/tutorlogin">Go to tutor login</Link>
    </Centered>
  );
}

export function Empty({
  title,
  children,
  headingLevel = 2,
}: {
  title: ReactNode;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  return <EmptyState title={title} description={children} headingLevel={headingLevel} />;
}

type Tone = 'danger' | 'success' | 'info';
const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** A message block: a red alert for errors, a status note for the rest; dismissible when asked. */
export function Notice({
  tone,
  children,
  onDismiss,
  action,
}: {
  tone: Tone;
  children: ReactNode;
  onDismiss?: () => void;
  /** e.g. a <RetryButton> under a failed load. */
  action?: ReactNode;
}) {
  return (
    <Spaced>
      <Banner
        tone={tone === 'danger' ? 'error' : tone}
        onDismiss={onDismiss}
        dismissLabel="Dismiss message"
        action={action}
      >
        {children}
      </Banner>
    </Spaced>
  );
}

/** "Try again" under a failed load: refetches in place, busy while the refetch runs. */
export function RetryButton({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying} disabled={retrying}>
      Try again
    </Button>
  );
}
