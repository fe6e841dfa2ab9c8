import type { Language } from './language.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS = {
  day: { vi: 'ngày', en: ['day', 'days'] },
  hour: { vi: 'giờ', en: ['hour', 'hours'] },
  minute: { vi: 'phút', en: ['minute', 'minutes'] },
} as const;

/**
 * A length of time as a mail says it ("48 giờ", "30 minutes"): whole days beyond two days, else
 * whole hours, else minutes (a part of a minute counts as one). The words follow the figure, so a
 * link's stated lifetime is its real one.
 */
export function durationWords(ms: number, lang: Language): string {
  const [count, unit] =
    ms > 2 * DAY && ms % DAY === 0
      ? [ms / DAY, 'day' as const]
      : ms >= HOUR && ms % HOUR === 0
        ? [ms / HOUR, 'hour' as const]
        : [Math.max(1, Math.ceil(ms / MINUTE)), 'minute' as const];
  const words = UNITS[unit];
  return lang === 'vi' ? `${count} ${words.vi}` : `${count} ${words.en[count === 1 ? 0 : 1]}`;
}
