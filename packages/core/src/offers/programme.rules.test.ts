import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOfferChange, offerState } from './programme.rules.ts';

const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 24) + hours * HOUR);
const sale = (starts: number, ends: number, stopped: number | null = null) => ({
  startsAt: at(starts),
  endsAt: at(ends),
  stoppedAt: stopped === null ? null : at(stopped),
});

describe("a programme's next change by the clock", () => {
  it('is its start, then its end, then none; a stop to come comes first', () => {
    expect(nextOfferChange(sale(1, 3), at(0))).toEqual(at(1));
    expect(nextOfferChange(sale(1, 3), at(1))).toEqual(at(3));
    expect(nextOfferChange(sale(1, 3), at(3))).toBeNull();
    expect(nextOfferChange(sale(1, 3, 2), at(1.5))).toEqual(at(2));
    expect(nextOfferChange(sale(1, 3, 0.5), at(0.75))).toEqual(at(1));
  });

  it('leaves the state as it is until then, and names no instant in the past', () => {
    const hours = fc.integer({ min: 0, max: 48 * 60 }).map((minutes) => minutes / 60);
    fc.assert(
      fc.property(
        hours,
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.option(hours),
        hours,
        hours,
        (starts, minutes, stopped, now, later) => {
          const offer = sale(starts, starts + minutes / 60, stopped);
          const next = nextOfferChange(offer, at(now));
          if (next) expect(next.getTime()).toBeGreaterThan(at(now).getTime());
          const until = next?.getTime() ?? Number.POSITIVE_INFINITY;
          const instant = Math.min(at(now).getTime() + later * HOUR, until - 1);
          if (instant < at(now).getTime()) return;
          expect(offerState(offer, new Date(instant))).toBe(offerState(offer, at(now)));
        },
      ),
    );
  });
});
