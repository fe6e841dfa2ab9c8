import { z } from 'zod';
import { wholeNumber } from '../http/input.ts';
import {
  coverageInput,
  iso,
  percentOrMoney,
  portalCoverage,
  portalProgramme,
  programmeInput,
  windowed,
} from './programme.schema.ts';

/** Promotion types (spec section 3). */
export const PROMOTION_TYPES = ['QUANTITY_BASED', 'ORDER_BASED', 'GIFT_PRODUCT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

const promotionInfoSchema = z.object({
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

// ---------------------------------------------------------------- back office

export const promotionInputSchema = windowed(
  z.object({
    ...programmeInput,
    ...coverageInput,
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

export const portalPromotionSchema = z.object({
  ...portalProgramme,
  ...portalCoverage,
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
