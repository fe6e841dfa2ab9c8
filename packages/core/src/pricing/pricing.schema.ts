import { z } from 'zod';
import { ADJUSTMENT_REASONS, type Offer, type PricedCart, VOUCHER_REFUSALS } from './offers.ts';

const dong = z.number().int();

export const adjustmentSchema = z.object({
  reason: z.enum(ADJUSTMENT_REASONS),
  ref: z.string().nullable(),
  infoId: z.string().nullable(),
  amount: dong,
  discountText: z.string(),
  /** See `Adjustment.name`: both languages, or (older orders) the order's language. */
  name: z.union([z.string(), z.object({ vi: z.string(), en: z.string() })]).optional(),
});

/** The pricing engine's answer as the API sends it (see `priceCart`). */
export const pricedCartSchema = z.object({
  lines: z.array(
    z.object({
      infoId: z.string(),
      productId: z.string(),
      quantity: z.number().int(),
      listPrice: dong,
      unitPrice: dong,
      lineTotal: dong,
      giftOf: z.string().nullable(),
    }),
  ),
  adjustments: z.array(adjustmentSchema),
  itemsTotal: dong,
  subtotal: dong,
  discountTotal: dong,
  baseShippingFee: dong,
  shippingFee: dong,
  grandTotal: dong,
  freeShipping: z.object({
    threshold: dong.nullable(),
    remaining: dong,
    reached: z.boolean(),
  }),
  promotion: z.object({ ref: z.string(), amount: dong, discountText: z.string() }).nullable(),
  voucher: z
    .object({ ref: z.string(), amount: dong, refusal: z.enum(VOUCHER_REFUSALS).nullable() })
    .nullable(),
}) satisfies z.ZodType<PricedCart, unknown>;

const amount = z.number().int().min(0);
const units = z.number().int().min(0);
/** A PERCENT offer's value is a percentage; any other's is đồng. */
const percentAtMost100 = (offer: { type: string; value: number }) =>
  offer.type !== 'PERCENT' || offer.value <= 100;
const percentRule = { message: 'InvalidValue', path: ['value'] };

/** What every offer carries besides its window (the server sends only offers in force). */
const offerBase = {
  ref: z.string(),
  concentrated: z.boolean().optional(),
  infoIds: z.array(z.string()).optional(),
  productIds: z.array(z.string()).optional(),
  categoryIds: z.array(z.string()).optional(),
};

const lineOfferSchema = z
  .object({
    ...offerBase,
    stage: z.enum(['PRICE_RULE', 'FLASH_SALE']),
    type: z.enum(['PERCENT', 'FIXED_PRICE', 'SUBTRACT']),
    value: amount,
    maxUnits: units.nullish(),
    roundTo: z.number().int().min(1).optional(),
  })
  .refine(percentAtMost100, percentRule);

const discount = {
  type: z.enum(['PERCENT', 'FIXED']),
  value: amount,
  maxDiscount: amount.nullish(),
  roundTo: z.number().int().min(1).optional(),
};

const promotionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...offerBase,
      ...discount,
      stage: z.literal('PROMOTION'),
      kind: z.literal('QUANTITY_BASED'),
      minQuantity: units,
    })
    .refine(percentAtMost100, percentRule),
  z
    .object({
      ...offerBase,
      ...discount,
      stage: z.literal('PROMOTION'),
      kind: z.literal('ORDER_BASED'),
      minSubtotal: amount,
    })
    .refine(percentAtMost100, percentRule),
  z.object({
    ...offerBase,
    stage: z.literal('PROMOTION'),
    kind: z.literal('GIFT_PRODUCT'),
    minQuantity: units.nullish(),
    minSubtotal: amount.nullish(),
    gift: z.object({
      infoId: z.string(),
      productId: z.string(),
      price: amount,
      quantity: z.number().int().min(1),
    }),
  }),
]);

const voucherOfferSchema = z
  .object({
    ...offerBase,
    stage: z.literal('VOUCHER'),
    type: z.enum(['PERCENT', 'FIXED', 'QUANTITY']),
    value: amount,
    maxDiscount: amount.nullish(),
    minSubtotal: amount.nullish(),
  })
  .refine(percentAtMost100, percentRule);

/**
 * An offer in force as the API sends it to the web (no window: the server sends only offers in
 * force at the instant it priced), so the web can run `priceCart` again for instant feedback.
 * Figures are whole and not negative, percentages at most 100; the engine still reads every
 * figure defensively.
 */
const referralOfferSchema = z
  .object({
    ref: z.string(),
    concentrated: z.boolean().optional(),
    stage: z.literal('REFERRAL'),
    type: z.enum(['PERCENT', 'FIXED']),
    value: amount,
    maxDiscount: amount.nullish(),
    minSubtotal: amount.nullish(),
  })
  .refine(percentAtMost100, percentRule);

export const offerSchema = z.discriminatedUnion('stage', [
  lineOfferSchema,
  promotionSchema,
  voucherOfferSchema,
  referralOfferSchema,
]) satisfies z.ZodType<Offer, unknown>;
