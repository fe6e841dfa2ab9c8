import {
  ADDRESS_SETS,
  type AddressSet,
  type Adjustment,
  DELIVERY_METHODS,
  type DeliveryMethod,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
} from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { users } from './users.ts';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * A place as an address book entry or an order keeps it: the street, the unit codes of one set of
 * administrative units, and the units' names as they were (codes were reused in 2025).
 */
const placeColumns = () => ({
  address: text('address').notNull(),
  addressSet: text('address_set').notNull().$type<AddressSet>(),
  provinceId: text('province_id').notNull(),
  provinceName: text('province_name').notNull(),
  provinceNameEn: text('province_name_en').notNull(),
  districtId: text('district_id'),
  districtName: text('district_name'),
  districtNameEn: text('district_name_en'),
  wardId: text('ward_id').notNull(),
  wardName: text('ward_name').notNull(),
  wardNameEn: text('ward_name_en').notNull(),
  national: text('national').notNull(),
});

/**
 * A signed-in shopper's cart line: a variant and how many. Ordering marks the line `is_order`
 * with its order (in the order's transaction); the cart shows only the others, so one variant has
 * at most one open line per shopper.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isOrder: boolean('is_order').notNull().default(false),
    /** The order that took the line (a deferred foreign key: the line is marked first). */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_open_unique')
      .on(t.userId, t.variantId)
      .where(sql`NOT ${t.isOrder}`),
    index('cart_lines_order_idx').on(t.orderId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * An entry of a shopper's address book. The codes belong to `address_set` (they were reused
 * with new meanings in 2025); the names are kept beside them as they were when saved.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    ...placeColumns(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.createdAt),
    // One default per shopper: the constraint, not a read, keeps it so.
    uniqueIndex('user_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check(
      'user_addresses_set_valid',
      sql`${t.addressSet} IN (${sql.raw(ADDRESS_SETS.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * An order: who, where (codes, set and names as they were), how, and the totals the pricing
 * engine computed when it was placed (whole đồng). `serial` numbers orders; `number` is core's
 * `formatOrderNumber(serial)` kept by the database (a test holds the two equal).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    serial: bigint('serial', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    number: text('number').generatedAlwaysAs(
      sql`'LT' || CASE WHEN serial < 100000000 THEN lpad(serial::text, 8, '0') ELSE serial::text END`,
    ),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('new'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    paymentMethod: text('payment_method').notNull().$type<PaymentMethod>(),
    deliveryMethod: text('delivery_method').notNull().$type<DeliveryMethod>(),
    /** The shopper's language when ordering: the order's mails are written in it. */
    lang: text('lang').notNull().default('vi'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    ...placeColumns(),
    note: text('note').notNull().default(''),
    itemsTotal: bigint('items_total', { mode: 'number' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull().default(0),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    /** The engine's adjustments with reason codes, in the order they applied. */
    adjustments: jsonb('adjustments').$type<Adjustment[]>().notNull().default([]),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_serial_unique').on(t.serial),
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_phone_idx').on(t.phone),
    check(
      'orders_totals_add_up',
      sql`${t.grandTotal} = ${t.subtotal} - ${t.discountTotal} + ${t.shippingFee}`,
    ),
    check(
      'orders_totals_non_negative',
      sql`${t.subtotal} >= 0 AND ${t.discountTotal} >= 0 AND ${t.shippingFee} >= 0 AND ${t.grandTotal} >= 0`,
    ),
    check(
      'orders_methods_valid',
      sql`${t.paymentMethod} IN (${sql.raw(PAYMENT_METHODS.map((m) => `'${m}'`).join(', '))}) AND ${t.deliveryMethod} IN (${sql.raw(DELIVERY_METHODS.map((m) => `'${m}'`).join(', '))})`,
    ),
  ],
);

/**
 * A line of an order: the variant and the product as they were when ordered (names, SKU,
 * options, image), and the prices the engine computed. No foreign key to the catalogue: the
 * order outlives a deleted product.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: uuid('variant_id').notNull(),
    productId: uuid('product_id').notNull(),
    slug: text('slug').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    sku: text('sku').notNull(),
    colour: text('colour'),
    size: text('size'),
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    quantity: integer('quantity').notNull(),
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_total', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
  ],
);

/** Each status an order entered, when, by whom, and why (a rejection's reason). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    /** `CUSTOMER`, `OPERATOR`, `SYSTEM` (the payment window), or null for the order's creation. */
    party: text('party').$type<'CUSTOMER' | 'OPERATOR' | 'SYSTEM'>(),
    actorId: uuid('actor_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * `Idempotency-Key`s of order submits, one per shopper and key, with a hash of the request body
 * and the first definite answer given: the order made (`order_id`, `response`, written in the
 * order's transaction, where the unique key decides between parallel duplicates), or the refusal
 * that changed nothing (`refusal`). A repeat within `IDEMPOTENCY_KEY_TTL_MS` answers it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's answer (`OrderCreated`), with its payment page once one was opened. */
    response: jsonb('response'),
    /** The refusal's code, params and details (a `Failure` without `ok`). */
    refusal: jsonb('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // Keys past their time are forgotten oldest first.
    index('idempotency_keys_created_idx').on(t.createdAt),
    check(
      'idempotency_keys_one_answer',
      sql`(${t.orderId} IS NOT NULL AND ${t.response} IS NOT NULL AND ${t.refusal} IS NULL) OR (${t.orderId} IS NULL AND ${t.response} IS NULL AND ${t.refusal} IS NOT NULL)`,
    ),
  ],
);
