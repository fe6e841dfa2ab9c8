import type { DeliveryMethod, ShippingZone } from '../checkout/shipping.ts';
import { shippingFee } from '../checkout/shipping.ts';
import type { Language } from '../i18n/language.ts';
import { type Dong, formatVnd, roundDong } from '../money/money.ts';
import { discountPercent, effectivePrice } from './price.ts';

/** Why an amount was taken off: the reason code every adjustment carries. */
export const ADJUSTMENT_REASONS = [
  'SALE_PRICE',
  'PRICE_RULE',
  'FLASH_SALE',
  'PROMOTION',
  'VOUCHER',
  'FREE_SHIPPING',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** A cart line joined with its catalogue prices (whole đồng). */
export interface PricingLine {
  /** The variant. */
  infoId: string;
  productId: string;
  /** A whole number above 0. */
  quantity: number;
  /** The catalogue price, above 0. */
  price: Dong;
  /** The sale price, when the product has one (it counts only below the price). */
  salePrice: Dong | null;
}

/** When an offer applies; an open end is unbounded. */
export interface OfferWindow {
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/**
 * An offer on the unit price of some lines: a price rule (spec types PERCENT, FIXED_PRICE,
 * SUBTRACT) or a flash-sale price. It applies to the listed variants or products (neither list
 * means every line).
 */
export interface LineOffer extends OfferWindow {
  stage: 'PRICE_RULE' | 'FLASH_SALE';
  /** The rule's or flash sale's id, kept on the adjustment. */
  ref: string;
  infoIds?: readonly string[];
  productIds?: readonly string[];
  type: 'PERCENT' | 'FIXED_PRICE' | 'SUBTRACT';
  /** A percentage (0–100) for PERCENT, otherwise đồng. */
  value: number;
}

/**
 * An offer on the merchandise subtotal: a promotion, or the one voucher (spec discount types
 * PERCENT and FIXED), with an optional cap and minimum order.
 */
export interface OrderOffer extends OfferWindow {
  stage: 'PROMOTION' | 'VOUCHER';
  ref: string;
  type: 'PERCENT' | 'FIXED';
  /** A percentage (0–100) for PERCENT, otherwise đồng. */
  value: number;
  /** The most it may take off (PERCENT), in đồng. */
  maxDiscount?: Dong | null;
  /** The merchandise total it needs, in đồng (compared before this offer applies). */
  minSubtotal?: Dong | null;
}

export type Offer = LineOffer | OrderOffer;

/**
 * Everything a price depends on. The shape is final: later features fill `offers` (price rules,
 * flash-sale prices, promotions, one voucher); today the checkout passes none.
 */
export interface PricingInput {
  /** The instant to price at (offers outside their window are ignored). */
  now: Date;
  /** Only formats `discountText`. */
  lang: Language;
  lines: readonly PricingLine[];
  /** Where and how the order travels; null when not chosen yet (the cart page): no fee. */
  shipping: { method: DeliveryMethod; zone: ShippingZone } | null;
  /** From the shop's settings; null means shipping is never free. */
  freeShippingThreshold: Dong | null;
  offers: readonly Offer[];
}

/** An amount taken off, why, and the spec's `discountText` (e.g. `-10%`, `-50.000 ₫`). */
export interface Adjustment {
  reason: AdjustmentReason;
  /** The offer's id (null for the catalogue's sale price and free shipping). */
  ref: string | null;
  /** The line it belongs to, or null for the order and its shipping. */
  infoId: string | null;
  /** Đồng taken off: for a line, off the whole line; always above 0. */
  amount: Dong;
  discountText: string;
}

export interface PricedLine {
  infoId: string;
  productId: string;
  quantity: number;
  /** The catalogue price before any adjustment. */
  listPrice: Dong;
  /** What one unit costs after every line adjustment. */
  unitPrice: Dong;
  /** unitPrice × quantity. */
  lineTotal: Dong;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Every adjustment, in the order it was applied. */
  adjustments: Adjustment[];
  /** Σ listPrice × quantity. */
  itemsTotal: Dong;
  /** Σ lineTotal (itemsTotal less the line adjustments). */
  subtotal: Dong;
  /** Σ of the order adjustments (promotion, voucher). */
  discountTotal: Dong;
  /** The fee before free shipping (0 when no shipping is chosen). */
  baseShippingFee: Dong;
  /** What the shopper pays for shipping. */
  shippingFee: Dong;
  /** subtotal − discountTotal + shippingFee. */
  grandTotal: Dong;
  freeShipping: {
    threshold: Dong | null;
    /** How much more merchandise would make shipping free (0 once it is). */
    remaining: Dong;
    /** Whether the merchandise total reaches the threshold. */
    reached: boolean;
  };
}

const active = (offer: OfferWindow, now: Date) =>
  (!offer.startsAt || offer.startsAt.getTime() <= now.getTime()) &&
  (!offer.endsAt || now.getTime() < offer.endsAt.getTime());

const covers = (offer: LineOffer, line: PricingLine) =>
  (!offer.infoIds && !offer.productIds) ||
  (offer.infoIds?.includes(line.infoId) ?? false) ||
  (offer.productIds?.includes(line.productId) ?? false);

const clampDong = (amount: number, max: Dong): Dong =>
  Math.max(0, Math.min(max, roundDong(amount)));

/** The unit price an offer gives from `unit`, never above it nor below 0. */
function offerUnitPrice(offer: LineOffer, unit: Dong): Dong {
  switch (offer.type) {
    case 'PERCENT':
      return unit - clampDong((unit * Math.min(100, Math.max(0, offer.value))) / 100, unit);
    case 'FIXED_PRICE':
      return Math.min(unit, Math.max(0, Math.floor(offer.value)));
    case 'SUBTRACT':
      return unit - clampDong(offer.value, unit);
  }
}

/** What an order offer takes off `base`, within its cap and never more than `base`. */
function orderOfferAmount(offer: OrderOffer, base: Dong): Dong {
  const raw =
    offer.type === 'PERCENT' ? (base * Math.min(100, Math.max(0, offer.value))) / 100 : offer.value;
  const capped = offer.maxDiscount == null ? raw : Math.min(raw, Math.max(0, offer.maxDiscount));
  return clampDong(capped, base);
}

function text(offer: { type: string; value: number } | null, amount: Dong, lang: Language) {
  if (offer?.type === 'PERCENT') return `-${offer.value}%`;
  return `-${formatVnd(amount, lang)}`;
}

function checkLine(line: PricingLine): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    throw new RangeError(`quantity of ${line.infoId} must be a whole number above 0`);
  }
  if (!Number.isSafeInteger(line.price) || line.price <= 0) {
    throw new RangeError(`price of ${line.infoId} must be whole đồng above 0`);
  }
  if (line.salePrice !== null && !Number.isSafeInteger(line.salePrice)) {
    throw new RangeError(`sale price of ${line.infoId} must be whole đồng`);
  }
}

