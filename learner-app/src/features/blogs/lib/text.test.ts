import type { Workshop } from '@ai-women/contracts';
import { truncate, workshopImages, formatDate } from './text';

describe('truncate', () => {
  it('leaves text of 120 characters or fewer alone', () => {
    const text = 'a'.repeat(120);
    expect(truncate(text)).toBe(text);
  });
  it('cuts longer text at 120 characters, at a word boundary, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const out = truncate(text);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(121);
    expect(out).not.toMatch(/ …$/);
  });
  it('cuts a single long word hard', () => {
    expect(truncate('x'.repeat(200))).toBe(`${'x'.repeat(120)}…`);
  });
});

describe('workshopImages', () => {
  const base = { workshop_id: 1, title: 't', description: 'd', uploaded_by: 'u', uploaded_at: '2025-01-01T00:00:00Z' };
  it('keeps the filled slots in order and skips empty ones', () => {
    const w = { ...base, image_url_1: '/a', image_url_2: null, image_url_3: '/c', image_url_4: null, image_url_5: null, image_url_6: '/f' } as Workshop;
    expect(workshopImages(w)).toEqual(['/a', '/c', '/f']);
  });
});

describe('formatDate', () => {
  it('formats ISO dates in en-IN', () => expect(formatDate('2025-03-08T10:00:00Z')).toBe('8 March 2025'));
  it('passes through what it cannot parse', () => expect(formatDate('soon')).toBe('soon'));
});
