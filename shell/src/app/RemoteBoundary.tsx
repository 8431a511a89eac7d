import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import type { RemoteName } from './routeTable';

export const AREA_NAMES: Record<RemoteName, string> = {
  learner: 'The course and learner pages',
  tutor: 'The tutor portal',
  backoffice: 'The back office',
};

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote that is down or broken from taking the site down with it. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[shell] ${this.props.remote} remote failed`, error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteUnavailable area={AREA_NAMES[this.props.remote]} onRetry={this.retry} />;
  }
}

const Panel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space[8]} auto`};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
`;

export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Panel role="alert" aria-labelledby="remote-unavailable-title" data-testid="remote-unavailable">
      <h1 id="remote-unavailable-title">This part of the site is unavailable</h1>
      <p>
        {area} could not be loaded just now. The rest of Aarohi is still working. Please try again in a
        moment.
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </Panel>
  );
}
