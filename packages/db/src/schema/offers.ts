import {
  DISCOUNT_TYPES,
  type DiscountType,
  PRICE_RULE_TYPES,
  PROMOTION_TYPES,
  type PriceRuleType,
  type PromotionType,
} from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** What every programme has: names in both languages, a window, a stop, the law's flag. */
const programmeColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** When an operator stopped it early; null while it follows its window. */
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  /** A concentrated promotion programme (up to 100 % off; otherwise the law's 50 %). */
  concentrated: boolean('concentrated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The products and categories a programme covers (no foreign keys: arrays of ids). */
const coverageColumns = () => ({
  productIds: uuid('product_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  categoryIds: uuid('category_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
});

/**
 * A price rule (spec types PERCENT, FIXED_PRICE, SUBTRACT) on products or categories for a
 * window. The products it covers carry its price in `products.rule_price` while it runs (a job
 * keeps it at each start and end), so lists filter and sort by the ruled price.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    ...programmeColumns(),
    ...coverageColumns(),
    type: text('type').notNull().$type<PriceRuleType>(),
    value: integer('value').notNull(),
  },
  (t) => [
    index('price_rules_window_idx').on(t.endsAt, t.startsAt),
    check('price_rules_type_valid', inList(t.type, PRICE_RULE_TYPES)),
    check('price_rules_value_valid', sql`${t.value} >= 0`),
    check('price_rules_window_valid', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A flash-sale session: its products and quotas are `flash_sale_items`. */
export const flashSales = pgTable('flash_sales', programmeColumns(), (t) => [
  index('flash_sales_window_idx').on(t.endsAt, t.startsAt),
  check('flash_sales_window_valid', sql`${t.startsAt} < ${t.endsAt}`),
]);

/**
 * A product (or one variant) in a flash sale: its flash price, its quota and how much of it is
 * sold, and how many one customer may buy. `sold` only moves by a conditional update in an
 * order's transaction (`sold + n <= quota`), so a quota is never oversold.
 */
export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flashSaleId: uuid('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The one variant the price is for, or null for every variant of the product. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    flashPrice: integer('flash_price').notNull(),
    quota: integer('quota').notNull(),
    sold: integer('sold').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
  },
  (t) => [
    index('flash_sale_items_sale_idx').on(t.flashSaleId),
    index('flash_sale_items_product_idx').on(t.productId),
    check('flash_sale_items_price_positive', sql`${t.flashPrice} > 0`),
    check('flash_sale_items_sold_within_quota', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.quota}`),
    check('flash_sale_items_limit_positive', sql`${t.perCustomerLimit} > 0`),
  ],
);

/** How many units of a flash item one customer holds in orders (taken and given back with them). */
export const flashSaleBuyers = pgTable(
  'flash_sale_buyers',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => flashSaleItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId] }),
    check('flash_sale_buyers_quantity_valid', sql`${t.quantity} >= 0`),
  ],
);

/**
 * A promotion (spec types QUANTITY_BASED, ORDER_BASED, GIFT_PRODUCT): its condition (units of the
 * covered products, an order minimum), its discount (PERCENT with a cap, or FIXED) or its gift.
 */
export const promotions = pgTable(
  'promotions',
  {
    ...programmeColumns(),
    ...coverageColumns(),
    type: text('type').notNull().$type<PromotionType>(),
    discountType: text('discount_type').notNull().$type<'PERCENT' | 'FIXED'>().default('PERCENT'),
    value: integer('value').notNull().default(0),
    maxDiscount: integer('max_discount'),
    minQuantity: integer('min_quantity'),
    minSubtotal: integer('min_subtotal'),
    giftVariantId: uuid('gift_variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    giftQuantity: integer('gift_quantity').notNull().default(1),
  },
  (t) => [
    index('promotions_window_idx').on(t.endsAt, t.startsAt),
    check('promotions_type_valid', inList(t.type, PROMOTION_TYPES)),
    check('promotions_discount_type_valid', inList(t.discountType, ['PERCENT', 'FIXED'])),
    check('promotions_window_valid', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A voucher (spec discount types PERCENT, FIXED, QUANTITY): its code, what it covers and needs,
 * and its limits. `used` only moves by a conditional update in an order's transaction
 * (`used < total_limit`), so a voucher is never used more than its limit.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    ...programmeColumns(),
    ...coverageColumns(),
    code: text('code').notNull(),
    descriptionVi: text('description_vi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    type: text('type').notNull().$type<DiscountType>(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    /** Uses for everyone; null: unlimited. */
    totalLimit: integer('total_limit'),
    used: integer('used').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    index('vouchers_window_idx').on(t.endsAt, t.startsAt),
    check('vouchers_type_valid', inList(t.type, DISCOUNT_TYPES)),
    check('vouchers_window_valid', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'vouchers_used_within_limit',
      sql`${t.used} >= 0 AND (${t.totalLimit} IS NULL OR ${t.used} <= ${t.totalLimit})`,
    ),
    check('vouchers_per_customer_positive', sql`${t.perCustomerLimit} > 0`),
  ],
);

/** A voucher in a customer's wallet (claimed, or granted by the shop) and their uses of it. */
export const userVouchers = pgTable(
  'user_vouchers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.voucherId] }),
    index('user_vouchers_voucher_idx').on(t.voucherId),
    check('user_vouchers_used_valid', sql`${t.used} >= 0`),
  ],
);

/**
 * What an order took from a programme (a voucher use, flash-sale units): what a cancel gives
 * back. `returned_at` is set when it is given back, once.
 */
export const orderOfferUses = pgTable(
  'order_offer_uses',
  {
    /** The order (a foreign key deferred to the commit in migration 0013: uses come first). */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'VOUCHER' | 'FLASH_SALE'>(),
    /** The voucher or the flash-sale item. */
    refId: uuid('ref_id').notNull(),
    userId: uuid('user_id').notNull(),
    quantity: integer('quantity').notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind, t.refId] }),
    check('order_offer_uses_kind_valid', inList(t.kind, ['VOUCHER', 'FLASH_SALE'])),
    check('order_offer_uses_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
