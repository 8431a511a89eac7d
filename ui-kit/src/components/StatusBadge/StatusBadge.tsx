import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral' | 'progress' | 'completed';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Batch: Active / Inactive / Completed. Ticket: Open / In Progress / Resolved / Closed. Case-insensitive; unknown values use the Active style. */
  status: string;
  /** Override the colour chosen from the status. */
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  /**
   * A status that reads as a sentence ("Refund request declined on 21 November 2026") wraps inside
   * its container on a narrow screen instead of running past it.
   */
  wrap?: boolean;
}

export interface PriorityBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Low / Medium / High / Critical, case-insensitive. */
  priority: string;
  size?: 'sm' | 'md';
}

const statusTones: Record<string, BadgeTone> = {
  active: 'success',
  inactive: 'warning',
  completed: 'completed',
  open: 'info',
  'in progress': 'progress',
  in_progress: 'progress',
  resolved: 'success',
  closed: 'neutral',
};

const priorityTones: Record<string, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'danger',
};

/** The tone a status is drawn in (Open blue, In Progress purple, Resolved green, Closed grey; unknown → Active). */
export function statusTone(status: string): BadgeTone {
  return statusTones[status.trim().toLowerCase()] ?? 'success';
}

const palette = {
  success: ['successBg', 'success'],
  info: ['infoBg', 'info'],
  warning: ['warningBg', 'warning'],
  danger: ['dangerBg', 'danger'],
  neutral: ['neutralBg', 'neutral'],
  progress: ['plum100', 'plum600'],
  completed: ['teal100', 'teal700'],
} as const;

export const Badge = styled.span<{ $tone: BadgeTone; $size?: 'sm' | 'md'; $wrap?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  padding: ${({ $size }) => ($size === 'sm' ? '0.125rem 0.5rem' : '0.25rem 0.75rem')};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ $wrap, theme }) =>
    $wrap
      ? `white-space: normal; max-width: 100%; border-radius: ${theme.radii.md}; align-items: baseline;`
      : ''}
  background: ${({ theme, $tone }) => theme.colors[palette[$tone][0]]};
  color: ${({ theme, $tone }) => theme.colors[palette[$tone][1]]};
  &::before {
    content: '';
    flex-shrink: 0;
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: currentColor;
  }
`;

export function StatusBadge({ status, tone, size = 'md', wrap, ...rest }: StatusBadgeProps) {
  return (
    <Badge $tone={tone ?? statusTone(status)} $size={size} $wrap={wrap} {...rest}>
      {status}
    </Badge>
  );
}

export function PriorityBadge({ priority, size = 'md', ...rest }: PriorityBadgeProps) {
  return (
    <Badge $tone={priorityTones[priority.trim().toLowerCase()] ?? 'neutral'} $size={size} {...rest}>
      {priority}
    </Badge>
  );
}
