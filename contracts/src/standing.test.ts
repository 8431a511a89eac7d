import { studentStanding, isGraduate, type StandingBatch } from './standing';

const batch = (status: string): StandingBatch => ({
  id: 7,
  name: 'AI-EVE-2026-11',
  status,
  timing: '7:00 PM - 8:30 PM',
  first_class: '2026-11-02',
  last_class: '2026-11-28',
});
const base = { paymentStatus: 'completed', batch: batch('Active'), held: 0, attended: 0, certificate: null };

it('not paid: a pending account, whatever else is known', () => {
  expect(studentStanding({ ...base, paymentStatus: 'pending' })).toEqual({ stage: 'not_paid' });
  expect(studentStanding({ ...base, paymentStatus: null, batch: null })).toEqual({ stage: 'not_paid' });
});

it('refunded wins over a batch and a certificate', () => {
  expect(
    studentStanding({ ...base, paymentStatus: 'refunded', certificate: { certificate_no: 'X', revoked: false } }),
  ).toEqual({ stage: 'refunded' });
});

it('paid and waiting: no batch yet', () => {
  expect(studentStanding({ ...base, batch: null })).toEqual({ stage: 'waiting' });
});

it('placed, before the first class: her batch, and 20 of 25 needed (never 0 of 0)', () => {
  const s = studentStanding({ ...base, batch: batch('Inactive') });
  expect(s).toMatchObject({ stage: 'placed', batch: { name: 'AI-EVE-2026-11', first_class: '2026-11-02' } });
  expect(s).toMatchObject({ attended: 0, held: 0, total: 25, required: 20 });
});

it('in her course: what she has attended and how many more the certificate needs', () => {
  expect(studentStanding({ ...base, held: 10, attended: 8 })).toMatchObject({
    stage: 'in_course',
    required: 20,
    remaining: 12,
  });
  expect(studentStanding({ ...base, held: 22, attended: 21 })).toMatchObject({ stage: 'in_course', remaining: 0 });
});

it('graduated with a certificate (20 of 25), with its number once issued', () => {
  const done = { ...base, batch: batch('Completed'), held: 25, attended: 20 };
  expect(studentStanding(done)).toMatchObject({ stage: 'graduated', certificate_no: null, required: 20 });
  const issued = studentStanding({ ...done, certificate: { certificate_no: 'AAR-1', revoked: false } });
  expect(issued).toMatchObject({ stage: 'graduated', certificate_no: 'AAR-1', certificate_revoked: false });
  expect(isGraduate(issued)).toBe(true);
});

it('graduated with a revoked certificate is still a graduate, and says it was revoked', () => {
  const s = studentStanding({
    ...base,
    batch: batch('Completed'),
    held: 25,
    attended: 19,
    certificate: { certificate_no: 'AAR-2', revoked: true },
  });
  expect(s).toMatchObject({ stage: 'graduated', certificate_revoked: true });
});

it('graduated without a certificate: short by the sessions she missed (19 of 25 → 1)', () => {
  const s = studentStanding({ ...base, batch: batch('Completed'), held: 25, attended: 19 });
  expect(s).toMatchObject({ stage: 'graduated_short', short_by: 1, required: 20, attended: 19 });
  expect(isGraduate(s)).toBe(true);
  expect(isGraduate(studentStanding({ ...base, batch: null }))).toBe(false);
});
