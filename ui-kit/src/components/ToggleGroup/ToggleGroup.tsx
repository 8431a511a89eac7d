import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, reducedMotion } from '../../internal/styles';

export interface ToggleOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ToggleGroupProps {
  /** Accessible name of the group, e.g. "Filter batches" or "Modules". */
  label: string;
  options: Array<string | ToggleOption>;
  value: string;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
  /** pills (filters) or tabs-like segmented buttons (modules). */
  variant?: 'pill' | 'segmented';
  className?: string;
}

const Group = styled.div<{ $variant: 'pill' | 'segmented' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${({ $variant }) =>
    $variant === 'segmented' &&
    css`
      gap: ${({ theme }) => theme.space[1]};
      padding: ${({ theme }) => theme.space[1]};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.neutralBg};
      width: fit-content;
      max-width: 100%;
    `}
`;

const Toggle = styled.button<{ $size: 'sm' | 'md'; $variant: 'pill' | 'segmented' }>`
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `${theme.space[1]} ${theme.space[3]}` : `${theme.space[2]} ${theme.space[4]}`)};
  border: 1.5px solid ${({ theme, $variant }) => ($variant === 'pill' ? theme.colors.borderStrong : 'transparent')};
  border-radius: ${({ theme, $variant }) => ($variant === 'pill' ? theme.radii.pill : theme.radii.md)};
  background: ${({ theme, $variant }) => ($variant === 'pill' ? theme.colors.surface : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-transform: capitalize;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme, $variant }) => ($variant === 'pill' ? theme.colors.primary : 'transparent')};
    background: ${({ theme }) => theme.colors.plum100};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
  ${reducedMotion}
`;

/** A row of pressed/unpressed buttons choosing one value: module buttons, All / active / completed filters. */
export function ToggleGroup({ label, options, value, onChange, size = 'md', variant = 'pill', className }: ToggleGroupProps) {
  const list = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <Group role="group" aria-label={label} $variant={variant} className={className}>
      {list.map((option) => (
        <Toggle
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          disabled={option.disabled}
          $size={size}
          $variant={variant}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Toggle>
      ))}
    </Group>
  );
}
