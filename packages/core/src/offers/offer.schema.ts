import { z } from 'zod';
import { imageSchema } from '../catalog/catalog.schema.ts';
import { pricedCartSchema } from '../pricing/pricing.schema.ts';
import { pageQueryOf } from '../http/pagination.ts';
import { wholeNumber } from '../http/input.ts';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes.ts';

/** Price-rule types (spec section 3). */
export const PRICE_RULE_TYPES = ['PERCENT', 'FIXED_PRICE', 'SUBTRACT'] as const;
export type PriceRuleType = (typeof PRICE_RULE_TYPES)[number];

/** Promotion types (spec section 3). */
export const PROMOTION_TYPES = ['QUANTITY_BASED', 'ORDER_BASED', 'GIFT_PRODUCT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Discount types (spec section 3): a voucher's; a promotion takes PERCENT or FIXED. */
export const DISCOUNT_TYPES = ['PERCENT', 'FIXED', 'QUANTITY'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Period markers (spec section 3): running now, the next one, none. */
export const PERIODS = ['CURRENT', 'NEXT', 'NONE'] as const;
export type Period = (typeof PERIODS)[number];

/** Where a programme stands at an instant: the back office's badge. */
export const OFFER_STATES = ['SCHEDULED', 'RUNNING', 'ENDED', 'STOPPED'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/**
 * A programme's state at `now`: stopped by an operator, not started, running (`startsAt` ≤ now <
 * `endsAt`), or over. The engine's window rule, said once for every kind.
 */
export function offerState(
  offer: { startsAt: Date; endsAt: Date; stoppedAt: Date | null },
  now: Date,
): OfferState {
  if (offer.stoppedAt && offer.stoppedAt.getTime() <= now.getTime()) return 'STOPPED';
  if (now.getTime() < offer.startsAt.getTime()) return 'SCHEDULED';
  return now.getTime() < offer.endsAt.getTime() ? 'RUNNING' : 'ENDED';
}

/**
 * The next instant after `now` at which `offerState` may change (the start, the end or a stop
 * still to come), or null when none is: until then the programme stays as it is by the clock.
 */
export function nextOfferChange(
  offer: { startsAt: Date; endsAt: Date; stoppedAt: Date | null },
  now: Date,
): Date | null {
  const later = [offer.startsAt, offer.endsAt, offer.stoppedAt].filter(
    (instant): instant is Date => instant !== null && instant.getTime() > now.getTime(),
  );
  return later.length > 0 ? new Date(Math.min(...later.map((instant) => instant.getTime()))) : null;
}

const iso = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong');
const ids = z.array(z.uuid()).max(500).default([]);

/** A window as an operator sets it: start before end. */
const windowed = <S extends z.ZodObject<{ startsAt: typeof iso; endsAt: typeof iso }>>(schema: S) =>
  schema.refine((w) => Date.parse(w.startsAt) < Date.parse(w.endsAt), {
    message: 'EndBeforeStart',
    path: ['endsAt'],
  });

// ---------------------------------------------------------------- flash sales

/** A flash-sale session as the storefront shows it. */
export const flashSaleInfoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startsAt: iso,
  endsAt: iso,
});
export type FlashSaleInfo = z.infer<typeof flashSaleInfoSchema>;

/**
 * `GET /api/flash-sale/current-flash-sale` (spec section 4, Flash sale info): `type` CURRENT when
 * one runs, else NEXT when one is scheduled, else null. `serverTime` lets a countdown end at the
 * server's end time whatever the shopper's clock says.
 */
export const currentFlashSaleSchema = z.object({
  type: z.enum(['CURRENT', 'NEXT']).nullable(),
  currentFlashSale: flashSaleInfoSchema.nullable(),
  nextFlashSale: flashSaleInfoSchema.nullable(),
  serverTime: iso,
});
export type CurrentFlashSale = z.infer<typeof currentFlashSaleSchema>;

/** `GET /api/flash-sale/today-flash-sale`: today's sessions (Vietnam's day), with their period. */
export const todayFlashSaleSchema = z.object({
  sessions: z.array(flashSaleInfoSchema.extend({ period: z.enum(PERIODS) })),
  serverTime: iso,
});
export type TodayFlashSale = z.infer<typeof todayFlashSaleSchema>;

/** `POST /api/flash-sale-product/public/list`: one session's products (default: the running one). */
export const flashSaleProductQuerySchema = pageQueryOf(20).extend({
  flashSaleId: z.uuid().optional(),
});
export type FlashSaleProductQuery = z.infer<typeof flashSaleProductQuerySchema>;

/** A product of a flash sale, with what is left of its quota. */
export const flashSaleProductSchema = z.object({
  id: z.uuid(),
  flashSaleId: z.uuid(),
  /** The variant the flash price is for, or null for every variant of the product. */
  infoId: z.uuid().nullable(),
  product: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    image: imageSchema.nullable(),
    price: z.number().int(),
    salePrice: z.number().int().nullable(),
  }),
  flashPrice: z.number().int(),
  discountPercent: z.number().int(),
  quota: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  perCustomerLimit: z.number().int(),
  startsAt: iso,
  endsAt: iso,
});
export type FlashSaleProduct = z.infer<typeof flashSaleProductSchema>;

