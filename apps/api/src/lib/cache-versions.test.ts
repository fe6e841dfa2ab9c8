import { describe, expect, it } from 'vitest';
import { createCacheVersions, keptByKeyUntilChanged } from './cache-versions.ts';

describe('keptByKeyUntilChanged', () => {
  it('keeps a loaded value until its tag changes, and not for another tag', async () => {
    const versions = createCacheVersions();
    const kept = keptByKeyUntilChanged<number>(versions, 'search', 10);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await kept.read('a', load)).toBe(1);
    expect(await kept.read('a', load)).toBe(1);
    versions.notice('1 lists product:x');
    expect(await kept.read('a', load)).toBe(1);
    versions.notice('2 search');
    expect(await kept.read('a', load)).toBe(2);
    versions.reset(3);
    expect(kept.get('a')).toBeUndefined();
  });

  it('does not keep a load that a change overtook, nor one it is told not to', async () => {
    const versions = createCacheVersions();
    const kept = keptByKeyUntilChanged<string>(versions, 'search', 10);
    let finish!: (value: string) => void;
    const reading = kept.read('a', () => new Promise((resolve) => (finish = resolve)));
    versions.notice('1 search');
    finish('before the change');
    expect(await reading).toBe('before the change');
    expect(kept.get('a')).toBeUndefined();
    await kept.read('a', () => Promise.resolve('uncommitted'), false);
    expect(kept.get('a')).toBeUndefined();
  });

  it('drops the value used least recently when full', async () => {
    const kept = keptByKeyUntilChanged<string>(createCacheVersions(), 'search', 2);
    await kept.read('a', () => Promise.resolve('A'));
    await kept.read('b', () => Promise.resolve('B'));
    expect(kept.get('a')).toBe('A');
    await kept.read('c', () => Promise.resolve('C'));
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c')]).toEqual(['A', 'C']);
  });
});
