import { allowedBatchActions, needsConfirmation, normaliseBatchStatus } from './batchActions';

const labels = (status: string) => allowedBatchActions(status).map((a) => `${a.action}→${a.to}`);

describe('allowed batch actions per status', () => {
  it('Inactive can only be started', () => {
    expect(labels('Inactive')).toEqual(['Start→Active']);
  });
  it('Active can be completed or paused', () => {
    expect(labels('Active')).toEqual(['Complete→Completed', 'Pause→Inactive']);
  });
  it('Completed has no actions', () => {
    expect(labels('Completed')).toEqual([]);
  });
  it('reads statuses case-insensitively and offers nothing for unknown ones', () => {
    expect(labels('active')).toEqual(['Complete→Completed', 'Pause→Inactive']);
    expect(labels('INACTIVE')).toEqual(['Start→Active']);
    expect(labels('Archived')).toEqual([]);
    expect(normaliseBatchStatus('completed')).toBe('Completed');
  });
  it('asks for confirmation only before completing', () => {
    const [complete, pause] = allowedBatchActions('Active');
    expect(needsConfirmation(complete!)).toBe(true);
    expect(needsConfirmation(pause!)).toBe(false);
    expect(needsConfirmation(allowedBatchActions('Inactive')[0]!)).toBe(false);
  });
});
