import { z } from 'zod';
import { wholeNumber } from '../http/input.ts';
import { pricedCartSchema } from '../pricing/pricing.schema.ts';
import { iso } from './programme.schema.ts';
import { voucherCheckSchema, voucherCodeSchema } from './voucher.schema.ts';

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
