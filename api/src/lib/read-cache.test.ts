import { ReadCache } from './read-cache';

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
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('never stores a read that was in flight when a write invalidated it', async () => {
    const cache = new ReadCache(true);
    const slow = deferred<string>();
    const before = cache.get('k', () => slow.promise);
    cache.invalidate(); // a write lands while the read is running
    slow.resolve('old');
    expect(await before).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('shares one load between concurrent reads, but not across an invalidation', async () => {
    const cache = new ReadCache(true);
    const first = deferred<string>();
    let loads = 0;
    const a = cache.get('k', () => (loads++, first.promise));
    const b = cache.get('k', () => (loads++, first.promise));
    cache.invalidate();
    const c = cache.get('k', async () => (loads++, 'after'));
    first.resolve('before');
    expect([await a, await b, await c]).toEqual(['before', 'before', 'after']);
    expect(loads).toBe(2);
  });

  it('does nothing when disabled (PostgreSQL)', async () => {
    const cache = new ReadCache(false);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps at most `max` entries', async () => {
    const cache = new ReadCache(true, 2);
    let loads = 0;
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => ++loads);
    await cache.get('a', async () => ++loads); // evicted first, loaded again
    expect(loads).toBe(4);
  });
});
