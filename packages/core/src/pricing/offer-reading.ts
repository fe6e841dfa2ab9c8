import type { Language } from '../i18n/language.ts';
import { type Dong, formatVnd, roundDong } from '../money/money.ts';
import type { OfferTarget, OfferWindow, PricingLine } from './offers.ts';

// Reading offers: the helpers every step of `priceCart` shares. Not part of @lotus/core's surface
// (index.ts does not re-export this file).

/** Whether `offer` is in force at `now`: from its start (included) to its end (excluded). */
export const active = (offer: OfferWindow, now: Date) =>
  (!offer.startsAt || offer.startsAt.getTime() <= now.getTime()) &&
  (!offer.endsAt || now.getTime() < offer.endsAt.getTime());

/**
 * An offer's figure in whole đồng or units. Offers come from operators and over the wire, so a
 * bad figure must not break a price: it is rounded down, and counts as 0 when negative or not a
 * number.
 */
export function whole(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, roundDong(value)) : 0;
}

/** An offer's percentage, held within 0–100 for the same reason. */
export function percent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** Σ `amounts` (whole đồng or units). */
export const sum = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0);

/** What coverage looks at: a cart line, or a product in a catalogue list (which has no variant). */
export type Coverable = Pick<PricingLine, 'productId' | 'categoryIds'> & { infoId?: string };

const lists = (target: OfferTarget) =>
  [target.infoIds, target.productIds, target.categoryIds].some((list) => list?.length);

/** Whether `target` covers the line: it lists nothing, or lists the variant, product or a category. */
export function covers(target: OfferTarget, line: Coverable): boolean {
  if (!lists(target)) return true;
  return (
    (line.infoId !== undefined && (target.infoIds?.includes(line.infoId) ?? false)) ||
    (target.productIds?.includes(line.productId) ?? false) ||
    (line.categoryIds?.some((id) => target.categoryIds?.includes(id)) ?? false)
  );
}

/** The spec's `discountText`: `-10%` for a PERCENT offer, otherwise the đồng taken off. */
export function text(offer: { type: string; value: number } | null, amount: Dong, lang: Language) {
  if (offer?.type === 'PERCENT') return `-${percent(offer.value)}%`;
  return `-${formatVnd(amount, lang)}`;
}
