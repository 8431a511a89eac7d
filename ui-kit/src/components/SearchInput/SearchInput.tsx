import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../internal/field';
import { iconButtonStyles, visuallyHidden } from '../../internal/styles';
import { CloseIcon, SearchIcon } from '@ai-women/ui-kit';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Accessible label, e.g. "Search tickets". */
  label: string;
  /** Show the label visually (default: visually hidden, the placeholder and icon carry it). */
  showLabel?: boolean;
  /** Shows a clear button when there is a value. */
  onClear?: () => void;
  clearLabel?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  padding-left: 2.5rem;
  padding-right: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Clear = styled.button`
  ${iconButtonStyles}
  position: absolute;
  right: 2px;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A labelled search box (ticket search, the student header's session search). */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { label, showLabel = false, onClear, clearLabel = 'Clear search', id, className, value, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `search-${autoId}`;
  return (
    <Root className={className} role="search">
      <Label htmlFor={inputId} $hidden={!showLabel}>
        {label}
      </Label>
      <Control>
        <SearchIcon />
        <Input ref={ref} id={inputId} type="search" value={value} autoComplete="off" {...rest} />
        {onClear && value !== undefined && String(value) !== '' && (
          <Clear type="button" aria-label={clearLabel} onClick={onClear}>
            <CloseIcon size="1.1em" />
          </Clear>
        )}
      </Control>
    </Root>
  );
});
