import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { iconButtonStyles } from '../../internal/styles';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '@ai-women/ui-kit';

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** A button or link, e.g. "Try again". */
  action?: ReactNode;
}

const palette = {
  error: ['dangerBg', 'danger'],
  success: ['successBg', 'success'],
  info: ['infoBg', 'info'],
  warning: ['warningBg', 'warning'],
} as const;

const icons = { error: AlertIcon, success: CheckCircleIcon, info: InfoIcon, warning: AlertIcon };

const Root = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[palette[$tone][1]]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[palette[$tone][0]]};
  color: ${({ theme }) => theme.colors.text};
  & > svg {
    flex-shrink: 0;
    margin-top: 0.6rem;
    color: ${({ theme, $tone }) => theme.colors[palette[$tone][1]]};
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  p {
    margin: 0;
  }
`;

const Title = styled.p<{ $tone: BannerTone }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) => theme.colors[palette[$tone][1]]};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Dismiss = styled.button`
  ${iconButtonStyles}
  width: 40px;
  height: 40px;
`;

/** A page-level message: the dashboard's red error banner, a success note. Errors use role="alert". */
export function Banner({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  action,
  ...rest
}: BannerProps) {
  const Icon = icons[tone];
  return (
    <Root role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      <Icon />
      <Content>
        {title && <Title $tone={tone}>{title}</Title>}
        {children && <p>{children}</p>}
        {action && <Action>{action}</Action>}
      </Content>
      {onDismiss && (
        <Dismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon size="1.1em" />
        </Dismiss>
      )}
    </Root>
  );
}
