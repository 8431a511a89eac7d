import { allAnswers, ashaFirst, fatimaDone, lakshmiFirst, lakshmiSecond } from '../practiceFixtures';
import {
  earlierAnswers,
  groupAnswers,
  missesEarlier,
  practiceSearchOf,
  readPracticeSearch,
  reviewable,
} from './practiceView';

describe('the Practice screen’s address', () => {
  it('opens on every session’s waiting answers, and reads a session, a status and the Tasks view', () => {
    expect(readPracticeSearch(new URLSearchParams(''))).toEqual({
      filter: { session_no: null, status: 'submitted' },
      view: 'answers',
    });
    expect(readPracticeSearch(new URLSearchParams('session=4&status=try_again&view=tasks'))).toEqual({
      filter: { session_no: 4, status: 'try_again' },
      view: 'tasks',
    });
    expect(readPracticeSearch(new URLSearchParams('status=all')).filter.status).toBe('all');
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(readPracticeSearch(new URLSearchParams('session=26&status=graded&view=x'))).toEqual({
      filter: { session_no: null, status: 'submitted' },
      view: 'answers',
    });
    expect(readPracticeSearch(new URLSearchParams('session=2.5')).filter.session_no).toBeNull();
  });

  it('leaves the defaults out of the address', () => {
    expect(practiceSearchOf({ session_no: null, status: 'submitted' })).toEqual({
      session: null,
      status: null,
    });
    expect(practiceSearchOf({ session_no: 3, status: 'all' })).toEqual({ session: '3', status: 'all' });
  });
});

describe('answers grouped per student and session', () => {
  it('keeps her newest answer on the card and the earlier ones under it, in the list’s order', () => {
    const groups = groupAnswers(allAnswers);
    expect(groups.map((g) => g.answer.id)).toEqual([lakshmiSecond.id, ashaFirst.id, fatimaDone.id]);
    expect(groups[0]!.earlier).toEqual([lakshmiFirst]);
    expect(groups.some(missesEarlier)).toBe(false);
  });

  it('knows when a filter left her earlier answers out, and finds them in every answer', () => {
    const [lakshmi] = groupAnswers([lakshmiSecond]);
    expect(missesEarlier(lakshmi!)).toBe(true);
    expect(earlierAnswers(lakshmiSecond, allAnswers)).toEqual([lakshmiFirst]);
    expect(earlierAnswers(ashaFirst, allAnswers)).toEqual([]);
  });

  it('offers a review only for her newest answer while it waits', () => {
    expect(reviewable(lakshmiSecond)).toBe(true);
    expect(reviewable(lakshmiFirst)).toBe(false);
    expect(reviewable(fatimaDone)).toBe(false);
    expect(reviewable({ ...ashaFirst, latest: false })).toBe(false);
  });
});
