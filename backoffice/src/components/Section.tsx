import styled from 'styled-components';

/** Vertical rhythm of a back office screen: header, filters, content. */
export const Screen = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/**
 * A list beside the record it opened, the record wider (its own tables need the room). Below 1100 px
 * one column, and the list wrapped in `.list` gives way to the open record: below a long list a
 * phone would open it out of sight. The record then offers the way back (SplitBack).
 */
export const SplitView = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: ${({ $open }) => ($open ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  @media (max-width: 1099.98px) {
    grid-template-columns: minmax(0, 1fr);
    > .list {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
  }
`;

/** The way back to the list, shown only where the open record took the list's place. */
export const SplitBack = styled.div`
  display: none;
  margin-bottom: ${({ theme }) => theme.space[3]};
  @media (max-width: 1099.98px) {
    display: block;
  }
`;

/** Label/value pairs of one record. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A form laid out in a column of fields, its button at the start. */
export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  > button {
    justify-self: start;
  }
`;
