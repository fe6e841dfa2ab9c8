// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clockOffset, countdownParts, msLeft, nextTickIn, serverNow } from './server-clock';

const SERVER_TIME = '2026-11-23T03:00:00.000Z';
const server = Date.parse(SERVER_TIME);

describe('clockOffset', () => {
  it("is the server's time less the browser's clock when the answer arrived", () => {
    // The browser's clock is 5 minutes behind the server's.
    const receivedAt = server - 5 * 60_000;
    expect(clockOffset(SERVER_TIME, receivedAt)).toBe(5 * 60_000);
    // And 2 hours ahead.
    expect(clockOffset(SERVER_TIME, server + 2 * 3_600_000)).toBe(-2 * 3_600_000);
  });

  it("is null when the server's time cannot be read", () => {
    expect(clockOffset('yesterday', server)).toBeNull();
  });
});

describe('a countdown on the server clock', () => {
  const endsAt = '2026-11-23T04:00:00.000Z';

  it("ends at the server's end time whatever the browser's clock says", () => {
    for (const skew of [-3_600_000, -90_000, 0, 42_000, 86_400_000]) {
      const receivedAt = server + skew;
      const offset = clockOffset(SERVER_TIME, receivedAt)!;
      // One hour later on the server's clock is one hour later on the browser's too.
      expect(msLeft(endsAt, offset, receivedAt)).toBe(3_600_000);
      expect(msLeft(endsAt, offset, receivedAt + 3_600_000 - 1)).toBe(1);
      expect(msLeft(endsAt, offset, receivedAt + 3_600_000)).toBe(0);
      expect(serverNow(offset, receivedAt + 3_600_000)).toBe(Date.parse(endsAt));
    }
  });

  it('never counts below 0 and reads a bad instant as over', () => {
    expect(msLeft(endsAt, 0, Date.parse(endsAt) + 10_000)).toBe(0);
    expect(msLeft('not a date', 0, server)).toBe(0);
  });
});

describe('countdownParts', () => {
  it('splits days, hours, minutes and seconds, rounding the last second up', () => {
    expect(countdownParts(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(59_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('nextTickIn', () => {
  it('lands each tick on the second the countdown shows, the last on the end', () => {
    expect(nextTickIn(5_250)).toBe(250);
    expect(nextTickIn(5_000)).toBe(1_000);
    expect(nextTickIn(1)).toBe(1);
    expect(nextTickIn(0)).toBe(1_000);
  });
});
