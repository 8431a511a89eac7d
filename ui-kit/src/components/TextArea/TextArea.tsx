import { useIsClient } from '@ai-women/ui-kit';
import { forwardRef, useId, useState, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldWrapper, Label, RequiredMark, describedBy, inputStyles } from '../../internal/field';
import { FieldError } from '../FieldError/FieldError';
import { HelperText } from '../HelperText/HelperText';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: ReactNode;
  helperText?: ReactNode;
  /** Maximum characters; the textarea stops there. */
  maxLength?: number;
  /** Shows a live "{n}/{max} characters" counter (needs maxLength). */
  showCounter?: boolean;
  /** The counter's words in the page's language; "{n}/{max} characters" by default. */
  counterText?: (length: number, max: number) => string;
}

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  min-height: 7.5rem;
  resize: vertical;
  /* A field she cannot type in has nothing to make room for: no grip (whose drawing is also the
     browser's own and changes between Chromium releases). */
  &:disabled {
    resize: none;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
`;

const Counter = styled.p<{ $full: boolean }>`
  margin: 0 0 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, helperText, maxLength, showCounter = false, counterText, id, required, className, value, defaultValue, onChange, rows = 5, ...rest },
  ref,
) {
  const autoId = useId();
  const isClient = useIsClient();
  const areaId = id ?? `ta-${autoId}`;
  const [innerLength, setInnerLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : innerLength;
  const helpId = helperText ? `${areaId}-help` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  const counterId = showCounter && maxLength ? `${areaId}-counter` : undefined;
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={areaId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Area
        ref={ref}
        id={areaId}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setInnerLength(event.target.value.length);
          onChange?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, helpId, counterId)}
        $invalid={Boolean(error)}
        {...rest}
        // Read-only until hydrated: what is typed into a server-rendered field before then would be lost.
        readOnly={rest.readOnly || !isClient}
      />
      <Footer>
        <div>
          <FieldError id={errorId}>{error}</FieldError>
          <HelperText id={helpId}>{helperText}</HelperText>
        </div>
        {counterId && (
          <Counter id={counterId} $full={length >= (maxLength ?? Infinity)}>
            {counterText ? counterText(length, maxLength!) : `${length}/${maxLength} characters`}
          </Counter>
        )}
      </Footer>
    </FieldWrapper>
  );
});
