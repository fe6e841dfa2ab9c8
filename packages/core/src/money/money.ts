import type { Language } from '../i18n/language.ts';

/**
 * Money is an integer number of đồng (VND has no minor unit). These helpers never produce a
 * fraction of a đồng.
 */
export type Dong = number;

/** The one rounding rule: any computed amount is rounded down to a whole đồng. */
export function roundDong(amount: number): Dong {
  return Math.floor(amount + 1e-9);
}

/** The shop's rounding unit for computed prices by default: whole thousands of đồng. */
export const DEFAULT_PRICE_ROUNDING_UNIT: Dong = 1_000;

/** `amount` rounded down to a multiple of `unit` (whole đồng, at least 1). */
export function roundDownTo(amount: Dong, unit: Dong): Dong {
  return Math.floor(amount / unit) * unit;
}

function group(amount: Dong, separator: string): string {
  const digits = Math.abs(amount).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `1.234.000 ₫` in Vietnamese, `₫1,234,000` in English (DESIGN.md, Web). */
export function formatVnd(amount: Dong, lang: Language): string {
  const sign = amount < 0 ? '-' : '';
  return lang === 'vi' ? `${sign}${group(amount, '.')} ₫` : `${sign}₫${group(amount, ',')}`;
}
