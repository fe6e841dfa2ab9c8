/**
 * Counting down to an instant of the server's clock. A shopper's clock may be minutes off, so a
 * countdown never trusts it: it learns how far the server's clock is ahead of the browser's when
 * an answer carrying the server's time arrives (`clockOffset`), and from then on reads the
 * server's time as the browser's clock plus that offset. A flash sale then ends on screen at the
 * server's end time, whatever the device's clock says.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far the server's clock is ahead of the browser's (negative when behind), in ms: the
 * server's time in its answer less the browser's clock when the answer arrived. Null when the
 * server's time cannot be read.
 */
export function clockOffset(serverTime: string, receivedAt: number): number | null {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) && Number.isFinite(receivedAt) ? server - receivedAt : null;
}

/** The server's clock now, read from the browser's clock and the offset. */
export function serverNow(offset: number, browserNow: number): number {
  return browserNow + offset;
}

/** Milliseconds left until `target` (an ISO instant of the server) on the server's clock, ≥ 0. */
export function msLeft(target: string, offset: number, browserNow: number): number {
  const end = Date.parse(target);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - serverNow(offset, browserNow));
}

/** A duration as a countdown shows it. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The parts of `ms`, counted in whole seconds rounded up: the countdown shows 00:00:01 during
 * the last second and 00:00:00 only once the instant has come.
 */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.ceil(Math.max(0, ms) / SECOND) * SECOND;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

/** Two digits (05). */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * How long until the countdown's shown second changes (`ms` left): the fraction of a second over
 * the whole seconds, so each tick lands on the second and the last one on the end itself.
 */
export function nextTickIn(ms: number): number {
  if (ms <= 0) return SECOND;
  return ms % SECOND || SECOND;
}
