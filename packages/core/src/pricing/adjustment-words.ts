import { type Language, type Localized, localize } from '../i18n/language.ts';
import { type Dong, formatVnd } from '../money/money.ts';
import type { Adjustment } from './offers.ts';

// How an adjustment reads in a language, whatever language it was priced or kept in: an order
// keeps the words of the day it was placed, and is read later in Vietnamese or English.

/** A programme's name in `lang`: a name kept in both languages in that one, an older one as kept. */
export function adjustmentName(
  name: string | Localized | null | undefined,
  lang: Language,
): string | undefined {
  if (name == null) return undefined;
  return typeof name === 'string' ? name : localize(name, lang);
}

const PERCENT_TEXT = /^-\d+(?:[.,]\d+)?%$/;

/**
 * The spec's `discountText` of an adjustment in `lang`: a percentage (`-10%`) reads alike in
 * both; an amount is the đồng it took off in the language's money format (`-45.000 ₫`,
 * `-₫45,000`), whatever language the text was made in.
 */
export function adjustmentText(
  adjustment: Pick<Adjustment, 'discountText'> & { amount: Dong },
  lang: Language,
): string {
  return PERCENT_TEXT.test(adjustment.discountText)
    ? adjustment.discountText
    : `-${formatVnd(adjustment.amount, lang)}`;
}
