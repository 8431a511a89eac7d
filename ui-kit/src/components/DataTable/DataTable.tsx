import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button/Button';
import { ChevronDownIcon, ChevronUpIcon } from '../Icons/Icons';

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (null sorts last). */
  sortValue?: (row: Row) => string | number | null;
  align?: 'start' | 'end';
  width?: string;
}

export interface DataTableProps<Row> {
  /** Names the table (and its scroll region) for everyone; hide it visually with captionHidden. */
  caption: string;
  captionHidden?: boolean;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Rows per page (default 10). */
  pageSize?: number;
  initialSort?: { column: string; direction: 'asc' | 'desc' };
  emptyMessage?: string;
  /** Makes each row openable: its first cell becomes a button. */
  onRowClick?: (row: Row) => void;
  /** The open row: highlighted, aria-current. */
  selectedKey?: string | number;
  /** Shown above the table while some of its columns are out of view (a phone): they scroll sideways. */
  scrollHint?: string;
}

/** The default words of the sign that the table scrolls sideways. */
export const SCROLL_HINT = 'Scroll sideways to see every column →';

const Region = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
const Caption = styled.caption<{ $hidden?: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
  ${({ $hidden }) => $hidden && hidden}
`;
const Th = styled.th<{ $align?: 'start' | 'end'; $width?: string }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  text-align: ${({ $align }) => ($align === 'end' ? 'end' : 'start')};
  width: ${({ $width }) => $width ?? 'auto'};
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.plum900};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  svg {
    width: 14px;
    height: 14px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
const Tr = styled.tr<{ $clickable: boolean; $selected: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.plum100 : 'transparent')};
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover {
        background: ${theme.colors.canvas};
      }
    `}
  &:last-child {
    border-bottom: 0;
  }
`;
const Td = styled.td<{ $align?: 'start' | 'end' }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  text-align: ${({ $align }) => ($align === 'end' ? 'end' : 'start')};
  vertical-align: top;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: break-word;
`;
const RowButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.link};
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Empty = styled.td`
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

function compare(a: string | number | null, b: string | number | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-IN', { numeric: true, sensitivity: 'base' });
}

/** A table of records: sortable columns, pages, and rows that open a record. */
export function DataTable<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  pageSize = 10,
  initialSort,
  emptyMessage = 'Nothing to show yet.',
  onRowClick,
  selectedKey,
  scrollHint = SCROLL_HINT,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(0);
  const region = useRef<HTMLDivElement>(null);
  // Whether columns are out of view on the right: a narrow screen hides them without this sign.
  const [cutOff, setCutOff] = useState(false);
  useEffect(() => {
    const el = region.current;
    if (!el) return undefined;
    const measure = () => setCutOff(el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    if (!column?.sortValue || !sort) return rows;
    const value = column.sortValue;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      // Empty values stay last in both directions.
      if (va === null || vb === null) return compare(va, vb);
      return sign * compare(va, vb);
    });
  }, [rows, columns, sort]);

  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  useEffect(() => {
    setPage(0);
  }, [rows.length, sort]);
  const current = Math.min(page, pages - 1);
  const visible = sorted.slice(current * pageSize, current * pageSize + pageSize);
  const first = sorted.length === 0 ? 0 : current * pageSize + 1;
  const last = Math.min(sorted.length, (current + 1) * pageSize);

  const toggle = (id: string) =>
    setSort((prev) =>
      prev?.column === id
        ? { column: id, direction: prev.direction === 'asc' ? 'desc' : 'asc' }
        : { column: id, direction: 'asc' },
    );

  return (
    <div>
      {cutOff && <Hint data-scroll-hint="">{scrollHint}</Hint>}
      <Region ref={region} role="region" aria-label={caption} tabIndex={0}>
        <Table>
          <Caption $hidden={captionHidden}>{caption}</Caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.column === column.id;
                return (
                  <Th
                    key={column.id}
                    scope="col"
                    $align={column.align}
                    $width={column.width}
                    aria-sort={
                      column.sortValue
                        ? active
                          ? sort.direction === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : 'none'
                        : undefined
                    }
                  >
                    {column.sortValue ? (
                      <SortButton type="button" onClick={() => toggle(column.id)}>
                        {column.header}
                        {active &&
                          (sort.direction === 'asc' ? (
                            <ChevronUpIcon aria-hidden="true" />
                          ) : (
                            <ChevronDownIcon aria-hidden="true" />
                          ))}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </Th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <Empty colSpan={columns.length}>{emptyMessage}</Empty>
              </tr>
            ) : (
              visible.map((row) => {
                const key = rowKey(row);
                const selected = selectedKey !== undefined && key === selectedKey;
                return (
                  <Tr
                    key={key}
                    $clickable={Boolean(onRowClick)}
                    $selected={selected}
                    aria-current={selected ? 'true' : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                  >
                    {columns.map((column, i) => (
                      <Td key={column.id} $align={column.align}>
                        {i === 0 && onRowClick ? (
                          <RowButton
                            type="button"
                            onClick={(event) => {
                              event.stopPropagation();
                              onRowClick(row);
                            }}
                          >
                            {column.cell(row)}
                          </RowButton>
                        ) : (
                          column.cell(row)
                        )}
                      </Td>
                    ))}
                  </Tr>
                );
              })
            )}
          </tbody>
        </Table>
      </Region>
      {sorted.length > pageSize && (
        <Pager>
          <p role="status" aria-live="polite" style={{ margin: 0 }}>
            Showing {first}–{last} of {sorted.length}
          </p>
          <div>
            <Button
              size="sm"
              variant="secondary"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              Next
            </Button>
          </div>
        </Pager>
      )}
    </div>
  );
}