/** A product page's flash sale: the running session's offer for it, or null. */
export const productFlashSaleSchema = z.object({
  flashSale: flashSaleProductSchema.nullable(),
  serverTime: iso,
});
export type ProductFlashSale = z.infer<typeof productFlashSaleSchema>;

// ---------------------------------------------------------------- promotions

export const promotionInfoSchema = z.object({
  id: z.uuid(),
  type: z.enum(PROMOTION_TYPES),
  name: z.string(),
  /** A sentence a shopper understands ("Mua 3 giảm 10%"), in the request's language. */
  description: z.string(),
  startsAt: iso,
  endsAt: iso,
});
export type PromotionInfo = z.infer<typeof promotionInfoSchema>;

/** The spec's `promotionInfo`: the running promotions and the next one. */
export const currentPromotionSchema = z.object({
  type: z.enum(['CURRENT', 'NEXT']).nullable(),
  currentPromotion: promotionInfoSchema.nullable(),
  nextPromotion: promotionInfoSchema.nullable(),
  /** Every promotion running now (the first is `currentPromotion`). */
  current: z.array(promotionInfoSchema),
});
export type CurrentPromotion = z.infer<typeof currentPromotionSchema>;

// ---------------------------------------------------------------- vouchers

/** A voucher as a shopper sees it. */
export const voucherSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** What it gives and needs, in a sentence, in the request's language. */
  description: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  /** True when it covers only some products or categories. */
  restricted: z.boolean(),
  isPublic: z.boolean(),
  startsAt: iso,
  endsAt: iso,
  /** Uses left for everyone, or null when unlimited. */
  usesLeft: z.number().int().nullable(),
  perCustomerLimit: z.number().int(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** `POST /api/voucher/public/list`: public vouchers running or coming, soonest ending first. */
export const voucherListQuerySchema = pageQueryOf(20);

/** Where one of my vouchers stands for me. */
export const MY_VOUCHER_STATES = [
  'USABLE',
  'NOT_STARTED',
  'EXPIRED',
  'USED_UP',
  'ALREADY_USED',
] as const;

/** `GET /api/voucher/my-voucher`: a voucher in my wallet, with my uses. */
export const myVoucherSchema = voucherSchema.extend({
  used: z.number().int(),
  state: z.enum(MY_VOUCHER_STATES),
});
export type MyVoucher = z.infer<typeof myVoucherSchema>;

/** A voucher code as a shopper types it: trimmed, upper-cased. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .max(40, 'TextTooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'InvalidVoucherCode')
  .transform((code) => code.toUpperCase());

/** The checkout's verdict on the voucher it was given: applied (and how much), or why not. */
export const voucherCheckSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  amount: z.number().int(),
  /** The refusal's code (one of the VOUCHER_* errors), or null when applied. */
  refusal: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]).nullable(),
});
export type VoucherCheck = z.infer<typeof voucherCheckSchema>;

// ---------------------------------------------------------------- back office

const programme = {
  nameVi: text(200),
  nameEn: text(200),
  startsAt: iso,
  endsAt: iso,
  /** A concentrated promotion programme may discount up to 100 % (otherwise 50 %). */
  concentrated: z.boolean().default(false),
};
const coverage = { productIds: ids, categoryIds: ids };
const percentOrMoney = wholeNumber(0);

export const priceRuleInputSchema = windowed(
  z.object({ ...programme, ...coverage, type: z.enum(PRICE_RULE_TYPES), value: percentOrMoney }),
)
  .refine((r) => r.type !== 'PERCENT' || r.value <= 100, {
    message: 'InvalidValue',
    path: ['value'],
  })
  .refine((r) => r.productIds.length + r.categoryIds.length > 0, {
    message: 'FieldIsNotEmpty',
    path: ['productIds'],
  });
export type PriceRuleInput = z.infer<typeof priceRuleInputSchema>;

export const flashSaleItemInputSchema = z.object({
  productId: z.uuid(),
  infoId: z.uuid().nullable().default(null),
  flashPrice: wholeNumber(1),
  quota: wholeNumber(1),
  perCustomerLimit: wholeNumber(1, 1000).default(1),
});

export const flashSaleInputSchema = windowed(
  z.object({
    ...programme,
    items: z.array(flashSaleItemInputSchema).min(1, 'FieldIsNotEmpty').max(200),
  }),
);
export type FlashSaleInput = z.infer<typeof flashSaleInputSchema>;

