import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Label, RequiredMark, FieldWrapper, describedBy } from '../../internal/field';
import { iconButtonStyles, visuallyHidden } from '../../internal/styles';
import { CloseIcon, FileIcon, UploadIcon } from '../Icons/Icons';
import { FieldError } from '../FieldError/FieldError';
import { HelperText } from '../HelperText/HelperText';

export interface FilePickerProps {
  label: ReactNode;
  /** Hint under the picker, e.g. "PDF only, max 5MB each". */
  hint?: ReactNode;
  /** Called with the chosen file, or null when rejected or removed. */
  onChange?: (file: File | null) => void;
  /** Called with `validate`'s message when it rejects a file. */
  onReject?: (message: string, file: File) => void;
  /**
   * The app's rule for a chosen file: its message when the file is refused, else undefined. The kit
   * holds no product rules or texts; the apps pass theirs (e.g. `validateUploadFile` of contracts).
   */
  validate?: (file: File) => string | undefined;
  accept?: string;
  /** The file name to show (e.g. an existing upload); otherwise the chosen file's name. */
  fileName?: string;
  /** An app-side error (e.g. "Resume is required"); wins over the picker's own message. */
  error?: ReactNode;
  buttonLabel?: string;
  emptyText?: string;
  /** The remove button's accessible name for a chosen file, in the page's language ("Remove {name}" by default). */
  removeLabel?: (fileName: string) => string;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

const Drop = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1.5px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* Disabled: muted colours that still meet AA for the file name (no opacity, which fails contrast). */
  ${({ theme, $disabled }) =>
    $disabled &&
    css`
      background: ${theme.colors.background};
      label {
        color: ${theme.colors.textMuted};
        border-color: ${theme.colors.borderStrong};
        cursor: not-allowed;
      }
    `}
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    ${visuallyHidden}
  }
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.plum100};
  }
`;

const Chosen = styled.span<{ $empty: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ theme, $empty }) => ($empty ? theme.fontWeights.regular : theme.fontWeights.medium)};
  overflow-wrap: anywhere;
`;

const Remove = styled.button`
  ${iconButtonStyles}
  width: 36px;
  height: 36px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A PDF picker: a labelled native file input with a visible button, the chosen name and a hint. */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker(
  {
    label,
    hint,
    onChange,
    onReject,
    validate,
    accept = '.pdf,application/pdf',
    fileName,
    error,
    buttonLabel = 'Choose PDF',
    emptyText = 'No file chosen',
    removeLabel = (chosenName: string) => `Remove ${chosenName}`,
    name,
    id,
    required,
    disabled,
    className,
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `fp-${autoId}`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [chosen, setChosen] = useState<string | undefined>();
  const [ownError, setOwnError] = useState<string | undefined>();
  const shownName = chosen ?? fileName;
  const shownError = error ?? ownError;
  const errorId = shownError ? `${inputId}-error` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const nameId = `${inputId}-name`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setOwnError(undefined);
    if (file && validate) {
      const message = validate(file);
      if (message) {
        setOwnError(message);
        setChosen(undefined);
        event.target.value = '';
        onReject?.(message, file);
        onChange?.(null);
        return;
      }
    }
    setChosen(file?.name);
    onChange?.(file);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setChosen(undefined);
    onChange?.(null);
    inputRef.current?.focus();
  };

  return (
    <FieldWrapper className={className}>
      <Label htmlFor={inputId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Drop $invalid={Boolean(shownError)} $disabled={disabled}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept={accept}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(nameId, errorId, hintId)}
          onChange={handleChange}
        />
        <ChooseLabel htmlFor={inputId} aria-hidden="true">
          <UploadIcon />
          {buttonLabel}
        </ChooseLabel>
        <Chosen id={nameId} $empty={!shownName}>
          {shownName ? (
            <>
              <FileIcon size="1.1em" />
              {shownName}
            </>
          ) : (
            emptyText
          )}
        </Chosen>
        {chosen && !disabled && (
          <Remove type="button" aria-label={removeLabel(chosen)} onClick={remove}>
            <CloseIcon size="1.1em" />
          </Remove>
        )}
      </Drop>
      <FieldError id={errorId}>{shownError}</FieldError>
      <HelperText id={hintId}>{hint}</HelperText>
    </FieldWrapper>
  );
});
