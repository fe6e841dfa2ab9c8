import { z } from 'zod';
import { COLOUR_CODES, type Colour } from '../catalog/catalog.constants.ts';
import { imageSchema } from '../catalog/catalog.schema.ts';
import { offerSchema, pricedCartSchema } from '../pricing/pricing.schema.ts';
import { type CartLine, MAX_LINE_QUANTITY } from './cart.rules.ts';

/**
 * A quantity a shopper chose: a whole number from 1 (0, negatives and fractions are
 * `NotAllowQuantityZero`) up to `MAX_LINE_QUANTITY` (above is `NotAllowAddMoreThanStock`).
 */
export const quantitySchema = z
  .number({ message: 'NotAllowQuantityZero' })
  .int('NotAllowQuantityZero')
  .min(1, 'NotAllowQuantityZero')
  .max(MAX_LINE_QUANTITY, 'NotAllowAddMoreThanStock');

/** A cart line as the API accepts it (a visitor's cart merged at login). */
export const cartLineSchema = z.object({
  infoId: z.uuid(),
  quantity: quantitySchema,
  isOrder: z.boolean().default(false),
}) satisfies z.ZodType<CartLine, unknown>;

/** `PUT /api/cart/lines/:infoId`: the line's new quantity. */
export const cartQuantitySchema = z.object({ quantity: quantitySchema });

/** `POST /api/cart/lines`: add to a line (merged by variant, as the local cart does). */
export const cartAddSchema = z.object({ infoId: z.uuid(), quantity: quantitySchema });

/** A visitor's local cart: merged at login, or priced for the cart page. */
export const cartLinesSchema = z.object({ lines: z.array(cartLineSchema).max(100) });

/**
 * Why a line can't be ordered as it stands: its product was unpublished, its variant has no
 * stock, or less stock than the line asks for. Such lines are shown flagged, left out of the
 * totals, and block checkout until changed.
 */
export const CART_LINE_PROBLEMS = ['UNAVAILABLE', 'OUT_OF_STOCK', 'NOT_ENOUGH_STOCK'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** A variant as a cart or order line shows it, in the request's language. */
export const variantLineSchema = z.object({
  infoId: z.uuid(),
  productId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** The variant's SKU and options. */
  sku: z.string(),
  colour: z.enum(COLOUR_CODES as [Colour, ...Colour[]]).nullable(),
  size: z.string().nullable(),
  image: imageSchema.nullable(),
});

/** A cart line with what the cart page shows of its product, in the request's language. */
export const cartViewLineSchema = variantLineSchema.extend({
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  /** From the pricing engine; 0 on a line with a problem (it is not priced). */
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  isOrder: z.boolean(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
});
export type CartViewLine = z.infer<typeof cartViewLineSchema>;

/**
 * A cart as the cart page shows it: its lines (newest first), the spec's `totalQuantity` (the
 * number of lines), the engine's answer over the lines without a problem (no shipping chosen
 * yet), and the ids of variants that no longer exist (a visitor's cart drops them).
 */
export const cartViewSchema = z.object({
  lines: z.array(cartViewLineSchema),
  totalQuantity: z.number().int(),
  pricing: pricedCartSchema,
  /** False while the cart is empty or a line has a problem. */
  canOrder: z.boolean(),
  missing: z.array(z.string()),
  /**
   * The programmes in force that priced the cart (without their windows), so the web can price a
   * change again at once; the server prices again at checkout and its answer is final.
   */
  offers: z.array(offerSchema),
  /** Each programme's name in the request's language, by the `ref` its adjustments carry. */
  offerNames: z.record(z.string(), z.string()),
  /**
   * Each price rule's, flash sale's and promotion's name in both languages, by `ref`: what an
   * order keeps as its adjustments' `name`, so it reads in either language.
   */
  programmeNames: z.record(z.string(), z.object({ vi: z.string(), en: z.string() })),
});
export type CartView = z.infer<typeof cartViewSchema>;
