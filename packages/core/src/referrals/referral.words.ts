import type { Language } from '../i18n/language.ts';
import { formatVnd } from '../money/money.ts';
import type { Benefit } from './referral.rules.ts';

/** A benefit in plain words: "50.000 ₫", or "10% of the order, up to 100.000 ₫". */
export function benefitWords(benefit: Benefit, lang: Language): string {
  if (benefit.kind === 'FIXED') return formatVnd(benefit.value, lang);
  const share = lang === 'vi' ? `${benefit.value}% giá trị đơn` : `${benefit.value}% of the order`;
  if (benefit.cap === null) return share;
  return lang === 'vi'
    ? `${share}, tối đa ${formatVnd(benefit.cap, lang)}`
    : `${share}, up to ${formatVnd(benefit.cap, lang)}`;
}
