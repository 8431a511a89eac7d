import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldWrapper, Label, RequiredMark, describedBy, inputStyles } from '../../internal/field';
import { ChevronDownIcon } from '@ai-women/ui-kit';
import { FieldError } from '../FieldError/FieldError';
import { HelperText } from '../HelperText/HelperText';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  options: SelectOption[];
  /** An empty first option, e.g. "Select a profession". */
  placeholder?: string;
  error?: ReactNode;
  helperText?: ReactNode;
}

const Wrap = styled.div`
  position: relative;
  svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  appearance: none;
  padding-right: 2.5rem;
  cursor: pointer;
`;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, helperText, id, required, className, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? `sel-${autoId}`;
  const helpId = helperText ? `${selectId}-help` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={selectId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Wrap>
        <NativeSelect
          ref={ref}
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, helpId)}
          $invalid={Boolean(error)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDownIcon />
      </Wrap>
      <FieldError id={errorId}>{error}</FieldError>
      <HelperText id={helpId}>{helperText}</HelperText>
    </FieldWrapper>
  );
});
