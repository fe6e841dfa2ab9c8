import { z } from 'zod';
import { ADJUSTMENT_REASONS, type PricedCart } from './engine.ts';

const dong = z.number().int();

export const adjustmentSchema = z.object({
  reason: z.enum(ADJUSTMENT_REASONS),
  ref: z.string().nullable(),
  infoId: z.string().nullable(),
  amount: dong,
  discountText: z.string(),
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
}) satisfies z.ZodType<PricedCart, unknown>;
