import { describe, expect, it } from 'vitest';
import { vietnamDay } from './vietnam-time.ts';

describe('vietnamDay', () => {
  it("is Vietnam's calendar day, from 17:00 UTC the evening before", () => {
    expect(vietnamDay(new Date('2026-11-23T03:00:00Z'))).toEqual({
      from: new Date('2026-11-22T17:00:00Z'),
      to: new Date('2026-11-23T17:00:00Z'),
    });
    // 23:30 UTC is already the next morning in Vietnam.
    expect(vietnamDay(new Date('2026-11-23T23:30:00Z')).from).toEqual(
      new Date('2026-11-23T17:00:00Z'),
    );
    expect(vietnamDay(new Date('2026-11-23T17:00:00Z')).from).toEqual(
      new Date('2026-11-23T17:00:00Z'),
    );
  });
});
