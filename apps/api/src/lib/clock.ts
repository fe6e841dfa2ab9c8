/**
 * The one clock. Nothing else in the API reads `new Date()` or `Date.now()`: services get `now`
 * from their context, built from this clock, so tests can move time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves by hand. */
export function manualClock(
  start: Date,
): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
