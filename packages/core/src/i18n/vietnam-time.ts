/**
 * The shop's clock on the wall: Vietnam (Asia/Ho_Chi_Minh) keeps UTC+7 all year (no daylight
 * saving), so a wall-clock time there has exactly one offset and no library is needed to read or
 * write it. The back office enters programme windows in it; "today's" flash sales are Vietnam's
 * day.
 */
const OFFSET = '+07:00';
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** An instant as a `datetime-local` value in Vietnam's time (`2026-05-01T09:00`), or ''. */
export function toVietnamLocal(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? '' : new Date(ms + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as Vietnam's time, written as ISO with its offset
 * (`2026-05-01T09:00:00+07:00`); any other text is returned trimmed, for the schema to refuse.
 */
export function fromVietnamLocal(local: string | undefined): string {
  const value = (local ?? '').trim();
  if (!LOCAL.test(value)) return value;
  return `${value.length === 16 ? `${value}:00` : value}${OFFSET}`;
}

/** The Vietnamese calendar day holding `now`, as the instants it starts and ends at. */
export function vietnamDay(now: Date): { from: Date; to: Date } {
  const from = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return { from: new Date(from), to: new Date(from + DAY_MS) };
}

/** A Vietnamese calendar day, `2026-11-23`, as the instant it starts at. */
export function vietnamDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${OFFSET}`);
}

/** The Vietnamese calendar day holding `instant`, as `2026-11-23`. */
export function vietnamDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
