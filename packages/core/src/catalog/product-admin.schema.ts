import { z } from 'zod';
import { DB_INT_MAX, wholeNumber } from '../http/input.ts';
import { pageQueryOf, sortQueryOf } from '../http/pagination.ts';
import { COLOUR_CODES, PRODUCT_STATUSES } from './catalog.constants.ts';
import { portalProductImageSchema } from './product-images.schema.ts';

const iso = z.iso.datetime({ offset: true });
/** The spec's rule for a product's name, price and SKU: said on each missing field. */
const NEEDED = 'ProductNeedsNamePriceSku';
const missingOr = (other: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? NEEDED : other;

/** A name the spec requires (section 5: "Product needs name, price and SKU"). */
const requiredName = z
  .string({ error: missingOr('InvalidValue') })
  .trim()
  .min(1, NEEDED)
  .max(200, 'TextTooLong');
const text = (max: number) => z.string().trim().max(max, 'TextTooLong').default('');

/** A SKU: unaccented letters, digits, `-`, `_` and `.`, kept upper-case. */
export const skuSchema = z
  .string({ error: missingOr('InvalidValue') })
  .trim()
  .min(1, NEEDED)
  .max(64, 'TextTooLong')
  // Blank is the spec rule's alone (above), not also a bad SKU.
  .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*)?$/, 'InvalidSku')
  .transform((v) => v.toUpperCase());

/** A price in đồng as the price columns (PostgreSQL `integer`) hold it, above 0. */
const price = z
  .number({ error: missingOr('InvalidValue') })
  .int('InvalidValue')
  .min(1, 'InvalidValue')
  .max(DB_INT_MAX, 'NumberOutOfRange');

/** One row of the specifications table, in both languages. */
export const specificationInputSchema = z.object({
  nameVi: z.string().trim().min(1, 'FieldIsNotEmpty').max(100, 'TextTooLong'),
  nameEn: z.string().trim().min(1, 'FieldIsNotEmpty').max(100, 'TextTooLong'),
  valueVi: z.string().trim().min(1, 'FieldIsNotEmpty').max(300, 'TextTooLong'),
  valueEn: z.string().trim().min(1, 'FieldIsNotEmpty').max(300, 'TextTooLong'),
});

/** A variant's options: a colour of the palette and a size (letters and digits), either may be absent. */
export const variantOptionsSchema = z.object({
  sku: skuSchema,
  colour: z.enum(COLOUR_CODES, { message: 'InvalidValue' }).nullable().default(null),
  size: z
    .string()
    .trim()
    .max(10, 'TextTooLong')
    .regex(/^[A-Za-z0-9]*$/, 'InvalidValue')
    .transform((v) => v.toUpperCase() || null)
    .nullable()
    .default(null),
});
export type VariantOptionsInput = z.output<typeof variantOptionsSchema>;

/** A new variant: its options and the stock it starts with (recorded as a receipt). */
export const variantInputSchema = variantOptionsSchema.extend({
  stock: wholeNumber(0, 1_000_000).default(0),
});
export type VariantInput = z.output<typeof variantInputSchema>;

