import { z } from 'zod';
import { imageSchema } from '../catalog/catalog.schema.ts';
import { pageQueryOf } from '../http/pagination.ts';
import { wholeNumber } from '../http/input.ts';
import { iso, portalProgramme, programmeInput, windowed } from './programme.schema.ts';

/** Period markers (spec section 3): running now, the next one, none. */
const PERIODS = ['CURRENT', 'NEXT', 'NONE'] as const;

/** A flash-sale session as the storefront shows it. */
const flashSaleInfoSchema = z.object({
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

// ---------------------------------------------------------------- back office

const flashSaleItemInputSchema = z.object({
  productId: z.uuid(),
  infoId: z.uuid().nullable().default(null),
  flashPrice: wholeNumber(1),
  quota: wholeNumber(1),
  perCustomerLimit: wholeNumber(1, 1000).default(1),
});

export const flashSaleInputSchema = windowed(
  z.object({
    ...programmeInput,
    items: z.array(flashSaleItemInputSchema).min(1, 'FieldIsNotEmpty').max(200),
  }),
);
export type FlashSaleInput = z.infer<typeof flashSaleInputSchema>;

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
