import { useIsClient } from '@ai-women/ui-kit';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldWrapper, Label, RequiredMark, describedBy, inputStyles } from '../../internal/field';
import { FieldError } from '../FieldError/FieldError';
import { HelperText } from '../HelperText/HelperText';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label; always give one. */
  label: ReactNode;
  /** Validation message. Sets aria-invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Hint shown under the field. */
  helperText?: ReactNode;
  /** Content shown inside the field after the input (e.g. a show/hide button). */
  endAdornment?: ReactNode;
}

export const Input = styled.input<{ $invalid?: boolean; $withEnd?: boolean }>`
  ${inputStyles}
  padding-right: ${({ $withEnd }) => ($withEnd ? '3.25rem' : undefined)};
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const End = styled.div`
  position: absolute;
  right: 2px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, endAdornment, id, required, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const isClient = useIsClient();
  const inputId = id ?? `tf-${autoId}`;
  const helpId = helperText ? `${inputId}-help` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={inputId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Control>
        <Input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, helpId, extraDescribedBy)}
          $invalid={Boolean(error)}
          $withEnd={Boolean(endAdornment)}
          // Said, not implied: a field is text unless its caller gives another type.
          type="text"
          {...rest}
          // Read-only until hydrated: what is typed into a server-rendered field before then would be lost.
          readOnly={rest.readOnly || !isClient}
        />
        {endAdornment && <End>{endAdornment}</End>}
      </Control>
      <FieldError id={errorId}>{error}</FieldError>
      <HelperText id={helpId}>{helperText}</HelperText>
    </FieldWrapper>
  );
});
