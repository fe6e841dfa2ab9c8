import {
  ADJUSTMENT_REASONS,
  adjustmentName,
  adjustmentText,
  type Adjustment,
  type AdjustmentReason,
  type Dong,
  type Language,
} from '@lotus/core';

/** What a summary row shows of an adjustment. */
export type ShownAdjustment = Pick<Adjustment, 'reason' | 'amount' | 'discountText' | 'infoId'> &
  Partial<Pick<Adjustment, 'ref' | 'name'>>;

/** One row of a price summary: the amounts one programme took off, for one reason. */
export interface AdjustmentRow {
  key: string;
  reason: Exclude<AdjustmentReason, 'FREE_SHIPPING'>;
  /** A promotion's gift (a line at 0 ₫), rather than money off. */
  gift: boolean;
  /** The programme's name (as an order keeps it, or by its `ref` in `names`), when known. */
  name: string | null;
  /** The programme's `discountText` (`-10%`), when its adjustments share one. */
  discountText: string | null;
  /** Đồng taken off, the adjustments of the row added up. */
  amount: Dong;
}

/**
 * The rows a price summary lists between the items' total and the amount paid: each
 * programme's adjustments added up, those of one name together (a flash sale's items over three
 * lines are one row), in the order the engine applies them (sale prices, price rules, flash
 * sales, the promotion or its gift, the voucher). Free shipping is left out: the shipping row
 * shows it. The rows add up to what the adjustments take off the merchandise, so
 * `itemsTotal − Σ rows = subtotal − discountTotal`. Names and texts read in `lang` (an order
 * keeps those of the day it was placed: core's `adjustmentName` and `adjustmentText`).
 */
export function adjustmentRows(
  adjustments: readonly ShownAdjustment[],
  names: Readonly<Record<string, string>>,
  lang: Language,
): AdjustmentRow[] {
  const rows = new Map<string, AdjustmentRow & { texts: Set<string> }>();
  for (const adjustment of adjustments) {
    if (adjustment.reason === 'FREE_SHIPPING') continue;
    const ref = adjustment.ref ?? null;
    const name = adjustmentName(adjustment.name, lang) ?? (ref ? names[ref] : undefined) ?? null;
    // A promotion's line adjustment is its gift; its order adjustment is money off.
    const gift = adjustment.reason === 'PROMOTION' && adjustment.infoId !== null;
    const key = `${adjustment.reason}:${name ?? ref ?? ''}:${gift ? 'gift' : ''}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        key,
        reason: adjustment.reason,
        gift,
        name,
        discountText: null,
        amount: 0,
        texts: new Set(),
      };
      rows.set(key, row);
    }
    row.amount += adjustment.amount;
    row.texts.add(adjustmentText(adjustment, lang));
  }
  const order = (row: AdjustmentRow) => ADJUSTMENT_REASONS.indexOf(row.reason);
  return [...rows.values()]
    .filter((row) => row.amount > 0)
    .sort((a, b) => order(a) - order(b))
    .map(({ texts, ...row }) => ({
      ...row,
      // A gift's text is its worth, which the amount already says.
      discountText: !row.gift && texts.size === 1 ? [...texts][0]! : null,
    }));
}

/** The adjustments of one line (its own sale price, price rule, flash sale), by variant. */
export function lineAdjustments<A extends ShownAdjustment>(
  adjustments: readonly A[],
  infoId: string,
): A[] {
  return adjustments.filter(
    (a) =>
      a.infoId === infoId &&
      (a.reason === 'SALE_PRICE' || a.reason === 'PRICE_RULE' || a.reason === 'FLASH_SALE'),
  );
}
