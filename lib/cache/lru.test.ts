import { LruCache, processCache } from './lru';

describe('LruCache', () => {
  const make = (max: number, ttlMs?: number) => {
    let now = 0;
    const cache = new LruCache<string, number>({ max, ttlMs, clock: () => now });
    return { cache, advance: (ms: number) => (now += ms) };
  };

  it.each([
    { name: 'keeps at most max entries, oldest out first', max: 2, steps: ['set a', 'set b', 'set c'], present: ['b', 'c'], absent: ['a'] },
    { name: 'a read makes an entry recent', max: 2, steps: ['set a', 'set b', 'get a', 'set c'], present: ['a', 'c'], absent: ['b'] },
    { name: 'setting a key again does not count twice', max: 2, steps: ['set a', 'set a', 'set b'], present: ['a', 'b'], absent: [] },
    { name: 'delete frees a place', max: 2, steps: ['set a', 'set b', 'delete a', 'set c'], present: ['b', 'c'], absent: ['a'] },
  ])('$name', ({ max, steps, present, absent }) => {
    const { cache } = make(max);
    for (const step of steps) {
      const [op, key] = step.split(' ') as ['set' | 'get' | 'delete', string];
      if (op === 'set') cache.set(key, 1);
      else if (op === 'get') cache.get(key);
      else cache.delete(key);
    }
    for (const key of present) expect(cache.has(key)).toBe(true);
    for (const key of absent) expect(cache.has(key)).toBe(false);
    expect(cache.size).toBeLessThanOrEqual(max);
  });

  it.each([
    { after: 999, hit: true },
    { after: 1_000, hit: false },
    { after: 5_000, hit: false },
  ])('an entry set with ttl 1000 ms, read $after ms later: hit $hit', ({ after, hit }) => {
    const { cache, advance } = make(10, 1_000);
    cache.set('k', 7);
    advance(after);
    expect(cache.get('k')).toBe(hit ? 7 : undefined);
  });

  it('an expired entry leaves the cache when read', () => {
    const { cache, advance } = make(10, 10);
    cache.set('k', 1);
    advance(10);
    cache.get('k');
    expect(cache.size).toBe(0);
  });

  it('100,000 distinct keys never hold more than max entries', () => {
    const { cache } = make(500);
    for (let i = 0; i < 100_000; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(500);
    expect(cache.get('k99999')).toBe(99_999);
    expect(cache.get('k0')).toBeUndefined();
  });

  it('holds at most maxSize in all: the oldest leave first, an oversized value is not kept', () => {
    const cache = new LruCache<string, string>({ max: 100, maxSize: 10, sizeOf: (v) => v.length });
    cache.set('a', 'xxxx').set('b', 'yyyy');
    expect(cache.totalSize).toBe(8);
    cache.set('c', 'zzzz');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'yyyy', 'zzzz']);
    expect(cache.totalSize).toBe(8);
    cache.set('big', 'w'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.totalSize).toBe(8);
    cache.set('b', 'y');
    cache.delete('c');
    expect(cache.totalSize).toBe(1);
    cache.clear();
    expect(cache.totalSize).toBe(0);
  });

  it('an expired entry read gives its size back', () => {
    let now = 0;
    const cache = new LruCache<string, string>({ max: 10, ttlMs: 5, clock: () => now, maxSize: 100, sizeOf: (v) => v.length });
    cache.set('k', 'abc');
    now = 5;
    cache.get('k');
    expect(cache.totalSize).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses max %p', (max) => {
    expect(() => new LruCache({ max })).toThrow(RangeError);
  });

  it('processCache gives every caller of one name the same cache', () => {
    const a = processCache<string, number>('lru-test', { max: 3 });
    a.set('x', 1);
    expect(processCache<string, number>('lru-test', { max: 3 }).get('x')).toBe(1);
    expect(processCache<string, number>('lru-test-other', { max: 3 }).get('x')).toBeUndefined();
  });
});
