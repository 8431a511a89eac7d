import styled from 'styled-components';
import type { BatchChoice as Batch } from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import { longDate } from '../../../lib/firstClass';

export const BATCH_MESSAGES = {
  loading: 'Loading the batches of your course…',
  failed: 'We could not load the batches of your course.',
  none:
    'No batch of this course is open right now. You can still pay today: we will place you in the next batch as soon as it opens, and tell you its dates by e-mail and on your dashboard within a day.',
  allFull:
    'Every open batch of this course is full. You can still pay today: we will place you in the next batch as soon as it opens, and tell you its dates by e-mail and on your dashboard within a day.',
  choose: 'Please choose a batch before you pay.',
} as const;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Option = styled.label<{ $checked: boolean; $full: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1.5px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.plum700 : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.plum100 : theme.colors.surface)};
  cursor: ${({ $full }) => ($full ? 'not-allowed' : 'pointer')};
  opacity: ${({ $full }) => ($full ? 0.7 : 1)};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    margin-top: 0.3rem;
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${({ theme }) => theme.colors.plum700};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const Name = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    color: ${({ theme }) => theme.colors.plum900};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Seats = styled.span<{ $low: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $low }) => ($low ? theme.colors.danger : theme.colors.success)};
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 2;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Evening, Mon-Sat 19:00-20:30'. */
function timingLabel(b: Batch): string {
  return `${b.day_part === 'evening' ? 'Evening' : 'Morning'} · ${b.timing}`;
}

export function seatsLabel(b: Batch): string {
  if (b.seats_left <= 0) return `Full (${b.capacity} of ${b.capacity} seats taken)`;
  return `${b.seats_left} of ${b.capacity} seats left`;
}

export type BatchChoiceState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; batches: Batch[] };

/** The open batches of her course; she picks one before she pays (the order holds that seat). */
export function BatchChoice({
  state,
  value,
  onChange,
  disabled,
}: {
  state: BatchChoiceState;
  value: number | null;
  onChange: (batchId: number) => void;
  disabled?: boolean;
}) {
  if (state.status === 'loading') return <Note role="status">{BATCH_MESSAGES.loading}</Note>;
  if (state.status === 'error')
    return (
      <div role="alert">
        <Note>{BATCH_MESSAGES.failed}</Note>
        <Button variant="secondary" size="sm" onClick={state.retry} loading={state.retrying} disabled={state.retrying}>
          Try again
        </Button>
      </div>
    );
  const { batches } = state;
  if (batches.length === 0) return <Note data-testid="no-open-batch">{BATCH_MESSAGES.none}</Note>;
  const open = batches.filter((b) => b.seats_left > 0);
  return (
    <Fieldset disabled={disabled}>
      <Legend>Choose when you want to learn. Your seat is kept for you while you pay.</Legend>
      {batches.map((b) => {
        const full = b.seats_left <= 0;
        const checked = value === b.batch_id;
        return (
          <Option key={b.batch_id} $checked={checked} $full={full} data-testid={`batch-${b.batch_id}`}>
            <input
              type="radio"
              name="batch"
              value={b.batch_id}
              checked={checked}
              disabled={full}
              onChange={() => onChange(b.batch_id)}
            />
            <Name>
              <strong>{b.batch_name}</strong>
              <span>{b.start_date ? `Starts ${longDate(b.start_date)}` : 'Start date to be announced'}</span>
              <span>{timingLabel(b)} (India time)</span>
            </Name>
            <Seats $low={b.seats_left <= 5}>{seatsLabel(b)}</Seats>
          </Option>
        );
      })}
      {open.length === 0 && <Note data-testid="all-full">{BATCH_MESSAGES.allFull}</Note>}
    </Fieldset>
  );
}
