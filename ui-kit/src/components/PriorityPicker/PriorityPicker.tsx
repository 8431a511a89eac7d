import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, reducedMotion } from '../../internal/styles';
import { FieldError } from '../FieldError/FieldError';

export interface PriorityOption {
  value: string;
  label: string;
}

export interface PriorityPickerProps {
  /** Group label, e.g. "Priority". */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Strings or {value,label}; defaults to Low, Medium, High, Critical. */
  options?: Array<string | PriorityOption>;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

export const defaultPriorities = ['Low', 'Medium', 'High', 'Critical'];

const tones: Record<string, 'success' | 'info' | 'warning' | 'danger'> = { low: 'success', medium: 'info', high: 'warning', critical: 'danger' };

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;
const Option = styled.button<{ $checked: boolean; $tone: 'success' | 'info' | 'warning' | 'danger' }>`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${({ $checked, $tone }) =>
    $checked &&
    css`
      background: ${({ theme }) => theme.colors[`${$tone}Bg`]};
      border-color: ${({ theme }) => theme.colors[$tone]};
      color: ${({ theme }) => theme.colors[$tone]};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors[$tone]};
    `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
  ${reducedMotion}
`;

/** A radio group drawn as buttons (ticket priority). Arrow keys move and select, as in any radio group. */
export function PriorityPicker({ label, value, onChange, options = defaultPriorities, error, disabled, className }: PriorityPickerProps) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const list = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  const selectedIndex = Math.max(0, list.findIndex((o) => o.value === value));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: number | undefined;
    if (step) next = (index + step + list.length) % list.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = list.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    onChange(list[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <Group className={className}>
      <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
      <Options role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
        {list.map((option, index) => {
          const checked = option.value === value;
          return (
            <Option
              key={option.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === selectedIndex ? 0 : -1}
              disabled={disabled}
              $checked={checked}
              $tone={tones[option.value.toLowerCase()] ?? 'info'}
              onClick={() => onChange(option.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option.label}
            </Option>
          );
        })}
      </Options>
      <FieldError id={error ? `${id}-error` : undefined}>{error}</FieldError>
    </Group>
  );
}
