import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export interface FilterBarProps {
  /** Names the search landmark ("Filter tickets"). */
  label: string;
  /** The filters: Select, SearchInput, ToggleGroup… */
  children: ReactNode;
  /** Shows a button that clears every filter. */
  onReset?: () => void;
  resetLabel?: string;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > * {
    flex: 1 1 11rem;
    min-width: 0;
  }
  > button {
    flex: 0 0 auto;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
    > * {
      flex: 1 1 auto;
    }
  }
`;

/** The filters above a list: they apply as they change; the form never submits or reloads. */
export function FilterBar({ label, children, onReset, resetLabel = 'Clear filters' }: FilterBarProps) {
  return (
    <Form role="search" aria-label={label} onSubmit={(event: FormEvent) => event.preventDefault()}>
      {children}
      {onReset && (
        <Button type="button" variant="ghost" size="sm" onClick={onReset}>
          {resetLabel}
        </Button>
      )}
    </Form>
  );
}
