import { ReadCache, studentTag, TUTOR_READS } from './read-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('serves a stored value until invalidated', async () => {
    const cache = new ReadCache(true);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', [], load)).toBe(1);
    expect(await cache.get('k', [], load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', [], load)).toBe(2);
  });

  it('never stores a read that was in flight when a write invalidated it', async () => {
    const cache = new ReadCache(true);
    const slow = deferred<string>();
    const before = cache.get('k', [], () => slow.promise);
    cache.invalidate(); // a write lands while the read is running
    slow.resolve('old');
    expect(await before).toBe('old');
    expect(await cache.get('k', [], async () => 'new')).toBe('new');
  });

  it('shares one load between concurrent reads, but not across an invalidation', async () => {
    const cache = new ReadCache(true);
    const first = deferred<string>();
    let loads = 0;
    const a = cache.get('k', [], () => (loads++, first.promise));
    const b = cache.get('k', [], () => (loads++, first.promise));
    cache.invalidate();
    const c = cache.get('k', [], async () => (loads++, 'after'));
    first.resolve('before');
    expect([await a, await b, await c]).toEqual(['before', 'before', 'after']);
    expect(loads).toBe(2);
  });

  it('does nothing when disabled (PostgreSQL)', async () => {
    const cache = new ReadCache(false);
    let loads = 0;
    await cache.get('k', [], async () => ++loads);
    await cache.get('k', [], async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps at most `max` entries', async () => {
    const cache = new ReadCache(true, 2);
    let loads = 0;
    for (const k of ['a', 'b', 'c']) await cache.get(k, [], async () => ++loads);
    await cache.get('a', [], async () => ++loads); // evicted first, loaded again
    expect(loads).toBe(4);
  });

  describe('a write scoped to one student', () => {
    const her = studentTag(1);
    const other = studentTag(2);

    it('drops her entries and the tutors\', and keeps every other student\'s', async () => {
      const cache = new ReadCache(true);
      const loads: string[] = [];
      const read = (key: string, tags: string[]) => cache.get(key, tags, async () => (loads.push(key), key));
      await read('dashboard:1', [her]);
      await read('dashboard:2', [other]);
      await read('tutor-stats:5', [TUTOR_READS]);
      await read('certificate:AAR-1', []);
      cache.invalidateTagged([her, TUTOR_READS]);
      for (const [key, tags] of [['dashboard:1', [her]], ['dashboard:2', [other]], ['tutor-stats:5', [TUTOR_READS]], ['certificate:AAR-1', []]] as const)
        await read(key, [...tags]);
      expect(loads).toEqual(['dashboard:1', 'dashboard:2', 'tutor-stats:5', 'certificate:AAR-1', 'dashboard:1', 'tutor-stats:5']);
    });

    it('never stores her read that was in flight when the write landed', async () => {
      const cache = new ReadCache(true);
      const slow = deferred<string>();
      const before = cache.get('dashboard:1', [her], () => slow.promise);
      cache.invalidateTagged([her]);
      slow.resolve('old');
      expect(await before).toBe('old');
      expect(await cache.get('dashboard:1', [her], async () => 'new')).toBe('new');
    });

    it('still stores another student\'s read that was in flight', async () => {
      const cache = new ReadCache(true);
      const slow = deferred<string>();
      const before = cache.get('dashboard:2', [other], () => slow.promise);
      cache.invalidateTagged([her]);
      slow.resolve('kept');
      await before;
      expect(await cache.get('dashboard:2', [other], async () => 'loaded again')).toBe('kept');
    });

    it('a whole invalidation still drops everything, tagged or not', async () => {
      const cache = new ReadCache(true);
      await cache.get('dashboard:2', [other], async () => 'first');
      cache.invalidate();
      expect(await cache.get('dashboard:2', [other], async () => 'second')).toBe('second');
    });
  });
});
