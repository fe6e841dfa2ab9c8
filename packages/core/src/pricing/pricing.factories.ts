import { expect } from 'vitest';
import { priceCart } from './engine.ts';
import type {
  LineOffer,
  Offer,
  OfferTarget,
  OfferWindow,
  PricedCart,
  PricingInput,
  PricingLine,
  VoucherOffer,
} from './offers.ts';

// Factories and the worked-example check shared by the pricing engine's tests (not exported by
// @lotus/core).

export const NOW = new Date('2026-11-23T03:00:00Z');

export const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  now: NOW,
  lang: 'vi',
  lines: [],
  shipping: null,
  freeShippingThreshold: 500_000,
  offers: [],
  ...overrides,
});

export const line = (
  infoId: string,
  quantity: number,
  price: number,
  salePrice: number | null = null,
  categoryIds?: string[],
): PricingLine => ({
  infoId,
  productId: `p-${infoId}`,
  ...(categoryIds ? { categoryIds } : {}),
  quantity,
  price,
  salePrice,
});

/** What a shopper sees of a priced cart, compact enough for a table of worked examples. */
const summary = (r: PricedCart) => ({
  units: r.lines.map((l) => l.unitPrice),
  adjustments: r.adjustments.map((a) => [a.reason, a.ref, a.amount, a.discountText]),
  itemsTotal: r.itemsTotal,
  subtotal: r.subtotal,
  discountTotal: r.discountTotal,
  grandTotal: r.grandTotal,
  promotion: r.promotion,
  voucher: r.voucher,
});

export interface Example {
  name: string;
  lines?: PricingLine[];
  offers: Offer[];
  shipping?: PricingInput['shipping'];
  expected: Partial<ReturnType<typeof summary>>;
}

/** Two units of a at 200.000 ₫: each unit's law floor is 100.000 ₫. */
export const TWO_A = [line('a', 2, 200_000)];
/** a: 2 × 100.000 ₫, b: 1 × 300.000 ₫. Subtotal 500.000 ₫; the law allows 250.000 ₫ off. */
export const CART = [line('a', 2, 100_000), line('b', 1, 300_000)];
export const GIFT = { infoId: 'g', productId: 'p-g', price: 50_000, quantity: 2 };

export const check = ({ lines = CART, offers, shipping = null, expected }: Example) =>
  expect(summary(priceCart(input({ lines, offers, shipping })))).toMatchObject(expected);

// Small offer factories: the figures that matter first, anything else in `more`.
interface More extends OfferTarget, OfferWindow {
  ref?: string;
  concentrated?: boolean;
  maxDiscount?: number | null;
  /** A PERCENT promotion's rounding unit (`Discount.roundTo`). */
  roundTo?: number;
}
type LineType = LineOffer['type'];
type DiscountType = 'PERCENT' | 'FIXED';

export const rule = (
  type: LineType,
  value: number,
  more: More & { roundTo?: number } = {},
): LineOffer => ({
  stage: 'PRICE_RULE',
  ref: 'r',
  type,
  value,
  ...more,
});
export const flash = (value: number, more: More & { maxUnits?: number } = {}): LineOffer => ({
  stage: 'FLASH_SALE',
  ref: 'f',
  type: 'FIXED_PRICE',
  value,
  ...more,
});
export const byQuantity = (
  min: number,
  type: DiscountType,
  value: number,
  more: More = {},
): Offer => ({
  stage: 'PROMOTION',
  kind: 'QUANTITY_BASED',
  ref: 'q',
  minQuantity: min,
  type,
  value,
  ...more,
});
export const byOrder = (
  min: number,
  type: DiscountType,
  value: number,
  more: More = {},
): Offer => ({
  stage: 'PROMOTION',
  kind: 'ORDER_BASED',
  ref: 'o',
  minSubtotal: min,
  type,
  value,
  ...more,
});
export const withGift = (
  more: More & { minQuantity?: number; minSubtotal?: number } = {},
): Offer => ({
  stage: 'PROMOTION',
  kind: 'GIFT_PRODUCT',
  ref: 'gift',
  gift: GIFT,
  ...more,
});
export const voucher = (
  type: VoucherOffer['type'],
  value: number,
  more: More & { minSubtotal?: number } = {},
): VoucherOffer => ({ stage: 'VOUCHER', ref: 'v', type, value, ...more });

export const onA = { productIds: ['p-a'] };