const productShape = {
  nameVi: requiredName,
  nameEn: requiredName,
  sku: skuSchema,
  price,
  /** What the shopper pays instead, below the price; null is none. */
  salePrice: z
    .number({ message: 'InvalidValue' })
    .int('InvalidValue')
    .min(1, 'InvalidValue')
    .max(DB_INT_MAX, 'NumberOutOfRange')
    .nullable()
    .default(null),
  shortDescriptionVi: text(500),
  shortDescriptionEn: text(500),
  descriptionVi: text(20_000),
  descriptionEn: text(20_000),
  statuses: z
    .array(z.enum(PRODUCT_STATUSES, { message: 'InvalidValue' }))
    .max(PRODUCT_STATUSES.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  categoryId: z.uuid({ message: 'FieldIsNotEmpty' }),
  providerName: z
    .string()
    .trim()
    .max(100, 'TextTooLong')
    .transform((v) => v || null)
    .nullable()
    .default(null),
  /** Smaller comes first in the shop's default order. */
  priority: wholeNumber(0, 100_000).default(0),
  /** A variant with this many or fewer left is "low" in the back office's list. */
  lowStockThreshold: wholeNumber(0, 100_000).default(5),
  specifications: z.array(specificationInputSchema).max(50).default([]),
};

const saleBelowPrice = (v: { price: number; salePrice: number | null }) =>
  v.salePrice === null || v.salePrice < v.price;
const saleIssue = { message: 'SalePriceNotBelowPrice', path: ['salePrice'] };

/** What the back office writes of a product (its variants and stock have their own calls). */
export const productInputSchema = z.object(productShape).refine(saleBelowPrice, saleIssue);
export type ProductInput = z.output<typeof productInputSchema>;
/** What a form or a client sends (defaults not yet applied). */
export type ProductInputFields = z.input<typeof productInputSchema>;

/** A new product: its fields and its variants (it is published only once it has one). */
export const productCreateSchema = z
  .object({
    ...productShape,
    variants: z.array(variantInputSchema).max(100).default([]),
    isPublished: z.boolean().default(false),
  })
  .refine(saleBelowPrice, saleIssue);
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreateData = z.output<typeof productCreateSchema>;

/** Publish or unpublish a product. */
export const productVisibilitySchema = z.object({ isPublished: z.boolean() });

/** Why a variant's stock moves: a receipt of goods, or an adjustment with its reason. */
export const STOCK_MOVEMENT_KINDS = ['received', 'adjusted'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Every kind the ledger holds: an operator's, and an order's taking (`sold`) and giving back. */
export const STOCK_LEDGER_KINDS = [...STOCK_MOVEMENT_KINDS, 'sold', 'returned'] as const;

/**
 * A stock movement: `received` adds a positive quantity; `adjusted` adds or takes away (never
 * to below 0) and says why.
 */
export const stockMovementInputSchema = z
  .object({
    kind: z.enum(STOCK_MOVEMENT_KINDS, { message: 'InvalidValue' }),
    quantity: wholeNumber(-1_000_000, 1_000_000).refine((v) => v !== 0, 'NotAllowQuantityZero'),
    reason: z
      .string()
      .trim()
      .max(300, 'TextTooLong')
      .transform((v) => v || null)
      .nullable()
      .default(null),
  })
  .refine((v) => v.kind !== 'received' || v.quantity > 0, {
    message: 'NotAllowQuantityZero',
    path: ['quantity'],
  })
  .refine((v) => v.kind !== 'adjusted' || v.reason !== null, {
    message: 'StockReasonRequired',
    path: ['reason'],
  });
export type StockMovementInput = z.input<typeof stockMovementInputSchema>;
export type StockMovementData = z.output<typeof stockMovementInputSchema>;

/** What the back office can order its products by (recently changed first without one). */
export const PORTAL_PRODUCT_SORTS = ['name', 'sku', 'price', 'stock', 'updated'] as const;
export type PortalProductSort = (typeof PORTAL_PRODUCT_SORTS)[number];
/** Which products the list shows by publication; `all` leaves archived ones out. */
export const PRODUCT_PUBLICATION_FILTERS = ['all', 'published', 'unpublished', 'archived'] as const;
/** Which products the list shows by stock: any, low (some variant at or below the threshold), out. */
export const PRODUCT_STOCK_FILTERS = ['all', 'low', 'out'] as const;

/** `GET /api/portal/products`: a search (as the shop's), filters, a page and an order. */
export const portalProductQuerySchema = pageQueryOf(20)
  .extend({
    search: z.string().trim().max(100).optional(),
    published: z.enum(PRODUCT_PUBLICATION_FILTERS, { message: 'InvalidValue' }).default('all'),
    stock: z.enum(PRODUCT_STOCK_FILTERS, { message: 'InvalidValue' }).default('all'),
  })
  .extend(sortQueryOf(PORTAL_PRODUCT_SORTS).shape);
export type PortalProductQuery = z.infer<typeof portalProductQuerySchema>;

/** A product in the back office's list. */
export const portalProductRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  sku: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  statuses: z.array(z.enum(PRODUCT_STATUSES)),
  isPublished: z.boolean(),
  archived: z.boolean(),
  /** Units in stock over all variants. */
  stock: z.number().int(),
  variants: z.number().int(),
  /** Variants at or below the product's low-stock threshold, and those with none left. */
  lowVariants: z.number().int(),
  outVariants: z.number().int(),
  updatedAt: iso,
});
export type PortalProductRow = z.infer<typeof portalProductRowSchema>;

/** A stock movement as the editor's ledger shows it. */
export const stockMovementSchema = z.object({
  id: z.uuid(),
  variantId: z.uuid(),
  kind: z.enum(STOCK_LEDGER_KINDS),
  quantity: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: iso,
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** A variant as the editor shows it. */
export const portalVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  colour: z.enum(COLOUR_CODES).nullable(),
  size: z.string().nullable(),
  stock: z.number().int(),
  position: z.number().int(),
});
export type PortalVariant = z.infer<typeof portalVariantSchema>;

/** A product as the editor shows it: both languages, variants with stock, the latest movements. */
export const portalProductSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  sku: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  shortDescriptionVi: z.string(),
  shortDescriptionEn: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  statuses: z.array(z.enum(PRODUCT_STATUSES)),
  categoryId: z.uuid(),
  providerName: z.string().nullable(),
  priority: z.number().int(),
  lowStockThreshold: z.number().int(),
  isPublished: z.boolean(),
  archivedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  specifications: z.array(specificationInputSchema),
  variants: z.array(portalVariantSchema),
  /** Its images in order; the first is the main one. */
  images: z.array(portalProductImageSchema),
  /** The latest movements of every variant, newest first. */
  movements: z.array(stockMovementSchema),
});
export type PortalProduct = z.infer<typeof portalProductSchema>;

/** What deleting a product did: deleted it, or archived it (it was ordered). */
export const productRemovalSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(['deleted', 'archived']),
});
export type ProductRemoval = z.infer<typeof productRemovalSchema>;