/**
 * Prices a cart: the one pure function both the web (instant feedback) and the server (the final
 * answer) run. Adjustments apply in this order, each on the result of the one before:
 *
 * 1. `SALE_PRICE`: the catalogue's sale price, when below the price (core's `effectivePrice`).
 * 2. `PRICE_RULE`: of the active rules covering a line, the one giving the lowest unit price.
 * 3. `FLASH_SALE`: of the active flash prices covering a line, the lowest, when it is lower still.
 *    (Line stages never raise a price and never go below 0; `subtotal` is the sum of the lines.)
 * 4. `PROMOTION`: of the active promotions whose minimum the subtotal reaches, the one taking
 *    off most, on the subtotal.
 * 5. `VOUCHER`: the first active voucher offer whose minimum is reached (one voucher per order),
 *    on what is left after the promotion.
 * 6. `FREE_SHIPPING`: the zone's fee for the delivery method, waived when the merchandise total
 *    after 4 and 5 reaches the shop's threshold.
 *
 * Every figure is whole đồng (percentages round down what is taken off); nothing is negative;
 * `grandTotal = subtotal − discountTotal + shippingFee` exactly. Same input, same output.
 */
export function priceCart(input: PricingInput): PricedCart {
  const { now, lang } = input;
  const adjustments: Adjustment[] = [];
  const lineOffers = input.offers.filter(
    (o): o is LineOffer => (o.stage === 'PRICE_RULE' || o.stage === 'FLASH_SALE') && active(o, now),
  );

  const lines = input.lines.map((line): PricedLine => {
    checkLine(line);
    let unit = effectivePrice(line.price, line.salePrice);
    if (unit < line.price) {
      adjustments.push({
        reason: 'SALE_PRICE',
        ref: null,
        infoId: line.infoId,
        amount: (line.price - unit) * line.quantity,
        discountText: `-${discountPercent(line.price, line.salePrice)}%`,
      });
    }
    for (const stage of ['PRICE_RULE', 'FLASH_SALE'] as const) {
      let best: { offer: LineOffer; price: Dong } | null = null;
      for (const offer of lineOffers) {
        if (offer.stage !== stage || !covers(offer, line)) continue;
        const price = offerUnitPrice(offer, unit);
        if (price < unit && (!best || price < best.price)) best = { offer, price };
      }
      if (best) {
        adjustments.push({
          reason: stage,
          ref: best.offer.ref,
          infoId: line.infoId,
          amount: (unit - best.price) * line.quantity,
          discountText: text(best.offer, (unit - best.price) * line.quantity, lang),
        });
        unit = best.price;
      }
    }
    return {
      infoId: line.infoId,
      productId: line.productId,
      quantity: line.quantity,
      listPrice: line.price,
      unitPrice: unit,
      lineTotal: unit * line.quantity,
    };
  });

  const itemsTotal = lines.reduce((sum, l) => sum + l.listPrice * l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);

  let remaining = subtotal;
  const orderOffers = input.offers.filter(
    (o): o is OrderOffer => (o.stage === 'PROMOTION' || o.stage === 'VOUCHER') && active(o, now),
  );
  const reaches = (o: OrderOffer, base: Dong) => base > 0 && base >= (o.minSubtotal ?? 0);
  let promotion: { offer: OrderOffer; amount: Dong } | null = null;
  for (const offer of orderOffers) {
    if (offer.stage !== 'PROMOTION' || !reaches(offer, remaining)) continue;
    const amount = orderOfferAmount(offer, remaining);
    if (amount > 0 && (!promotion || amount > promotion.amount)) promotion = { offer, amount };
  }
  if (promotion) {
    adjustments.push({
      reason: 'PROMOTION',
      ref: promotion.offer.ref,
      infoId: null,
      amount: promotion.amount,
      discountText: text(promotion.offer, promotion.amount, lang),
    });
    remaining -= promotion.amount;
  }
  const voucher = orderOffers.find((o) => o.stage === 'VOUCHER' && reaches(o, remaining));
  if (voucher) {
    const amount = orderOfferAmount(voucher, remaining);
    if (amount > 0) {
      adjustments.push({
        reason: 'VOUCHER',
        ref: voucher.ref,
        infoId: null,
        amount,
        discountText: text(voucher, amount, lang),
      });
      remaining -= amount;
    }
  }
  const discountTotal = subtotal - remaining;

  const threshold = input.freeShippingThreshold;
  const reached = threshold !== null && remaining > 0 && remaining >= threshold;
  const baseShippingFee = input.shipping
    ? shippingFee(input.shipping.zone, input.shipping.method)
    : 0;
  let fee = baseShippingFee;
  if (reached && baseShippingFee > 0) {
    adjustments.push({
      reason: 'FREE_SHIPPING',
      ref: null,
      infoId: null,
      amount: baseShippingFee,
      discountText: text(null, baseShippingFee, lang),
    });
    fee = 0;
  }

  return {
    lines,
    adjustments,
    itemsTotal,
    subtotal,
    discountTotal,
    baseShippingFee,
    shippingFee: fee,
    grandTotal: remaining + fee,
    freeShipping: {
      threshold,
      remaining: threshold === null ? 0 : Math.max(0, threshold - remaining),
      reached,
    },
  };
}
