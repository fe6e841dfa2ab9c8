import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('forgets entries after their time and drops the oldest when full', () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
  });
});
