import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import type { RemoteName } from './routeTable';
import { useT } from '../i18n';

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
    return <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
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

/** Said in the page's language: a visitor on a Hindi page keeps reading Hindi when an area is down. */
export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Panel role="alert" aria-labelledby="remote-unavailable-title" data-testid="remote-unavailable">
      <h1 id="remote-unavailable-title">{t('unavailable.title')}</h1>
      <p>{t('unavailable.text', { area: t(`unavailable.areas.${remote}`) })}</p>
      <Button onClick={onRetry}>{t('unavailable.tryAgain')}</Button>
    </Panel>
  );
}
