import { type Dong, roundDong, roundDownTo } from '../money/money.ts';
import { active, covers, percent, sum, whole } from './offer-reading.ts';
import type {
  PricingInput,
  PricingLine,
  PromotionOffer,
  VoucherOffer,
  VoucherRefusal,
} from './offers.ts';

// Order discounts: steps 4–5 of `priceCart` (one promotion, one voucher) and the law's cut on them.

/** A shopper's line as the order steps see it: what covers it, and its total after steps 1–3. */
export interface Item {
  line: PricingLine;
  total: Dong;
}

/**
 * What a discount takes off `base` (the total of `units` units): PERCENT of it rounded down (or,
 * with `roundTo`, enough more that what is left is a multiple of the unit), FIXED đồng, or
 * QUANTITY đồng a unit; within `maxDiscount` when set, and never more than `base`.
 */
function discountAmount(
  offer: {
    type: 'PERCENT' | 'FIXED' | 'QUANTITY';
    value: number;
    maxDiscount?: Dong | null;
    roundTo?: Dong;
  },
  base: Dong,
  units: number,
): Dong {
  const percentOff = roundDong((base * percent(offer.value)) / 100);
  const raw =
    offer.type === 'PERCENT'
      ? base - roundDownTo(base - percentOff, offer.roundTo ?? 1)
      : offer.type === 'FIXED'
        ? whole(offer.value)
        : whole(offer.value) * units;
  const cap = offer.maxDiscount == null ? base : whole(offer.maxDiscount);
  return Math.min(raw, cap, base);
}

/** `amount` cut to the room the law leaves; a concentrated programme is not cut. */
const withinLaw = (offer: { concentrated?: boolean }, amount: Dong, room: Dong): Dong =>
  offer.concentrated ? amount : Math.min(amount, room);

/** ⌊a × b / c⌋ exactly (a product of two order totals can pass 2^53). */
const mulDiv = (a: number, b: number, c: number): Dong =>
  Number((BigInt(a) * BigInt(b)) / BigInt(c));

/** A promotion whose condition the cart meets, and what it gives. */
interface PromotionWin {
  offer: PromotionOffer;
  /** Đồng off the order, within the law (0 for a gift). */
  discount: Dong;
  /** The lines (by index) the discount is taken from, and their total. */
  from: readonly boolean[];
  base: Dong;
  /** A gift's list price × quantity (0 for a discount). */
  giftWorth: Dong;
}

const worth = (win: PromotionWin) => win.discount + win.giftWorth;

/** What `offer` gives this cart, or null when the cart does not meet its condition. */
function promotionWin(offer: PromotionOffer, items: readonly Item[], room: Dong) {
  const covered = items.map((item) => covers(offer, item.line));
  const units = sum(items.filter((_, i) => covered[i]).map((item) => item.line.quantity));
  const coveredTotal = sum(items.filter((_, i) => covered[i]).map((item) => item.total));
  const subtotal = sum(items.map((item) => item.total));
  switch (offer.kind) {
    case 'QUANTITY_BASED': {
      if (units < whole(offer.minQuantity)) return null;
      const discount = withinLaw(offer, discountAmount(offer, coveredTotal, units), room);
      return { offer, discount, from: covered, base: coveredTotal, giftWorth: 0 };
    }
    case 'ORDER_BASED': {
      if (subtotal < whole(offer.minSubtotal)) return null;
      const discount = withinLaw(offer, discountAmount(offer, subtotal, units), room);
      return { offer, discount, from: items.map(() => true), base: subtotal, giftWorth: 0 };
    }
    case 'GIFT_PRODUCT': {
      const enough =
        units >= whole(offer.minQuantity ?? 1) && subtotal >= whole(offer.minSubtotal ?? 0);
      if (!enough) return null;
      const giftWorth = whole(offer.gift.price) * whole(offer.gift.quantity);
      return { offer, discount: 0, from: items.map(() => false), base: 0, giftWorth };
    }
  }
}

/** Of the active promotions the cart meets, the one worth most (the first, on a tie), if any. */
export function choosePromotion(input: PricingInput, items: readonly Item[], room: Dong) {
  if (items.length === 0) return null;
  let best: PromotionWin | null = null;
  for (const offer of input.offers) {
    if (offer.stage !== 'PROMOTION' || !active(offer, input.now)) continue;
    const win = promotionWin(offer, items, room);
    if (win && worth(win) > (best ? worth(best) : 0)) best = win;
  }
  return best;
}

/**
 * What the voucher may take off: the covered lines' total less their share of the promotion's
 * discount, which spreads over the lines it was taken from in proportion to their totals (what is
 * left is rounded down, so the voucher never counts a đồng the promotion took); never more than
 * what is left of the order.
 */
function voucherBase(
  items: readonly Item[],
  covered: readonly boolean[],
  win: PromotionWin | null,
) {
  let shared = 0;
  let alone = 0;
  items.forEach((item, i) => {
    if (!covered[i]) return;
    if (win?.from[i]) shared += item.total;
    else alone += item.total;
  });
  if (!win || win.discount === 0) return shared + alone;
  const subtotal = sum(items.map((item) => item.total));
  const left = alone + mulDiv(shared, win.base - win.discount, win.base);
  return Math.min(left, subtotal - win.discount);
}

/** The voucher's verdict: what it takes off, or why it takes nothing. */
export function voucherVerdict(
  voucher: VoucherOffer,
  items: readonly Item[],
  win: PromotionWin | null,
  room: Dong,
): { amount: Dong; refusal: VoucherRefusal | null } {
  const covered = items.map((item) => covers(voucher, item.line));
  if (!covered.includes(true)) return { amount: 0, refusal: 'VOUCHER_NOT_APPLICABLE' };
  const afterPromotion = sum(items.map((item) => item.total)) - (win?.discount ?? 0);
  if (afterPromotion < whole(voucher.minSubtotal)) {
    return { amount: 0, refusal: 'VOUCHER_BELOW_MINIMUM' };
  }
  const units = sum(items.filter((_, i) => covered[i]).map((item) => item.line.quantity));
  const amount = discountAmount(voucher, voucherBase(items, covered, win), units);
  return { amount: withinLaw(voucher, amount, room), refusal: null };
}
