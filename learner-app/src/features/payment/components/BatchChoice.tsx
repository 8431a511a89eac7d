import styled from 'styled-components';
import type { BatchChoice as Batch } from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import { longDate } from '../../../lib/firstClass';
import { englishTexts, useT } from '../../../i18n';
import commonTexts from '../../../i18n/en/common.json';
import paymentTexts from '../../../i18n/en/payment.json';

englishTexts({ common: commonTexts, payment: paymentTexts });

type T = ReturnType<typeof useT>['t'];

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

/** 'Evening · Mon-Sat 19:00-20:30'. */
function timingLabel(b: Batch, t: T): string {
  return `${b.day_part === 'evening' ? t('payment.batch.evening') : t('payment.batch.morning')} · ${b.timing}`;
}

export function seatsLabel(b: Batch, t: T): string {
  if (b.seats_left <= 0) return t('payment.batch.full', { capacity: b.capacity });
  return t('payment.batch.seatsLeft', { left: b.seats_left, capacity: b.capacity });
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
  const { t, locale } = useT();
  if (state.status === 'loading') return <Note role="status">{t('payment.batch.loading')}</Note>;
  if (state.status === 'error')
    return (
      <div role="alert">
        <Note>{t('payment.batch.failed')}</Note>
        <Button variant="secondary" size="sm" onClick={state.retry} loading={state.retrying} disabled={state.retrying}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  const { batches } = state;
  if (batches.length === 0) return <Note data-testid="no-open-batch">{t('payment.batch.none')}</Note>;
  const open = batches.filter((b) => b.seats_left > 0);
  return (
    <Fieldset disabled={disabled}>
      <Legend>{t('payment.batch.legend')}</Legend>
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
              <span>
                {b.start_date
                  ? t('payment.batch.starts', { date: longDate(b.start_date, locale) })
                  : t('payment.batch.startTba')}
              </span>
              <span>{t('payment.batch.indiaTime', { timing: timingLabel(b, t) })}</span>
            </Name>
            <Seats $low={b.seats_left <= 5}>{seatsLabel(b, t)}</Seats>
          </Option>
        );
      })}
      {open.length === 0 && <Note data-testid="all-full">{t('payment.batch.allFull')}</Note>}
    </Fieldset>
  );
}