export const promotionInputSchema = windowed(
  z.object({
    ...programme,
    ...coverage,
    type: z.enum(PROMOTION_TYPES),
    discountType: z.enum(['PERCENT', 'FIXED']).default('PERCENT'),
    value: percentOrMoney.default(0),
    maxDiscount: wholeNumber(1).nullable().default(null),
    minQuantity: wholeNumber(1, 1000).nullable().default(null),
    minSubtotal: wholeNumber(0).nullable().default(null),
    giftInfoId: z.uuid().nullable().default(null),
    giftQuantity: wholeNumber(1, 100).default(1),
  }),
)
  .refine((p) => p.discountType !== 'PERCENT' || p.value <= 100, {
    message: 'InvalidValue',
    path: ['value'],
  })
  .refine((p) => p.type !== 'QUANTITY_BASED' || p.minQuantity !== null, {
    message: 'FieldIsNotEmpty',
    path: ['minQuantity'],
  })
  .refine((p) => p.type !== 'ORDER_BASED' || p.minSubtotal !== null, {
    message: 'FieldIsNotEmpty',
    path: ['minSubtotal'],
  })
  .refine((p) => p.type !== 'GIFT_PRODUCT' || p.giftInfoId !== null, {
    message: 'FieldIsNotEmpty',
    path: ['giftInfoId'],
  })
  .refine((p) => p.type === 'GIFT_PRODUCT' || p.value > 0, {
    message: 'InvalidValue',
    path: ['value'],
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const voucherInputSchema = windowed(
  z.object({
    ...programme,
    ...coverage,
    code: voucherCodeSchema,
    descriptionVi: z.string().trim().max(500, 'TextTooLong').default(''),
    descriptionEn: z.string().trim().max(500, 'TextTooLong').default(''),
    type: z.enum(DISCOUNT_TYPES),
    value: wholeNumber(1),
    maxDiscount: wholeNumber(1).nullable().default(null),
    minSubtotal: wholeNumber(0).default(0),
    isPublic: z.boolean().default(true),
    totalLimit: wholeNumber(1).nullable().default(null),
    perCustomerLimit: wholeNumber(1, 1000).default(1),
  }),
).refine((v) => v.type !== 'PERCENT' || v.value <= 100, {
  message: 'InvalidValue',
  path: ['value'],
});
export type VoucherInput = z.infer<typeof voucherInputSchema>;

/** Fields every back-office programme shows. */
const portalProgramme = {
  id: z.uuid(),
  nameVi: z.string(),
  nameEn: z.string(),
  startsAt: iso,
  endsAt: iso,
  stoppedAt: iso.nullable(),
  concentrated: z.boolean(),
  state: z.enum(OFFER_STATES),
};

export const portalPriceRuleSchema = z.object({
  ...portalProgramme,
  productIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  type: z.enum(PRICE_RULE_TYPES),
  value: z.number().int(),
});
export type PortalPriceRule = z.infer<typeof portalPriceRuleSchema>;

export const portalFlashSaleSchema = z.object({
  ...portalProgramme,
  items: z.array(
    flashSaleItemInputSchema.extend({
      id: z.uuid(),
      productName: z.string(),
      infoId: z.uuid().nullable(),
      perCustomerLimit: z.number().int(),
      sold: z.number().int(),
    }),
  ),
});
export type PortalFlashSale = z.infer<typeof portalFlashSaleSchema>;

export const portalPromotionSchema = z.object({
  ...portalProgramme,
  productIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  type: z.enum(PROMOTION_TYPES),
  discountType: z.enum(['PERCENT', 'FIXED']),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minQuantity: z.number().int().nullable(),
  minSubtotal: z.number().int().nullable(),
  giftInfoId: z.uuid().nullable(),
  giftQuantity: z.number().int(),
});
export type PortalPromotion = z.infer<typeof portalPromotionSchema>;

export const portalVoucherSchema = z.object({
  ...portalProgramme,
  productIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  code: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  isPublic: z.boolean(),
  totalLimit: z.number().int().nullable(),
  used: z.number().int(),
  perCustomerLimit: z.number().int(),
});
export type PortalVoucher = z.infer<typeof portalVoucherSchema>;

/** `POST /api/portal/vouchers/:id/grant`: give a private voucher to a customer. */
export const voucherGrantSchema = z.object({ email: z.email('InvalidEmail').trim().toLowerCase() });

/** `POST /api/portal/offers/preview`: what a given cart would pay at an instant. */
export const offerPreviewInputSchema = z.object({
  lines: z
    .array(z.object({ infoId: z.uuid(), quantity: wholeNumber(1, 1000) }))
    .min(1, 'FieldIsNotEmpty')
    .max(100),
  voucherCode: voucherCodeSchema.optional(),
  /** The instant to price at (default: now), to preview a scheduled programme. */
  at: iso.optional(),
});
export type OfferPreviewInput = z.infer<typeof offerPreviewInputSchema>;

/** The preview's answer: the engine's pricing, the programmes' names and the voucher's verdict. */
export const offerPreviewSchema = z.object({
  pricing: pricedCartSchema,
  offerNames: z.record(z.string(), z.string()),
  voucher: voucherCheckSchema.nullable(),
});
export type OfferPreview = z.infer<typeof offerPreviewSchema>;
