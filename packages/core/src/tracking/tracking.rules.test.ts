import { describe, expect, it } from 'vitest';
import { trackingViewSchema } from './tracking.schema.ts';
import { daysBetween, vietnamDayOf, vietnamDayStart } from '../i18n/vietnam-time.ts';
import { MAX_TRACKED_PATH, trackedPath, trackingRange } from './tracking.rules.ts';

const origin = 'https://lotus.vn';

describe('trackedPath', () => {
  it.each([
    ['/products', '/products'],
    ['/products?name=ao+thun&sort=price_asc', '/products'],
    ['/products/ao-thun#reviews', '/products/ao-thun'],
    ['/a/../cart', '/cart'],
    ['https://lotus.vn/profile/orders?tab=NEW', '/profile/orders'],
    ['HTTPS://LOTUS.VN/vouchers', '/vouchers'],
    ['/products/%C3%A1o-thun', '/products/%C3%A1o-thun'],
    ['/', '/'],
  ])('keeps only the path of %s', (url, path) => {
    expect(trackedPath(url, origin)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/products'],
    ['the same host on another scheme', 'http://lotus.vn/products'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash host', '/\\evil.example/x'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'products'],
    ['a newline', '/products\nSet-Cookie: x'],
    ['a tab', '/pro\tducts'],
    ['a path too long', `/${'a'.repeat(MAX_TRACKED_PATH)}`],
  ])('refuses %s', (_, url) => {
    expect(trackedPath(url, origin)).toBeNull();
  });

  it('the schema refuses control characters and empty values with field keys', () => {
    expect(
      trackingViewSchema.safeParse({ accessedUrl: '/x\u0007' }).error?.issues[0]?.message,
    ).toBe('InvalidCharacters');
    expect(trackingViewSchema.safeParse({ accessedUrl: '' }).error?.issues[0]?.message).toBe(
      'FieldIsNotEmpty',
    );
  });
});

describe('Vietnamese days', () => {
  it('a day starts at midnight in Vietnam (17:00 UTC the day before)', () => {
    expect(vietnamDayStart('2026-11-23').toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(vietnamDayOf(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(vietnamDayOf(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('lists every day of a range, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('defaults to the 30 days ending today in Vietnam', () => {
    // 20:00 UTC on the 22nd is already the 23rd in Vietnam.
    expect(trackingRange({}, new Date('2026-11-22T20:00:00Z'))).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    });
    expect(trackingRange({ to: '2026-01-30' }, new Date())).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
  });

  it('refuses an end before the start and a range longer than a year', () => {
    expect(trackingRange({ from: '2026-05-02', to: '2026-05-01' }, new Date())).toBeNull();
    expect(trackingRange({ from: '2025-01-01', to: '2026-01-01' }, new Date())).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
    });
    expect(trackingRange({ from: '2024-01-01', to: '2026-01-01' }, new Date())).toBeNull();
  });
});
