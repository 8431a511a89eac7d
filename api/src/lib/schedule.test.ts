import { planTimetable, mondayOnOrAfter, mondayOnOrBefore, todayIso } from './schedule';

it('plans 25 sessions Monday–Saturday with the 25th on the following Monday', () => {
  const plan = planTimetable('2026-01-05'); // a Monday
  expect(plan).toHaveLength(25);
  expect(plan[0]).toMatchObject({ sessionNo: 1, moduleNo: 1, date: '2026-01-05' });
  expect(plan[5]!.date).toBe('2026-01-10'); // Saturday
  expect(plan[6]!.date).toBe('2026-01-12'); // skips Sunday
  expect(plan[23]!.date).toBe('2026-01-31');
  expect(plan[24]).toMatchObject({ sessionNo: 25, moduleNo: 5, date: '2026-02-02' });
  expect(new Set(plan.map((s) => s.topic)).size).toBe(25);
  expect(plan.every((s) => new Date(`${s.date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
});

it('finds Mondays and today in India', () => {
  expect(mondayOnOrAfter('2026-01-07')).toBe('2026-01-12');
  expect(mondayOnOrBefore('2026-01-07')).toBe('2026-01-05');
  expect(mondayOnOrAfter('2026-01-05')).toBe('2026-01-05');
  expect(todayIso(new Date('2026-01-05T20:00:00Z'))).toBe('2026-01-06');
});
